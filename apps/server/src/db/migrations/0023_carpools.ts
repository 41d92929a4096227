import { sql, type Kysely } from 'kysely';

/**
 * Carpools (拼车, decision 051): a crowdfund (decision 047) a passenger starts for one ride. The crowdfund
 * row keeps the mechanism (target, deadline, status, settling); its kind says which it is; a carpool's own
 * row keeps what a match needs (the two named points, the departure instant) and who started it. Its line
 * is a custom line of type carpool with two stops and one departure, presold for that one date.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`ALTER TABLE crowdfunds ADD COLUMN kind text NOT NULL DEFAULT 'line' CHECK (kind IN ('line', 'carpool'))`.execute(db);
  // A carpool's period is its one day.
  await sql`ALTER TABLE crowdfunds DROP CONSTRAINT crowdfunds_period_kind_check`.execute(db);
  await sql`ALTER TABLE crowdfunds ADD CONSTRAINT crowdfunds_period_kind_check CHECK (period_kind IN ('workWeek', 'month', 'day'))`.execute(db);

  await sql`
    CREATE TABLE carpools (
      crowdfund_id bigint PRIMARY KEY REFERENCES crowdfunds (id),
      starter_id bigint NOT NULL REFERENCES users (id),
      from_name text NOT NULL,
      from_lng double precision NOT NULL,
      from_lat double precision NOT NULL,
      to_name text NOT NULL,
      to_lng double precision NOT NULL,
      to_lat double precision NOT NULL,
      departs_at timestamptz NOT NULL,
      distance_m integer NOT NULL CHECK (distance_m > 0),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  // A match reads the carpools departing within its window; its origin's box then narrows them.
  await sql`CREATE INDEX carpools_departs_idx ON carpools (departs_at)`.execute(db);
  await sql`CREATE INDEX carpools_starter_idx ON carpools (starter_id, created_at DESC)`.execute(db);
};
