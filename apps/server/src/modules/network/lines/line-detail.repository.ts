import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import { selectJsonRows } from '../stations/json-rows';
import type { CalendarDeparture, SeatDay } from './line-calendar';
import type { LineSummaryRow } from './line-summary.repository';

export type LineDetailRow = LineSummaryRow & {
  description: string;
  distance_m: number;
  shape: [number, number][] | null;
  agency_name: string | null;
  agency_phone: string | null;
  reverse_line_id: number | null;
};

export type LineStopRow = {
  seq: number;
  station_id: number;
  name: string;
  alias: string;
  lng: number;
  lat: number;
  minutes_from_start: number;
  can_board: boolean;
  can_alight: boolean;
};

export type AnnouncementRow = {
  id: number;
  line_id: number;
  title: string;
  content: string;
  effective_from: string;
  effective_to: string | null;
  published_at: Date;
};

/**
 * What the line page reads from the database on top of the network read model (decision 019): seats and
 * departures, and the notices the adjustment page and the home page's notice bar show.
 */
export const createLineDetailRepository = (db: DbOrTx) => ({
  /** Per service date between two dates: how many scheduled departures have not left yet, and their seats left. */
  findSeatDays: (lineId: number, range: { from: string; to: string; after: Date }, tx: DbOrTx = db): Promise<SeatDay[]> =>
    tx
      .selectFrom('departures')
      .select([
        sql<string>`service_date::text`.as('service_date'),
        sql<number>`count(*)::integer`.as('departures'),
        sql<number>`coalesce(sum(greatest(capacity - seats_sold, 0)), 0)::integer`.as('seats_left'),
      ])
      .where('line_id', '=', lineId)
      .where('service_date', '>=', range.from)
      .where('service_date', '<=', range.to)
      .where('status', '=', 'scheduled')
      .where('departs_at', '>', range.after)
      .groupBy('service_date')
      .execute(),

  /**
   * A service date's scheduled departures that have not left yet, read fresh. They travel as one JSON
   * value, with the instant as epoch milliseconds and as ISO 8601 text, so that no Date is built per row.
   */
  findDeparturesOn: (lineId: number, date: string, after: Date, tx: DbOrTx = db): Promise<CalendarDeparture[]> =>
    selectJsonRows(
      tx,
      tx
        .selectFrom('departures')
        .select(['id', 'service_date', 'capacity', 'seats_sold', 'price_cents'])
        .select(sql<number>`(extract(epoch FROM departs_at) * 1000)::float8`.as('departs_at_ms'))
        .select(sql<string>`to_char(departs_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('departs_at_iso'))
        .where('line_id', '=', lineId)
        .where('service_date', '=', date)
        .where('status', '=', 'scheduled')
        .where('departs_at', '>', after)
        .orderBy('departs_at')
        .orderBy('id'),
    ),

  /** Notices in force on `today` or announced for later, newest first. */
  findAnnouncements: (lineId: number, today: string, tx: DbOrTx = db): Promise<AnnouncementRow[]> =>
    tx
      .selectFrom('line_announcements')
      .select(['id', 'line_id', 'title', 'content', 'effective_from', 'effective_to', 'published_at'])
      .where('line_id', '=', lineId)
      .where((eb) => eb.or([eb('effective_to', 'is', null), eb('effective_to', '>=', today)]))
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),

  /** The newest notice in force today on an active line of the city: the home page's notice bar. */
  findCityNotice: (cityId: number, today: string, tx: DbOrTx = db): Promise<{ lineId: number; code: string; title: string } | undefined> =>
    tx
      .selectFrom('line_announcements as n')
      .innerJoin('lines as l', 'l.id', 'n.line_id')
      .select(['l.id as lineId', 'l.code', 'n.title'])
      .where('l.city_id', '=', cityId)
      .where('l.is_active', '=', true)
      .where('n.effective_from', '<=', today)
      .where((eb) => eb.or([eb('n.effective_to', 'is', null), eb('n.effective_to', '>=', today)]))
      .orderBy('n.published_at', 'desc')
      .orderBy('n.id', 'desc')
      .limit(1)
      .executeTakeFirst(),
});

export type LineDetailRepository = ReturnType<typeof createLineDetailRepository>;
