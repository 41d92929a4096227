import type { DbOrTx } from '../../../db/database';
import { addDays, shanghaiInstant } from '../../../time/shanghai-time';
import type { PositionPoint } from '../vehicles/position-ingest';
import { hashSeed } from './seeded-random';
import { simulateTrip } from './simulate-trip';
import { createSimulationRepository, type SimulationLine } from './simulation.repository';

/** A line with its trips, as a trace is recorded from. */
export type TraceLine = SimulationLine & { trips: { tripId: number; departureMinutes: number }[] };

/** A point of a trace: a PositionPoint with its instant as ISO 8601 text, so that a trace is plain JSON. */
export type TracePoint = { lng: number; lat: number; speedKmh: number; heading: number; recordedAt: string };

export type TraceTrip = {
  /** Stable across databases: line code, service date and first-stop time ('U101 2026-06-01 07:00'). */
  key: string;
  lineId: number;
  lineCode: string;
  tripId: number;
  serviceDate: string;
  departsAt: string;
  seed: number;
  points: TracePoint[];
  /** The true arrival at each stop (for the first stop, the true departure from it). */
  arrivals: { seq: number; at: string }[];
};

export type RecordedTrace = {
  seed: number;
  days: string[];
  pointEverySeconds: number;
  lines: SimulationLine[];
  trips: TraceTrip[];
};

const pad2 = (n: number) => String(n).padStart(2, '0');
const clockOf = (minutes: number) => `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;

/**
 * Simulates every trip of the given lines on each given day (decision 027): a recorded trace for the ETA
 * bench. The same lines, days and seed always give the same trace; a trip's own seed comes from the trace
 * seed, the line's code, the day and the trip's time, so a trace recorded from another database with the
 * same network is the same too. Pick a seed the learning data was not made with to hold the trace out.
 */
export const recordTrace = ({ lines, days, seed, pointEverySeconds = 10 }: { lines: TraceLine[]; days: string[]; seed: number; pointEverySeconds?: number }): RecordedTrace => {
  const trips: TraceTrip[] = [];
  for (const day of days) {
    for (const line of lines) {
      if (line.stops.length < 2) continue;
      for (const trip of line.trips) {
        const departsAt = shanghaiInstant(day, trip.departureMinutes);
        const key = `${line.code} ${day} ${clockOf(trip.departureMinutes)}`;
        const tripSeed = hashSeed(seed, key);
        const run = simulateTrip({ shape: line.shape ?? [], stops: line.stops, departsAt, seed: tripSeed, pointEverySeconds });
        trips.push({
          key,
          lineId: line.lineId,
          lineCode: line.code,
          tripId: trip.tripId,
          serviceDate: day,
          departsAt: departsAt.toISOString(),
          seed: tripSeed,
          points: run.points.map((p) => ({ ...p, recordedAt: p.recordedAt.toISOString() })),
          arrivals: run.arrivals.map((a) => ({ seq: a.seq, at: a.at.toISOString() })),
        });
      }
    }
  }
  trips.sort((a, b) => a.departsAt.localeCompare(b.departsAt) || a.key.localeCompare(b.key));
  return { seed, days, pointEverySeconds, lines: lines.map(({ trips: _trips, ...line }) => line), trips };
};

/** A trace trip's points as the ingest and the ETA engine take them. */
export const tracePoints = (trip: TraceTrip): PositionPoint[] => trip.points.map((p) => ({ ...p, recordedAt: new Date(p.recordedAt) }));

/** The lines a trace is recorded from, with their stops and trips: every active line, or those with the given codes. */
export const loadTraceLines = async (db: DbOrTx, codes?: readonly string[]): Promise<TraceLine[]> => {
  const repository = createSimulationRepository(db);
  const all = await repository.findLines(null);
  const lines = codes && codes.length > 0 ? all.filter((l) => codes.includes(l.code)) : all;
  const trips = await repository.findTrips(lines.map((l) => l.lineId));
  return lines.map((line) => ({
    ...line,
    trips: trips.filter((t) => t.lineId === line.lineId).map(({ tripId, departureMinutes }) => ({ tripId, departureMinutes })),
  }));
};

/** 'YYYY-MM-DD..YYYY-MM-DD' (both included) or a comma-separated list of dates; null when malformed. */
export const parseDays = (text: string): string[] | null => {
  const isDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
  const range = /^(.+)\.\.(.+)$/.exec(text);
  if (range) {
    const [from, to] = [range[1] ?? '', range[2] ?? ''];
    if (!isDate(from) || !isDate(to) || from > to) return null;
    const days: string[] = [];
    for (let day = from; day <= to && days.length <= 366; day = addDays(day, 1)) days.push(day);
    return days.length <= 366 ? days : null;
  }
  const days = text.split(',').map((s) => s.trim()).filter(Boolean);
  return days.length > 0 && days.every(isDate) ? days : null;
};
