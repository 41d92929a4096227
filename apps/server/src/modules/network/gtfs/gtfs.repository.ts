import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import type { KnownCity } from './gtfs.mapper';

/** Rows per INSERT: far below PostgreSQL's 65,535 parameters for the widest table here (lines, 16 columns). */
const CHUNK = 500;
/** Narrow tables (line stops, trips, fares: at most 6 columns) take bigger batches: fewer round trips. */
const WIDE_CHUNK = 2000;

const chunks = <T>(rows: readonly T[], size = CHUNK): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
};

/** external_id → id, and how many rows were new (xmax = 0 marks a row this statement inserted). */
export type UpsertResult = { ids: Map<string, number>; inserted: number; updated: number };
type Returned = { id: number; external_id: string; is_new: boolean };

const collect = (rows: Returned[]): UpsertResult => ({
  ids: new Map(rows.map((r) => [r.external_id, r.id])),
  inserted: rows.filter((r) => r.is_new).length,
  updated: rows.filter((r) => !r.is_new).length,
});

const upsertInChunks = async <R>(rows: readonly R[], write: (part: R[]) => Promise<Returned[]>, size = CHUNK): Promise<UpsertResult> => {
  const returned: Returned[] = [];
  for (const part of chunks(rows, size)) for (const row of await write(part)) returned.push(row);
  return collect(returned);
};

const isNew = sql<boolean>`(xmax = 0)`.as('is_new');

export type AgencyRow = { external_id: string; name: string; phone: string; url: string };
export type StationRow = { external_id: string; city_id: number; name: string; alias: string; lng: number; lat: number };
export type LineRow = {
  external_id: string;
  city_id: number;
  agency_id: number | null;
  code: string;
  name: string;
  type: 'commute' | 'custom' | 'enterprise' | 'company' | 'school' | 'carpool' | 'holiday' | 'tour';
  price_cents: number;
  is_white_list: boolean;
  color: string;
  description: string;
  shape: string | null;
  distance_m: number;
  route_group: string;
  route_rank: number;
  direction_id: number | null;
  is_priced: boolean;
};
export type LineFareRow = { line_id: number; board_seq: number; alight_seq: number; price_cents: number };
export type LineStopRow = {
  line_id: number;
  seq: number;
  station_id: number;
  minutes_from_start: number;
  can_board: boolean;
  can_alight: boolean;
};
export type ServiceRow = { external_id: string; weekdays: number; start_date: string; end_date: string; follows_cn_workdays: boolean };
export type ServiceExceptionRow = { service_id: number; day: string; is_running: boolean };
export type TripRow = {
  external_id: string;
  line_id: number;
  service_id: number;
  departure_minutes: number;
  capacity: number;
  headsign: string;
};

