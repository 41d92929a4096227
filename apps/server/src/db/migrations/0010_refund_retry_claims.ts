import { sql, type Kysely } from 'kysely';

/**
 * Refund retries claimed once across server instances (decision 042). Every instance runs the refund-retry
 * job; a run claims the refunds it sends by moving next_retry_at forward in one conditional update (rows
 * another run holds are skipped), so two instances running at once never send the same refund twice, and a
 * refund is sent again at most once per retry interval however many instances there are. NULL: never tried
 * by the job yet.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`ALTER TABLE refunds ADD COLUMN next_retry_at timestamptz`.execute(db);
};

export const down = async (): Promise<void> => {
  throw new Error('Migrations are forward-only');
};
