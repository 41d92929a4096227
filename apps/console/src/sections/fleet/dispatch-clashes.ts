import type { DispatchDeparture } from '@udian/contracts/schemas/fleet';

export type Clash = { isVehicleClash: boolean; isDriverClash: boolean };

type Run = Pick<DispatchDeparture, 'id' | 'departsAt' | 'arrivesAt' | 'status'>;

/**
 * The server's rule for an assignment (dispatch.repository firstClash), applied to what is already on a day's
 * board: two scheduled runs of one bus or driver clash when each starts before the other ends plus the
 * turnaround. Assignments made before the rule (imported, seeded) can break it; the board says so.
 */
const clashes = (a: Run, b: Run, turnaroundMs: number): boolean =>
  a.status === 'scheduled' &&
  b.status === 'scheduled' &&
  Date.parse(a.departsAt) < Date.parse(b.arrivesAt) + turnaroundMs &&
  Date.parse(b.departsAt) < Date.parse(a.arrivesAt) + turnaroundMs;

export const findClashes = (departures: readonly DispatchDeparture[], turnaroundMinutes: number): Map<string, Clash> => {
  const turnaroundMs = turnaroundMinutes * 60_000;
  const found = new Map<string, Clash>();
  const mark = (id: string, kind: keyof Clash) => found.set(id, { ...(found.get(id) ?? { isVehicleClash: false, isDriverClash: false }), [kind]: true });
  departures.forEach((a, i) => {
    for (const b of departures.slice(i + 1)) {
      if (!clashes(a, b, turnaroundMs)) continue;
      if (a.vehicle && a.vehicle.id === b.vehicle?.id) [a.id, b.id].forEach((id) => mark(id, 'isVehicleClash'));
      if (a.driver && a.driver.id === b.driver?.id) [a.id, b.id].forEach((id) => mark(id, 'isDriverClash'));
    }
  });
  return found;
};
