import { sql } from 'kysely';
import type { Db, DbOrTx } from '../../../db/database';
import type { SegmentStat, SegmentTable } from './segment-times';
import { segmentKey } from './segment-times';

export type EtaLineRow = { id: number; is_active: boolean; shape: [number, number][] | null };
export type EtaStopRow = { seq: number; station_id: number; name: string; lng: number; lat: number; minutes_from_start: number };
export type EtaVehicleRow = { id: number; plate: string };
export type EtaPositionRow = { vehicle_id: number; lng: number; lat: number; speed_kmh: number; heading: number; recorded_at: Date };
export type RecentVehicleRow = EtaPositionRow & { plate: string; line_id: number | null };
export type EtaDepartureRow = { id: number; line_id: number; vehicle_id: number; departs_at: Date };

/** The ETA reads (live buses): a line and its stops, its vehicles and their recent positions, learned segment times. */
export const createEtaRepository = (db: Db) => ({
  findLine: (lineId: number, tx: DbOrTx = db): Promise<EtaLineRow | undefined> =>
    tx.selectFrom('lines').select(['id', 'is_active', 'shape']).where('id', '=', lineId).executeTakeFirst(),

  /** The line's stops in order with their stations. */
  lineStops: (lineId: number, tx: DbOrTx = db): Promise<EtaStopRow[]> =>
    tx
      .selectFrom('line_stops as ls')
      .innerJoin('stations as s', 's.id', 'ls.station_id')
      .select(['ls.seq', 'ls.station_id', 's.name', 's.lng', 's.lat', 'ls.minutes_from_start'])
      .where('ls.line_id', '=', lineId)
      .orderBy('ls.seq')
      .execute(),

  /**
   * The vehicles that may be on the line now: those it owns, and those assigned to one of its departures
   * leaving between `from` and `to`.
   */
  lineVehicles: (lineId: number, window: { from: Date; to: Date }, tx: DbOrTx = db): Promise<EtaVehicleRow[]> =>
    tx
      .selectFrom('vehicles as v')
      .select(['v.id', 'v.plate'])
      .where((eb) =>
        eb.or([
          eb('v.line_id', '=', lineId),
          eb.exists(
            eb
              .selectFrom('departures as d')
              .select(sql`1`.as('one'))
              .whereRef('d.vehicle_id', '=', 'v.id')
              .where('d.line_id', '=', lineId)
              .where('d.status', '=', 'scheduled')
              .where('d.departs_at', '>=', window.from)
              .where('d.departs_at', '<=', window.to),
          ),
        ]),
      )
      .orderBy('v.id')
      .execute(),

  /** Each vehicle's latest position (none for a vehicle that never reported). */
  latestPositions: async (vehicleIds: number[], tx: DbOrTx = db): Promise<EtaPositionRow[]> => {
    if (vehicleIds.length === 0) return [];
    const rows = await Promise.all(
      vehicleIds.map((vehicleId) =>
        tx
          .selectFrom('vehicle_positions')
          .select(['vehicle_id', 'lng', 'lat', 'speed_kmh', 'heading', 'recorded_at'])
          .where('vehicle_id', '=', vehicleId)
          .orderBy('recorded_at', 'desc')
          .limit(1)
          .executeTakeFirst(),
      ),
    );
    return rows.filter((row): row is EtaPositionRow => row !== undefined);
  },

  /** A vehicle's positions recorded within [from, to], oldest first. */
  positionsBetween: (vehicleId: number, from: Date, to: Date, tx: DbOrTx = db): Promise<EtaPositionRow[]> =>
    tx
      .selectFrom('vehicle_positions')
      .select(['vehicle_id', 'lng', 'lat', 'speed_kmh', 'heading', 'recorded_at'])
      .where('vehicle_id', '=', vehicleId)
      .where('recorded_at', '>=', from)
      .where('recorded_at', '<=', to)
      .orderBy('recorded_at')
      .execute(),

  /** The departures of the given vehicles leaving between `from` and `to` (any line), oldest first. */
  departuresOf: (vehicleIds: number[], window: { from: Date; to: Date }, tx: DbOrTx = db): Promise<EtaDepartureRow[]> =>
    vehicleIds.length === 0
      ? Promise.resolve([])
      : tx
          .selectFrom('departures')
          .select(['id', 'line_id', 'vehicle_id', 'departs_at'])
          .where('vehicle_id', 'in', vehicleIds)
          .where('status', '=', 'scheduled')
          .where('departs_at', '>=', window.from)
          .where('departs_at', '<=', window.to)
          .orderBy('departs_at')
          .execute() as Promise<EtaDepartureRow[]>,

  /** Every vehicle whose latest position was recorded at or after `since`, with that position. */
  recentlyReported: async (since: Date, tx: DbOrTx = db): Promise<RecentVehicleRow[]> => {
    const { rows } = await sql<RecentVehicleRow>`
      SELECT v.id AS vehicle_id, v.plate, v.line_id, p.lng, p.lat, p.speed_kmh, p.heading, p.recorded_at
      FROM vehicles v
      JOIN LATERAL (
        SELECT lng, lat, speed_kmh, heading, recorded_at FROM vehicle_positions
        WHERE vehicle_id = v.id ORDER BY recorded_at DESC LIMIT 1
      ) p ON true
      WHERE p.recorded_at >= ${since}
      ORDER BY v.plate`.execute(tx);
    return rows.map((r) => ({ ...r, vehicle_id: Number(r.vehicle_id), line_id: r.line_id === null ? null : Number(r.line_id), recorded_at: new Date(r.recorded_at) }));
  },

  /** Lines by id with their codes and names. */
  lineRefs: (lineIds: number[], tx: DbOrTx = db) =>
    lineIds.length === 0
      ? Promise.resolve([])
      : tx.selectFrom('lines').select(['id', 'code', 'name', 'is_active']).where('id', 'in', lineIds).execute(),

  /** The line's learned segment means. */
  segmentTable: async (lineId: number, tx: DbOrTx = db): Promise<SegmentTable> => {
    const rows = await tx
      .selectFrom('segment_travel_times')
      .select(['from_seq', 'hour_of_day', 'mean_seconds', 'samples'])
      .where('line_id', '=', lineId)
      .execute();
    return new Map(rows.map((r): [string, SegmentStat] => [segmentKey(r.from_seq, r.hour_of_day), { meanSeconds: r.mean_seconds, samples: r.samples }]));
  },
});

export type EtaRepository = ReturnType<typeof createEtaRepository>;
