import { sql, type Kysely } from 'kysely';

/**
 * Passenger refunds (decision 025): refund rules per line and the tickets each refund paid back.
 *
 * A refund row of 0004 is one amount sent back through one payment; refund_tickets says which tickets it
 * covered, and a ticket is refunded once (unique ticket_id), whatever races the service loses.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  // The fee for refunding at least min_minutes_before minutes before departure. line_id NULL is the default
  // rule; a line with rows of its own uses only those. After departure nothing is refundable, so there is
  // no row for it.
  await sql`
    CREATE TABLE refund_rules (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      line_id bigint REFERENCES lines (id) ON DELETE CASCADE,
      min_minutes_before integer NOT NULL CHECK (min_minutes_before >= 0),
      fee_percent integer NOT NULL CHECK (fee_percent BETWEEN 0 AND 100)
    )`.execute(db);
  // UNIQUE (line_id, min_minutes_before) would let the default rule (NULL) hold the same tier twice.
  await sql`CREATE UNIQUE INDEX refund_rules_tier_idx ON refund_rules ((coalesce(line_id, 0)), min_minutes_before)`.execute(db);
  await sql`
    INSERT INTO refund_rules (line_id, min_minutes_before, fee_percent)
    VALUES (NULL, 1440, 0), (NULL, 120, 10), (NULL, 0, 20)`.execute(db);

  await sql`
    CREATE TABLE refund_tickets (
      refund_id bigint NOT NULL REFERENCES refunds (id),
      ticket_id bigint NOT NULL REFERENCES tickets (id),
      amount_cents integer NOT NULL CHECK (amount_cents >= 0),
      PRIMARY KEY (refund_id, ticket_id)
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX refund_tickets_ticket_idx ON refund_tickets (ticket_id)`.execute(db);

  // A ticket whose paid share is nothing (a coupon left 1 cent to split), or a tier with a 100% fee, refunds
  // 0: the tickets still go back, recorded as a refund that is settled at once without asking a provider.
  await sql`ALTER TABLE refunds DROP CONSTRAINT refunds_amount_cents_check`.execute(db);
  await sql`ALTER TABLE refunds ADD CONSTRAINT refunds_amount_cents_check CHECK (amount_cents >= 0)`.execute(db);
};

export const down = async (): Promise<void> => {
  throw new Error('Migrations are forward-only');
};
