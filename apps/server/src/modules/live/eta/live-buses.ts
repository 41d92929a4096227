import { LATE_THRESHOLD_MINUTES, type LiveBus } from '@udian/contracts/endpoints/ops/live/live-buses';
import type { LineEta } from '@udian/contracts/schemas/eta';
import type { EtaDepartureRow, RecentVehicleRow } from './eta.repository';

const MINUTE_MS = 60_000;

type LineInfo = { id: number; code: string; name: string };

/**
 * One bus of the operator's live map (pure). Lateness is measured at the next stop: the ETA engine's predicted
 * arrival there against the timetable (the run's departure time plus the stop's minutes_from_start), so a bus
 * stuck in traffic shows late before it misses a stop, and one that has caught up shows on time again.
 */
export const liveBusOf = (input: {
  vehicle: RecentVehicleRow;
  line: LineInfo | null;
  current: EtaDepartureRow | undefined;
  /** The line's live state from the ETA engine; null when the bus has no (active) line. */
  lineEta: LineEta | null;
  scheduleMinutesBySeq: ReadonlyMap<number, number>;
  liveSeconds: number;
  at: Date;
}): LiveBus => {
  const { vehicle, line, current, lineEta, at } = input;
  const id = String(vehicle.vehicle_id);
  const shown = lineEta?.vehicles.find((v) => v.vehicleId === id);
  const nextSeq = shown?.nextStopSeq ?? null;
  const nextStop = nextSeq === null ? undefined : lineEta?.stops.find((s) => s.seq === nextSeq);
  const eta = nextStop?.etas.find((e) => e.vehicleId === id);
  const stopMinutes = nextSeq === null ? undefined : input.scheduleMinutesBySeq.get(nextSeq);
  const lateMinutes =
    current && eta && stopMinutes !== undefined
      ? Math.round((Date.parse(eta.arrivesAt) - (current.departs_at.getTime() + stopMinutes * MINUTE_MS)) / MINUTE_MS)
      : null;
  return {
    vehicleId: id,
    plate: vehicle.plate,
    line: line ? { id: String(line.id), code: line.code, name: line.name } : null,
    departure: current ? { id: String(current.id), departsAt: current.departs_at.toISOString() } : null,
    lateMinutes,
    nextStop: nextStop ? { seq: nextStop.seq, name: nextStop.name } : null,
    lng: vehicle.lng,
    lat: vehicle.lat,
    speedKmh: vehicle.speed_kmh,
    heading: vehicle.heading,
    recordedAt: vehicle.recorded_at.toISOString(),
    isStale: at.getTime() - vehicle.recorded_at.getTime() > input.liveSeconds * 1000,
    isLate: lateMinutes !== null && lateMinutes > LATE_THRESHOLD_MINUTES,
  };
};
