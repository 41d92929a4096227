import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import type { PeriodKind } from '../../../time/periods';

export type HorizonTrip = {
  trip_id: number;
  line_id: number;
  service_id: number;
  departure_minutes: number;
  capacity: number;
  price_cents: number;
  weekdays: number;
  start_date: string;
  end_date: string;
  follows_cn_workdays: boolean;
  /** A school line kept on sale to its last term day (decision 049): departures up to it; null for most lines. */
  sells_until: string | null;
  /** A line with a period pass on sale (decision 050): departures through the end of the next week or month. */
  sells_through_next: PeriodKind | null;
};

export type DayException = { owner_id: number; day: string; is_running: boolean };

export type NewDeparture = {
  trip_id: number;
  line_id: number;
  service_date: string;
  departs_at: Date;
  capacity: number;
  price_cents: number;
};

/** Rows per INSERT (6 parameters each). */
const CHUNK = 1000;

export const createDepartureHorizonRepository = (db: DbOrTx) => ({
  /** Every trip of an active line, with its service rule, the line's price and how far it is kept on sale. */
  findActiveTrips: (tx: DbOrTx = db): Promise<HorizonTrip[]> =>
    tx
      .selectFrom('trips as t')
      .innerJoin('lines as l', 'l.id', 't.line_id')
      .innerJoin('services as s', 's.id', 't.service_id')
      .where('l.is_active', '=', true)
      .select([
        't.id as trip_id',
        't.line_id',
        't.service_id',
        't.departure_minutes',
        't.capacity',
        'l.price_cents',
        's.weekdays',
        's.start_date',
        's.end_date',
        's.follows_cn_workdays',
        'l.sells_until',
        'l.sells_through_next',
      ])
      .orderBy('t.id')
      .execute(),

  findServiceExceptions: (from: string, to: string, tx: DbOrTx = db): Promise<DayException[]> =>
    tx
      .selectFrom('service_exceptions')
      .select(['service_id as owner_id', 'day', 'is_running'])
      .where('day', '>=', from)
      .where('day', '<=', to)
      .execute(),

  findLineExceptions: (from: string, to: string, tx: DbOrTx = db): Promise<DayException[]> =>
    tx
      .selectFrom('line_exceptions')
      .select(['line_id as owner_id', 'day', 'is_running'])
      .where('day', '>=', from)
      .where('day', '<=', to)
      .execute(),

  /**
   * Adds the departures that do not exist yet; an existing row (it may hold sold seats) is never touched. The
   * rows added then take their line's price as it is now, read under a share lock of the line: a price the
   * operator set after the trips were read (decision 062) is waited for and applied, and one set later finds
   * these rows and reprices them itself.
   */
  insertMissingDepartures: async (rows: NewDeparture[], tx: DbOrTx = db): Promise<number> => {
    let inserted = 0;
    for (let i = 0; i < rows.length; i += CHUNK) {
      const added = await tx
        .insertInto('departures')
        .values(rows.slice(i, i + CHUNK))
        .onConflict((oc) => oc.columns(['trip_id', 'service_date']).doNothing())
        .returning('id')
        .execute();
      inserted += added.length;
      if (added.length === 0) continue;
      const ids = sql.join(added.map((d) => d.id));
      await sql`
        WITH priced AS (
          SELECT id, price_cents FROM lines
          WHERE id IN (SELECT DISTINCT line_id FROM departures WHERE id IN (${ids}))
          ORDER BY id FOR SHARE)
        UPDATE departures AS d SET price_cents = priced.price_cents FROM priced
        WHERE d.id IN (${ids}) AND d.line_id = priced.id AND d.price_cents <> priced.price_cents`.execute(tx);
    }
    return inserted;
  },
});

export type DepartureHorizonRepository = ReturnType<typeof createDepartureHorizonRepository>;
