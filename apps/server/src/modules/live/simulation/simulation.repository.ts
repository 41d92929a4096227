import type { DbOrTx } from '../../../db/database';
import type { SimulatedStop } from './simulate-trip';

/** A line as the simulator drives it: its shape (or null) and its stops in order with their coordinates. */
export type SimulationLine = { lineId: number; code: string; shape: [number, number][] | null; stops: (SimulatedStop & { stationId: number })[] };

export type AssignedDeparture = { departureId: number; lineId: number; vehicleId: number; departsAt: Date };

export const createSimulationRepository = (db: DbOrTx) => ({
  /** Scheduled departures with a bus assigned that leave in (from, to], by vehicle then departure time. */
  findAssignedDepartures: async (from: Date, to: Date): Promise<AssignedDeparture[]> => {
    const rows = await db
      .selectFrom('departures')
      .select(['id', 'line_id', 'vehicle_id', 'departs_at'])
      .where('vehicle_id', 'is not', null)
      .where('status', '=', 'scheduled')
      .where('departs_at', '>', from)
      .where('departs_at', '<=', to)
      .orderBy('vehicle_id')
      .orderBy('departs_at')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ departureId: r.id, lineId: r.line_id, vehicleId: r.vehicle_id as number, departsAt: new Date(r.departs_at) }));
  },

  /** The lines' shapes and stops; `lineIds` null = every active line. */
  findLines: async (lineIds: readonly number[] | null): Promise<SimulationLine[]> => {
    if (lineIds !== null && lineIds.length === 0) return [];
    let linesQuery = db.selectFrom('lines').select(['id', 'code', 'shape']).orderBy('id');
    linesQuery = lineIds === null ? linesQuery.where('is_active', '=', true) : linesQuery.where('id', 'in', lineIds);
    const lines = await linesQuery.execute();
    if (lines.length === 0) return [];
    const stops = await db
      .selectFrom('line_stops as ls')
      .innerJoin('stations as s', 's.id', 'ls.station_id')
      .select(['ls.line_id', 'ls.seq', 'ls.station_id', 'ls.minutes_from_start', 's.lng', 's.lat'])
      .where('ls.line_id', 'in', lines.map((l) => l.id))
      .orderBy('ls.line_id')
      .orderBy('ls.seq')
      .execute();
    const byLine = new Map<number, SimulationLine['stops']>();
    for (const s of stops) {
      const list = byLine.get(s.line_id) ?? [];
      list.push({ seq: s.seq, stationId: s.station_id, lng: s.lng, lat: s.lat, minutesFromStart: s.minutes_from_start });
      byLine.set(s.line_id, list);
    }
    return lines.map((l) => ({ lineId: l.id, code: l.code, shape: l.shape, stops: byLine.get(l.id) ?? [] }));
  },

  /** The lines' trips (first-stop minutes after midnight), for a recorded trace. */
  findTrips: async (lineIds: readonly number[]): Promise<{ tripId: number; lineId: number; departureMinutes: number }[]> => {
    if (lineIds.length === 0) return [];
    const rows = await db
      .selectFrom('trips')
      .select(['id', 'line_id', 'departure_minutes'])
      .where('line_id', 'in', lineIds)
      .orderBy('line_id')
      .orderBy('departure_minutes')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ tripId: r.id, lineId: r.line_id, departureMinutes: r.departure_minutes }));
  },
});

export type SimulationRepository = ReturnType<typeof createSimulationRepository>;
