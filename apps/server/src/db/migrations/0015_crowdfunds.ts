import { sql, type Kysely } from 'kysely';

/**
 * Crowdfunded lines (筹备线路, decision 047): a line the operator proposed from clustered demand, gathering
 * riders who commit by paying for its first period, until it opens at its target or fails at its deadline.
 * The line itself (stations, stops, service, trip, departures) is an ordinary network line of type custom;
 * commitments are ordinary orders for the first period's departures, sold as a presale.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  // Buying's presale (预售): a line sold before it is confirmed. While 'presale', an order must buy exactly
  // these dates and only before sales_close_at, and its tickets wait for the line (riding shows 待成团).
  // 'released': the line was confirmed and sells as any other; 'closed': it was not, its sales are over.
  await sql`
    CREATE TABLE line_presales (
      line_id bigint PRIMARY KEY REFERENCES lines (id),
      status text NOT NULL DEFAULT 'presale' CHECK (status IN ('presale', 'released', 'closed')),
      dates text[] NOT NULL CHECK (cardinality(dates) > 0),
      sales_close_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE crowdfunds (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      line_id bigint NOT NULL UNIQUE REFERENCES lines (id),
      city_id integer NOT NULL REFERENCES cities (id),
      status text NOT NULL DEFAULT 'gathering' CHECK (status IN ('gathering', 'opened', 'failed', 'closed')),
      period_kind text NOT NULL CHECK (period_kind IN ('workWeek', 'month')),
      period_dates text[] NOT NULL CHECK (cardinality(period_dates) > 0),
      first_day date NOT NULL,
      departure_minutes integer NOT NULL,
      weekdays smallint[] NOT NULL,
      follows_cn_workdays boolean NOT NULL,
      price_cents integer NOT NULL CHECK (price_cents > 0),
      seats integer NOT NULL CHECK (seats > 0),
      target integer NOT NULL CHECK (target > 0 AND target <= seats),
      deadline timestamptz NOT NULL,
      share_code text NOT NULL UNIQUE,
      close_reason text NOT NULL DEFAULT '',
      ended_at timestamptz,
      -- A failed or closed crowdfund's departures are stopped and its riders told; then this is set.
      settled_at timestamptz,
      -- An instance settling it claims it first, for a few minutes (two instances never both tell the riders).
      settle_claimed_at timestamptz,
      notified_at timestamptz,
      created_by bigint REFERENCES operators (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX crowdfunds_open_idx ON crowdfunds (deadline) WHERE status = 'gathering'`.execute(db);
  await sql`CREATE INDEX crowdfunds_unsettled_idx ON crowdfunds (id) WHERE status IN ('failed', 'closed') AND settled_at IS NULL`.execute(db);

  await sql`
    CREATE TABLE crowdfund_demands (
      crowdfund_id bigint NOT NULL REFERENCES crowdfunds (id),
      demand_id bigint NOT NULL REFERENCES demands (id) ON DELETE CASCADE,
      PRIMARY KEY (crowdfund_id, demand_id)
    )`.execute(db);

  await sql`
    CREATE TABLE crowdfund_joins (
      crowdfund_id bigint NOT NULL REFERENCES crowdfunds (id),
      user_id bigint NOT NULL REFERENCES users (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (crowdfund_id, user_id)
    )`.execute(db);
  await sql`CREATE INDEX crowdfund_joins_user_idx ON crowdfund_joins (user_id, created_at DESC)`.execute(db);
};
