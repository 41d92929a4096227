import type { DbOrTx } from '../../../db/database';

export type NewCustomStop = { stationId: number | null; name: string; lng: number; lat: number; minutesFromStart: number; canBoard: boolean; canAlight: boolean };

export type CustomLineDeparture = { id: number; service_date: string; status: 'scheduled' | 'cancelled'; capacity: number; seats_sold: number };

/** The SQL of custom lines the operator makes by hand (crowdfunds, decision 047): one service, one trip. */
export const createCustomLinesRepository = (db: DbOrTx) => ({
  isCodeTaken: async (cityId: number, code: string, tx: DbOrTx = db): Promise<boolean> =>
    (await tx.selectFrom('lines').select('id').where('city_id', '=', cityId).where('code', '=', code).where('is_active', '=', true).executeTakeFirst()) !== undefined,

  findStations: (ids: readonly number[], tx: DbOrTx = db) =>
    ids.length === 0
      ? Promise.resolve([])
      : tx.selectFrom('stations').select(['id', 'name', 'lng', 'lat', 'city_id']).where('id', 'in', ids).where('is_valid', '=', true).execute(),

  insertStation: async (row: { external_id: string; city_id: number; name: string; lng: number; lat: number }, tx: DbOrTx = db): Promise<number> =>
    (await tx.insertInto('stations').values(row).returning('id').executeTakeFirstOrThrow()).id,

  insertLine: async (
    row: { external_id: string; city_id: number; code: string; name: string; type: 'custom' | 'carpool'; is_white_list: boolean; price_cents: number; description: string; shape: string; distance_m: number },
    tx: DbOrTx = db,
  ): Promise<number> => (await tx.insertInto('lines').values({ ...row, agency_id: null, reverse_line_id: null }).returning('id').executeTakeFirstOrThrow()).id,

  insertStops: async (lineId: number, stops: { station_id: number; minutes_from_start: number; can_board: boolean; can_alight: boolean }[], tx: DbOrTx = db) => {
    await tx
      .insertInto('line_stops')
      .values(stops.map((stop, seq) => ({ line_id: lineId, seq, ...stop })))
      .execute();
  },

  insertService: async (
    row: { external_id: string; weekdays: number; start_date: string; end_date: string; follows_cn_workdays: boolean },
    tx: DbOrTx = db,
  ): Promise<number> => (await tx.insertInto('services').values(row).returning('id').executeTakeFirstOrThrow()).id,

  insertTrip: async (row: { external_id: string; line_id: number; service_id: number; departure_minutes: number; capacity: number; headsign: string }, tx: DbOrTx = db) => {
    await tx.insertInto('trips').values(row).execute();
  },

  /** The line's services run until `endDate` (the line was confirmed). */
  extendServices: async (lineId: number, endDate: string, tx: DbOrTx = db) => {
    await tx
      .updateTable('services')
      .set({ end_date: endDate })
      .where('id', 'in', (eb) => eb.selectFrom('trips').select('service_id').where('line_id', '=', lineId))
      .execute();
  },

  deactivate: async (lineId: number, at: Date, tx: DbOrTx = db) => {
    await tx.updateTable('lines').set({ is_active: false, updated_at: at }).where('id', '=', lineId).execute();
  },

  departures: (lineId: number, tx: DbOrTx = db): Promise<CustomLineDeparture[]> =>
    tx
      .selectFrom('departures')
      .select(['id', 'service_date', 'status', 'capacity', 'seats_sold'])
      .where('line_id', '=', lineId)
      .orderBy('service_date')
      .orderBy('id')
      .execute(),

  stops: (lineId: number, tx: DbOrTx = db) =>
    tx
      .selectFrom('line_stops as ls')
      .innerJoin('stations as s', 's.id', 'ls.station_id')
      .select(['ls.seq', 'ls.station_id', 's.name', 's.lng', 's.lat', 'ls.minutes_from_start', 'ls.can_board', 'ls.can_alight'])
      .where('ls.line_id', '=', lineId)
      .orderBy('ls.seq')
      .execute(),

  line: (lineId: number, tx: DbOrTx = db) =>
    tx.selectFrom('lines').select(['id', 'code', 'name', 'city_id', 'is_active']).where('id', '=', lineId).executeTakeFirst(),
});

export type CustomLinesRepository = ReturnType<typeof createCustomLinesRepository>;
