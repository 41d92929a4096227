import { sql } from 'kysely';
import type { Db, DbOrTx } from '../../../db/database';

/** A fare between two stops of a line (line_fares, migration 0029), by line_stops.seq. */
export type PairFareRow = { board_seq: number; alight_seq: number; price_cents: number };

/**
 * What a line charges (decision 062): whether it has a price in CNY (lines.is_priced), its flat price and its fares
 * between stops (line_fares); and the operator's flat price, which replaces them all.
 */
export const createLineFaresRepository = (db: Db) => ({
  findPricing: (lineId: number, tx: DbOrTx = db) =>
    tx.selectFrom('lines').select(['id', 'is_priced', 'price_cents']).where('id', '=', lineId).executeTakeFirst(),

  findPairFares: (lineId: number, tx: DbOrTx = db): Promise<PairFareRow[]> =>
    tx.selectFrom('line_fares').select(['board_seq', 'alight_seq', 'price_cents']).where('line_id', '=', lineId).orderBy('board_seq').orderBy('alight_seq').execute(),

  /** Which of these lines have fares between stops (the lists' 起 price). */
  withPairFares: async (lineIds: readonly number[], tx: DbOrTx = db): Promise<Set<number>> => {
    if (lineIds.length === 0) return new Set();
    const rows = await tx.selectFrom('line_fares').select('line_id').distinct().where('line_id', 'in', [...lineIds]).execute();
    return new Set(rows.map((r) => Number(r.line_id)));
  },

  /** The line and its pricing, locked until `tx` ends: price changes take turns. */
  lock: (lineId: number, tx: DbOrTx) =>
    tx.selectFrom('lines').select(['id', 'code', 'name', 'is_priced', 'price_cents']).where('id', '=', lineId).forUpdate().executeTakeFirst(),

  countPairFares: async (lineId: number, tx: DbOrTx): Promise<number> => {
    const row = await tx.selectFrom('line_fares').select((eb) => eb.fn.countAll<string>().as('n')).where('line_id', '=', lineId).executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /**
   * One price for every pair of stops: the line's price, its fares between stops gone, and the price of its
   * departures still to leave. Their rows are locked in id order, the order every writer of seats takes them
   * (decision 020), so an order holding seats meanwhile waits or is waited for, never deadlocks; the tickets it
   * holds keep the price it was quoted. Answers how many departures were repriced.
   */
  setFlatPrice: async (lineId: number, priceCents: number, at: Date, tx: DbOrTx): Promise<number> => {
    await tx.updateTable('lines').set({ price_cents: priceCents, is_priced: true, updated_at: at }).where('id', '=', lineId).execute();
    await tx.deleteFrom('line_fares').where('line_id', '=', lineId).execute();
    const { rows } = await sql<{ id: number }>`
      UPDATE departures SET price_cents = ${priceCents}
      WHERE id IN (SELECT id FROM departures WHERE line_id = ${lineId} AND departs_at > ${at} ORDER BY id FOR UPDATE)
      RETURNING id`.execute(tx);
    return rows.length;
  },
});

export type LineFaresRepository = ReturnType<typeof createLineFaresRepository>;
