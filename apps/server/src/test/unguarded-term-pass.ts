import { sql } from 'kysely';
import type { Db } from '../db/database';

const INDEX = 'orders_one_live_term_pass_idx';

/**
 * The control of the term-pass race (decision 049): runs `body` with the partial unique index that keeps one
 * live term pass per student and term (migration 0019) taken out, so the same purchases at once go through
 * with nothing else to stop them. Afterwards the extra live passes are closed (their tickets released: the
 * control's own departures keep their counts as they were left) and the index is put back as it was.
 */
export const withoutTermPassIndex = async <T>(db: Db, body: () => Promise<T>): Promise<T> => {
  const { rows } = await sql<{ def: string }>`SELECT pg_get_indexdef(${INDEX}::regclass) AS def`.execute(db);
  const definition = rows[0]!.def;
  await sql`DROP INDEX ${sql.id(INDEX)}`.execute(db);
  try {
    return await body();
  } finally {
    const extra = sql`SELECT id FROM orders o WHERE o.student_id IS NOT NULL AND o.status IN ('pending', 'paid')
      AND EXISTS (SELECT 1 FROM orders f WHERE f.student_id = o.student_id AND f.term_id = o.term_id AND f.status IN ('pending', 'paid') AND f.id < o.id)`;
    await sql`UPDATE tickets SET status = 'released' WHERE order_id IN (${extra})`.execute(db);
    await sql`UPDATE orders SET status = 'cancelled', closed_at = now(), close_reason = 'control' WHERE id IN (${extra})`.execute(db);
    await sql.raw(definition).execute(db);
  }
};
