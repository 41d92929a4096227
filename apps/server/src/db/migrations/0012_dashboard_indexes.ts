import { sql, type Kysely } from 'kysely';

/**
 * What the operator console's dashboard reads (decision 044), each by an index rather than a scan of every
 * order, refund or payment ever made: sales by the time they were paid, refunds by the time they started,
 * today's departures, and the few payments and refunds that are still open.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`CREATE INDEX orders_paid_at_idx ON orders (paid_at) WHERE paid_at IS NOT NULL`.execute(db);
  await sql`CREATE INDEX refunds_created_at_idx ON refunds (created_at)`.execute(db);
  await sql`CREATE INDEX refunds_open_idx ON refunds (created_at) WHERE status <> 'succeeded'`.execute(db);
  await sql`CREATE INDEX payments_open_idx ON payments (order_id) WHERE status = 'created'`.execute(db);
  await sql`CREATE INDEX payments_succeeded_at_idx ON payments (succeeded_at) WHERE status = 'succeeded'`.execute(db);
  await sql`CREATE INDEX departures_service_date_idx ON departures (service_date, departs_at)`.execute(db);
};

export const down = async (): Promise<void> => {
  throw new Error('Migrations are forward-only');
};
