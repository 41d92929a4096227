import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database';
import { selectJsonRows } from '../stations/json-rows';
import type { CalendarDeparture, OfficialDay } from './line-calendar';
import { selectLineSummaries, type LineSummaryRow } from './line-summary.repository';

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

/** Everything the line page shows, one part per query so that each stays simple and indexed. */
export const createLineDetailRepository = (db: DbOrTx) => ({
  /** An active line with its agency and its return line (when that one is active too). */
  findLine: (lineId: number, tx: DbOrTx = db): Promise<LineDetailRow | undefined> =>
    selectLineSummaries(tx)
      .leftJoin('agencies as a', 'a.id', 'l.agency_id')
      .leftJoin('lines as r', (join) => join.onRef('r.id', '=', 'l.reverse_line_id').on('r.is_active', '=', true))
      .select(['l.description', 'l.distance_m', 'l.shape', 'a.name as agency_name', 'a.phone as agency_phone', 'r.id as reverse_line_id'])
      .where('l.id', '=', lineId)
      .executeTakeFirst(),

  findStops: (lineId: number, tx: DbOrTx = db): Promise<LineStopRow[]> =>
    tx
      .selectFrom('line_stops as ls')
      .innerJoin('stations as s', 's.id', 'ls.station_id')
      .select(['ls.seq', 'ls.station_id', 's.name', 's.alias', 's.lng', 's.lat', 'ls.minutes_from_start', 'ls.can_board', 'ls.can_alight'])
      .where('ls.line_id', '=', lineId)
      .orderBy('ls.seq')
      .execute(),

  /** The distinct departure minutes of the line's trips, earliest first. */
  findTripMinutes: async (lineId: number, tx: DbOrTx = db): Promise<number[]> => {
    const rows = await tx
      .selectFrom('trips')
      .select('departure_minutes')
      .distinct()
      .where('line_id', '=', lineId)
      .orderBy('departure_minutes')
      .execute();
    return rows.map((row) => row.departure_minutes);
  },

  /**
   * Scheduled departures between two service dates that have not left yet. Read on every line page, and a
   * month of a busy line is a few hundred rows: they travel as one JSON value, with the instant as epoch
   * milliseconds and as ISO 8601 text, so that no Date is built per row.
   */
  findUpcomingDepartures: (
    lineId: number,
    range: { from: string; to: string; after: Date },
    tx: DbOrTx = db,
  ): Promise<CalendarDeparture[]> =>
    selectJsonRows(
      tx,
      tx
        .selectFrom('departures')
        .select(['id', 'service_date', 'capacity', 'seats_sold', 'price_cents'])
        .select(sql<number>`(extract(epoch FROM departs_at) * 1000)::float8`.as('departs_at_ms'))
        .select(sql<string>`to_char(departs_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('departs_at_iso'))
        .where('line_id', '=', lineId)
        .where('service_date', '>=', range.from)
        .where('service_date', '<=', range.to)
        .where('status', '=', 'scheduled')
        .where('departs_at', '>', range.after)
        .orderBy('departs_at')
        .orderBy('id'),
    ),

  findOfficialDays: (from: string, to: string, tx: DbOrTx = db): Promise<OfficialDay[]> =>
    tx.selectFrom('cn_calendar_days').select(['day', 'kind', 'name']).where('day', '>=', from).where('day', '<=', to).execute(),

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
  findCityNotice: (cityId: number, today: string, tx: DbOrTx = db): Promise<{ code: string; title: string } | undefined> =>
    tx
      .selectFrom('line_announcements as n')
      .innerJoin('lines as l', 'l.id', 'n.line_id')
      .select(['l.code', 'n.title'])
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
