import { sql } from 'kysely';
import type { Db, DbOrTx } from '../../../db/database';

export type FeedLineRow = { id: number; route_id: string };
export type FeedRunRow = { departure_id: number; trip_id: string; service_date: string; departure_minutes: number };
export type FeedStopRow = { line_id: number; seq: number; stop_id: string; minutes_from_start: number };

/**
 * The GTFS ids of what the live state names by our ids (decision 064), as the static export writes them:
 * route_id = lines.route_group ?? lines.external_id, trip_id = trips.external_id, stop_id = stations.external_id.
 */
export const createGtfsRtFeedRepository = (db: Db) => ({
  /** Of these lines, the public ones (running, kept for no group, no phone list) with their route_id. */
  publicLines: async (lineIds: number[], tx: DbOrTx = db): Promise<FeedLineRow[]> => {
    if (lineIds.length === 0) return [];
    const rows = await tx
      .selectFrom('lines')
      .select(['id', sql<string>`coalesce(route_group, external_id)`.as('route_id')])
      .where('id', 'in', lineIds)
      .where('is_active', '=', true)
      .where('group_id', 'is', null)
      .where('is_white_list', '=', false)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ id: Number(r.id), route_id: r.route_id }));
  },

  /** Each departure's trip and service date. */
  runs: async (departureIds: number[], tx: DbOrTx = db): Promise<FeedRunRow[]> => {
    if (departureIds.length === 0) return [];
    const rows = await tx
      .selectFrom('departures as d')
      .innerJoin('trips as t', 't.id', 'd.trip_id')
      .select(['d.id as departure_id', 't.external_id as trip_id', 'd.service_date', 't.departure_minutes'])
      .where('d.id', 'in', departureIds)
      .execute();
    return rows.map((r) => ({ ...r, departure_id: Number(r.departure_id) }));
  },

  /** The lines' stops in order with their stations' GTFS ids. */
  stops: async (lineIds: number[], tx: DbOrTx = db): Promise<FeedStopRow[]> => {
    if (lineIds.length === 0) return [];
    const rows = await tx
      .selectFrom('line_stops as ls')
      .innerJoin('stations as s', 's.id', 'ls.station_id')
      .select(['ls.line_id', 'ls.seq', 's.external_id as stop_id', 'ls.minutes_from_start'])
      .where('ls.line_id', 'in', lineIds)
      .orderBy('ls.line_id')
      .orderBy('ls.seq')
      .execute();
    return rows.map((r) => ({ ...r, line_id: Number(r.line_id) }));
  },
});

export type GtfsRtFeedRepository = ReturnType<typeof createGtfsRtFeedRepository>;
