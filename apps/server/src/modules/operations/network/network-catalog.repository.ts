import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import type { LineType } from '../../../db/schema';

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

export type CatalogLineRow = {
  id: number;
  code: string;
  name: string;
  type: LineType;
  city_name: string;
  is_active: boolean;
  price_cents: number;
  is_priced: boolean;
  has_stop_fares: boolean;
  description: string;
  distance_m: number;
  accepts_transit_card: boolean;
  station_count: number;
  upcoming_departures: number;
};

export type Page = { offset: number; limit: number };

/**
 * The network as the operator browses it: every line (active or not) and station, searched, with counts. Reads
 * network's tables directly, read-only: lists with counts are one query each; writes go through network's
 * services.
 */
export const createNetworkCatalogRepository = (db: DbOrTx) => {
  const lines = (range: { from: string; to: string }) =>
    db
      .selectFrom('lines as l')
      .innerJoin('cities as c', 'c.id', 'l.city_id')
      .select(['l.id', 'l.code', 'l.name', 'l.type', 'c.name as city_name', 'l.is_active', 'l.price_cents', 'l.is_priced', 'l.description', 'l.distance_m', 'l.accepts_transit_card'])
      .select((eb) => [
        sql<boolean>`EXISTS (SELECT 1 FROM line_fares AS fare WHERE fare.line_id = l.id)`.as('has_stop_fares'),
        eb.selectFrom('line_stops as ls').select(sql<string>`count(*)`.as('n')).whereRef('ls.line_id', '=', 'l.id').as('station_count'),
        eb
          .selectFrom('departures as d')
          .select(sql<string>`count(*)`.as('n'))
          .whereRef('d.line_id', '=', 'l.id')
          .where('d.service_date', '>=', range.from)
          .where('d.service_date', '<=', range.to)
          .where('d.status', '=', 'scheduled')
          .as('upcoming_departures'),
      ]);
  const toLine = (row: Omit<CatalogLineRow, 'station_count' | 'upcoming_departures'> & { station_count: unknown; upcoming_departures: unknown }): CatalogLineRow => ({
    ...row,
    station_count: Number(row.station_count ?? 0),
    upcoming_departures: Number(row.upcoming_departures ?? 0),
  });

  return {
    /** Lines by code, searched by code or name, with the departures of [from, to]. */
    listLines: async (q: string, range: { from: string; to: string }, page: Page) => {
      let query = lines(range);
      let counted = db.selectFrom('lines as l');
      if (q) {
        const pattern = containsPattern(q);
        query = query.where((eb) => eb.or([eb('l.code', 'ilike', pattern), eb('l.name', 'ilike', pattern)]));
        counted = counted.where((eb) => eb.or([eb('l.code', 'ilike', pattern), eb('l.name', 'ilike', pattern)]));
      }
      const [rows, total] = await Promise.all([
        query.orderBy('l.code').orderBy('l.id').offset(page.offset).limit(page.limit).execute(),
        counted.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map(toLine), total: Number(total.n) };
    },

    findLine: async (id: number, range: { from: string; to: string }): Promise<CatalogLineRow | undefined> => {
      const row = await lines(range).where('l.id', '=', id).executeTakeFirst();
      return row && toLine(row);
    },

    lineStops: (lineId: number) =>
      db
        .selectFrom('line_stops as ls')
        .innerJoin('stations as s', 's.id', 'ls.station_id')
        .select(['ls.seq', 'ls.station_id', 's.name', 'ls.minutes_from_start', 'ls.can_board', 'ls.can_alight'])
        .where('ls.line_id', '=', lineId)
        .orderBy('ls.seq')
        .execute(),

    lineTrips: (lineId: number) =>
      db
        .selectFrom('trips as t')
        .innerJoin('services as sv', 'sv.id', 't.service_id')
        .select(['t.id', 't.departure_minutes', 't.capacity', 't.headsign', 'sv.weekdays', 'sv.follows_cn_workdays', 'sv.start_date', 'sv.end_date'])
        .where('t.line_id', '=', lineId)
        .orderBy('t.departure_minutes')
        .orderBy('t.id')
        .execute(),

    /** Departures per service date of [from, to], scheduled and cancelled. */
    lineCalendar: async (lineId: number, range: { from: string; to: string }) => {
      const rows = await db
        .selectFrom('departures')
        .select(['service_date'])
        .select(sql<string>`count(*) FILTER (WHERE status = 'scheduled')`.as('scheduled'))
        .select(sql<string>`count(*) FILTER (WHERE status = 'cancelled')`.as('cancelled'))
        .where('line_id', '=', lineId)
        .where('service_date', '>=', range.from)
        .where('service_date', '<=', range.to)
        .groupBy('service_date')
        .orderBy('service_date')
        .execute();
      return rows.map((r) => ({ date: r.service_date, departures: Number(r.scheduled), cancelled: Number(r.cancelled) }));
    },

    /** Stations by name, searched by name or alias, with how many lines stop there. */
    listStations: async (q: string, page: Page) => {
      let query = db.selectFrom('stations as s');
      if (q) {
        const pattern = containsPattern(q);
        query = query.where((eb) => eb.or([eb('s.name', 'ilike', pattern), eb('s.alias', 'ilike', pattern)]));
      }
      const [rows, total] = await Promise.all([
        query
          .innerJoin('cities as c', 'c.id', 's.city_id')
          .select(['s.id', 's.name', 's.alias', 'c.name as city_name', 's.lng', 's.lat', 's.is_valid'])
          .select((eb) =>
            eb.selectFrom('line_stops as ls').select(sql<string>`count(DISTINCT ls.line_id)`.as('n')).whereRef('ls.station_id', '=', 's.id').as('line_count'),
          )
          .orderBy('s.name')
          .orderBy('s.id')
          .offset(page.offset)
          .limit(page.limit)
          .execute(),
        query.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map((r) => ({ ...r, line_count: Number(r.line_count ?? 0) })), total: Number(total.n) };
    },
  };
};

export type NetworkCatalogRepository = ReturnType<typeof createNetworkCatalogRepository>;
