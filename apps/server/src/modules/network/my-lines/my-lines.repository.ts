import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import { selectLineSummaries, type LineSummaryRow } from '../lines/line-summary.repository';

export type MyLineRow = LineSummaryRow & {
  ride_count: number;
  /** 'YYYY-MM-DD' of the latest ride, or null for a line only collected. */
  last_ride_date: string | null;
  collected_at: Date | null;
};

/** Tickets that are a ride of the passenger's: paid and not refunded (valid, or checked in). */
const RIDDEN_STATUSES = ['valid', 'used'] as const;

/**
 * The passenger's own lines: those they hold or held a paid ticket on and those they collected. Tickets and
 * orders are buying's and riding's tables, read here and never written (decision 030).
 */
export const createMyLinesRepository = (db: DbOrTx) => {
  /** One row per line of the passenger's, with its ride count, last ride and collection time. */
  const mine = (tx: DbOrTx, userId: number) => {
    const rides = tx
      .selectFrom('tickets as t')
      .innerJoin('orders as o', 'o.id', 't.order_id')
      .where('o.user_id', '=', userId)
      .where('t.status', 'in', RIDDEN_STATUSES)
      .groupBy('o.line_id')
      .select([
        'o.line_id as line_id',
        // Rides are departures: one order for three passengers is one ride.
        sql<number>`count(DISTINCT t.departure_id)::int`.as('ride_count'),
        sql<string>`to_char(max(t.service_date), 'YYYY-MM-DD')`.as('last_ride_date'),
      ]);
    const collected = tx.selectFrom('line_collections').where('user_id', '=', userId).select(['line_id', 'created_at']);
    return tx
      .selectFrom(collected.as('c'))
      .fullJoin(rides.as('r'), 'r.line_id', 'c.line_id')
      .select([
        sql<number>`coalesce(r.line_id, c.line_id)`.as('line_id'),
        sql<number>`coalesce(r.ride_count, 0)`.as('ride_count'),
        'r.last_ride_date',
        'c.created_at as collected_at',
      ]);
  };

  return {
    /** Active lines only (as every list shows them); most ridden, then collected, then most recent first. */
    findPage: (userId: number, { offset, limit }: { offset: number; limit: number }, tx: DbOrTx = db): Promise<MyLineRow[]> =>
      selectLineSummaries(tx)
        .innerJoin(mine(tx, userId).as('m'), 'm.line_id', 'l.id')
        .select(['m.ride_count', 'm.last_ride_date', 'm.collected_at'])
        .orderBy('m.ride_count', 'desc')
        .orderBy(sql`m.collected_at IS NOT NULL`, 'desc')
        .orderBy(sql`m.last_ride_date DESC NULLS LAST`)
        .orderBy(sql`m.collected_at DESC NULLS LAST`)
        .orderBy('l.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),

    /** How many active lines the passenger has. */
    count: async (userId: number, tx: DbOrTx = db): Promise<number> => {
      const row = await tx
        .selectFrom(mine(tx, userId).as('m'))
        .innerJoin('lines as l', 'l.id', 'm.line_id')
        .where('l.is_active', '=', true)
        .select(sql<number>`count(*)::int`.as('total'))
        .executeTakeFirstOrThrow();
      return row.total;
    },
  };
};

export type MyLinesRepository = ReturnType<typeof createMyLinesRepository>;
