/**
 * The arrival of a bus at one stop, as live pages show it: the ETA of the last poll, counted down on the
 * device's clock between polls. The count starts when the answer arrived on the device (not at the server's
 * generatedAt), so a phone whose clock is off still counts the right number of seconds.
 */
import type { EtaVehicle, LineEta } from '@udian/contracts/schemas/eta';

/** Under this many seconds a bus is shown as arriving now rather than counted. */
export const ARRIVING_SECONDS = 30;

/** Seconds left at `nowMs` of an ETA of `etaSeconds` received at `receivedAtMs`, counted in whole seconds. */
export const secondsLeft = (etaSeconds: number, receivedAtMs: number, nowMs: number): number =>
  Math.max(0, etaSeconds - Math.floor(Math.max(0, nowMs - receivedAtMs) / 1000));

/** "约 3 分 20 秒后到站", "约 45 秒后到站", or "即将到站". */
export const etaText = (seconds: number): string => {
  if (seconds <= ARRIVING_SECONDS) return '即将到站';
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes > 0 ? `约 ${minutes} 分 ${rest} 秒后到站` : `约 ${rest} 秒后到站`;
};

/**
 * What one stop can expect: the soonest live bus with its ETA; 'passed' when every live bus is already
 * beyond it; 'none' when no live bus is heading for it yet; 'noLive' when the line has no live data at all.
 */
export type StopArrival =
  | { kind: 'eta'; vehicle: EtaVehicle | null; etaSeconds: number }
  | { kind: 'passed' }
  | { kind: 'none' }
  | { kind: 'noLive' };

type EtaAnswer = Pick<LineEta, 'isLive' | 'vehicles' | 'stops'>;

export const stopArrival = (eta: EtaAnswer, stationId: string, vehicleId: string | null = null): StopArrival => {
  if (!eta.isLive) return { kind: 'noLive' };
  const stop = eta.stops.find((candidate) => candidate.stationId === stationId);
  if (!stop) return { kind: 'none' };
  const etas = vehicleId ? stop.etas.filter((entry) => entry.vehicleId === vehicleId) : stop.etas;
  const soonest = etas.reduce<(typeof etas)[number] | null>((best, entry) => (best && best.etaSeconds <= entry.etaSeconds ? best : entry), null);
  if (soonest) {
    const vehicle = eta.vehicles.find((candidate) => candidate.vehicleId === soonest.vehicleId) ?? null;
    return { kind: 'eta', vehicle, etaSeconds: soonest.etaSeconds };
  }
  const live = eta.vehicles.filter((vehicle) => !vehicle.isStale && (vehicleId === null || vehicle.vehicleId === vehicleId));
  const isBeyond = (vehicle: EtaVehicle) => vehicle.nextStopSeq === null || vehicle.nextStopSeq > stop.seq;
  return live.length > 0 && live.every(isBeyond) ? { kind: 'passed' } : { kind: 'none' };
};

/** The text of an arrival at `nowMs`, for an answer received at `receivedAtMs`. */
export const arrivalText = (arrival: StopArrival, receivedAtMs: number, nowMs: number): string => {
  switch (arrival.kind) {
    case 'eta':
      return etaText(secondsLeft(arrival.etaSeconds, receivedAtMs, nowMs));
    case 'passed':
      return '已过站';
    case 'none':
      return '暂无车辆前往';
    case 'noLive':
      return '暂无实时车辆数据';
  }
};
