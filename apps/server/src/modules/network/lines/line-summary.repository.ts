import { sql } from 'kysely';
import type { LineType } from '../../../db/schema';
import type { DbOrTx } from '../../../db/database';

/** What every list shows about a line; the columns carry a `line_` prefix so that the query joins cleanly. */
export type LineSummaryRow = {
  line_id: number;
  line_code: string;
  line_name: string;
  line_type: LineType;
  line_city_id: number;
  line_price_cents: number;
  /** Sold to some passengers only: a phone list or a group's line. */
  line_is_white_list: boolean;
  /** false: no price yet, not sold (decision 062). */
  line_is_priced: boolean;
  /** Fares between stops (line_fares): line_price_cents is the lowest of them. */
  line_has_stop_fares: boolean;
  start_station_name: string | null;
  end_station_name: string | null;
  duration_minutes: number | null;
  first_departure_minutes: number | null;
};

/**
 * The one query for line summaries: active lines (alias `l`) with their first and last stops, the last
 * stop's minutes from the start and the earliest trip. Callers add conditions and order on `l`, or join it
 * as a subquery; the per-line subqueries run only for the lines that remain.
 */
export const selectLineSummaries = (tx: DbOrTx) =>
  tx
    .selectFrom('lines as l')
    .where('l.is_active', '=', true)
    .select((eb) => [
      'l.id as line_id',
      'l.code as line_code',
      'l.name as line_name',
      'l.type as line_type',
      'l.city_id as line_city_id',
      'l.price_cents as line_price_cents',
      // Not for everyone: a phone list, or a group's members (decision 048).
      sql<boolean>`(l.is_white_list OR l.group_id IS NOT NULL)`.as('line_is_white_list'),
      'l.is_priced as line_is_priced',
      sql<boolean>`EXISTS (SELECT 1 FROM line_fares AS fare WHERE fare.line_id = l.id)`.as('line_has_stop_fares'),
      eb
        .selectFrom('line_stops as first_stop')
        .innerJoin('stations as first_station', 'first_station.id', 'first_stop.station_id')
        .select('first_station.name')
        .whereRef('first_stop.line_id', '=', 'l.id')
        .orderBy('first_stop.seq', 'asc')
        .limit(1)
        .as('start_station_name'),
      eb
        .selectFrom('line_stops as last_stop')
        .innerJoin('stations as last_station', 'last_station.id', 'last_stop.station_id')
        .select('last_station.name')
        .whereRef('last_stop.line_id', '=', 'l.id')
        .orderBy('last_stop.seq', 'desc')
        .limit(1)
        .as('end_station_name'),
      eb
        .selectFrom('line_stops as end_stop')
        .select('end_stop.minutes_from_start')
        .whereRef('end_stop.line_id', '=', 'l.id')
        .orderBy('end_stop.seq', 'desc')
        .limit(1)
        .as('duration_minutes'),
      eb
        .selectFrom('trips as first_trip')
        .select((trip) => trip.fn.min('first_trip.departure_minutes').as('minutes'))
        .whereRef('first_trip.line_id', '=', 'l.id')
        .as('first_departure_minutes'),
    ]);