/** The SQL of the GTFS import: upserts by external_id, so that importing a feed again updates in place. */
export const createGtfsRepository = (db: DbOrTx) => ({
  findCities: (tx: DbOrTx = db): Promise<KnownCity[]> => tx.selectFrom('cities').select(['id', 'name', 'lng', 'lat']).execute(),

  upsertAgencies: (rows: AgencyRow[], tx: DbOrTx = db): Promise<UpsertResult> =>
    upsertInChunks(rows, (part) =>
      tx
        .insertInto('agencies')
        .values(part)
        .onConflict((oc) =>
          oc.column('external_id').doUpdateSet((eb) => ({
            name: eb.ref('excluded.name'),
            phone: eb.ref('excluded.phone'),
            url: eb.ref('excluded.url'),
          })),
        )
        .returning(['id', 'external_id', isNew])
        .execute(),
    ),

  upsertStations: (rows: StationRow[], tx: DbOrTx = db): Promise<UpsertResult> =>
    upsertInChunks(rows, (part) =>
      tx
        .insertInto('stations')
        .values(part)
        .onConflict((oc) =>
          oc.column('external_id').doUpdateSet((eb) => ({
            city_id: eb.ref('excluded.city_id'),
            name: eb.ref('excluded.name'),
            alias: eb.ref('excluded.alias'),
            lng: eb.ref('excluded.lng'),
            lat: eb.ref('excluded.lat'),
            is_valid: true,
            updated_at: sql`now()`,
          })),
        )
        .returning(['id', 'external_id', isNew])
        .execute(),
    ),

  upsertLines: (rows: LineRow[], tx: DbOrTx = db): Promise<UpsertResult> =>
    upsertInChunks(rows, (part) =>
      tx
        .insertInto('lines')
        .values(part)
        .onConflict((oc) =>
          oc.column('external_id').doUpdateSet((eb) => ({
            city_id: eb.ref('excluded.city_id'),
            agency_id: eb.ref('excluded.agency_id'),
            code: eb.ref('excluded.code'),
            name: eb.ref('excluded.name'),
            type: eb.ref('excluded.type'),
            // A line the feed leaves unpriced keeps the price the operator set (decision 061).
            price_cents: sql<number>`CASE WHEN excluded.is_priced THEN excluded.price_cents ELSE lines.price_cents END`,
            is_priced: sql<boolean>`excluded.is_priced OR lines.is_priced`,
            route_group: eb.ref('excluded.route_group'),
            route_rank: eb.ref('excluded.route_rank'),
            direction_id: eb.ref('excluded.direction_id'),
            // A line kept for a group in the console keeps that rule (one rule per line, decision 048).
            is_white_list: sql<boolean>`excluded.is_white_list AND lines.group_id IS NULL`,
            color: eb.ref('excluded.color'),
            description: eb.ref('excluded.description'),
            shape: eb.ref('excluded.shape'),
            distance_m: eb.ref('excluded.distance_m'),
            updated_at: sql`now()`,
          })),
        )
        .returning(['id', 'external_id', isNew])
        .execute(),
    ),

  /** Sets whether each line's driver takes a transit card swipe (udian_transit_card), one statement per chunk. */
  setTransitCardFlags: async (flags: { lineId: number; accepts: boolean }[], tx: DbOrTx = db) => {
    for (const part of chunks(flags)) {
      const values = sql.join(part.map((f) => sql`(${f.lineId}::bigint, ${f.accepts}::boolean)`));
      await sql`
        UPDATE lines SET accepts_transit_card = v.accepts
        FROM (VALUES ${values}) AS v(id, accepts) WHERE lines.id = v.id`.execute(tx);
    }
  },

  /** Sets each line's reverse line (or clears it) in one statement per chunk. */
  linkReverseLines: async (pairs: { lineId: number; reverseLineId: number | null }[], tx: DbOrTx = db) => {
    for (const part of chunks(pairs)) {
      const values = sql.join(part.map((p) => sql`(${p.lineId}::bigint, ${p.reverseLineId}::bigint)`));
      await sql`
        UPDATE lines SET reverse_line_id = v.reverse_id
        FROM (VALUES ${values}) AS v(id, reverse_id) WHERE lines.id = v.id`.execute(tx);
    }
  },

  /** A line's stops come whole from the feed: the old list goes, the new one comes. */
  replaceLineStops: async (lineIds: number[], rows: LineStopRow[], tx: DbOrTx = db) => {
    for (const part of chunks(lineIds)) await tx.deleteFrom('line_stops').where('line_id', 'in', part).execute();
    for (const part of chunks(rows, WIDE_CHUNK)) await tx.insertInto('line_stops').values(part).execute();
  },

  /** The fares of the lines the feed prices come whole from it; unpriced lines keep theirs (not listed here). */
  replaceLineFares: async (lineIds: number[], rows: LineFareRow[], tx: DbOrTx = db) => {
    for (const part of chunks(lineIds)) await tx.deleteFrom('line_fares').where('line_id', 'in', part).execute();
    for (const part of chunks(rows, 5000)) await tx.insertInto('line_fares').values(part).execute();
  },

  upsertServices: (rows: ServiceRow[], tx: DbOrTx = db): Promise<UpsertResult> =>
    upsertInChunks(rows, (part) =>
      tx
        .insertInto('services')
        .values(part)
        .onConflict((oc) =>
          oc.column('external_id').doUpdateSet((eb) => ({
            weekdays: eb.ref('excluded.weekdays'),
            start_date: eb.ref('excluded.start_date'),
            end_date: eb.ref('excluded.end_date'),
            follows_cn_workdays: eb.ref('excluded.follows_cn_workdays'),
          })),
        )
        .returning(['id', 'external_id', isNew])
        .execute(),
    ),

  replaceServiceExceptions: async (serviceIds: number[], rows: ServiceExceptionRow[], tx: DbOrTx = db) => {
    for (const part of chunks(serviceIds)) await tx.deleteFrom('service_exceptions').where('service_id', 'in', part).execute();
    for (const part of chunks(rows)) await tx.insertInto('service_exceptions').values(part).execute();
  },

  upsertTrips: (rows: TripRow[], tx: DbOrTx = db): Promise<UpsertResult> =>
    upsertInChunks(rows, (part) =>
      tx
        .insertInto('trips')
        .values(part)
        .onConflict((oc) =>
          oc.column('external_id').doUpdateSet((eb) => ({
            line_id: eb.ref('excluded.line_id'),
            service_id: eb.ref('excluded.service_id'),
            departure_minutes: eb.ref('excluded.departure_minutes'),
            capacity: eb.ref('excluded.capacity'),
            headsign: eb.ref('excluded.headsign'),
          })),
        )
        .returning(['id', 'external_id', isNew])
        .execute(),
      WIDE_CHUNK,
    ),
});

export type GtfsRepository = ReturnType<typeof createGtfsRepository>;
