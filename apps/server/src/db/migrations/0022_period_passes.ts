import { sql, type Kysely } from 'kysely';

/**
 * Period passes (周期票, decision 050): weekly and monthly passes of a line, sold for the next week or month in a
 * window the operator sets.
 *
 * - period_pass_products: what a line offers, one row per line and kind (week or month): the share of the
 *   period's fares a passenger pays (discount_percent) and the sale window: days of the month (1-31) before a
 *   monthly period, weekdays (1 = Monday … 7 = Sunday) of the week before a weekly one. is_on_sale pauses it.
 * - period_passes: a bought pass, one row per order (its tickets are the pass's days), written in the same
 *   transaction as the order by the same create_held_orders every order uses; the product, the period and the
 *   discount are recorded as sold. A passenger holds one live pass per period by the tickets' own unique
 *   index (one live ticket per passenger and departure), so no index of its own is needed for that.
 * - lines.sells_through_next: a line with a pass on sale has its departures made through the end of the next
 *   week or month (network's departure horizon, beyond its 30 service days), rolling forward by itself.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE period_pass_products (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      line_id bigint NOT NULL REFERENCES lines (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('week', 'month')),
      discount_percent smallint NOT NULL CHECK (discount_percent BETWEEN 1 AND 100),
      sale_from smallint NOT NULL CHECK (sale_from >= 1),
      sale_to smallint NOT NULL,
      is_on_sale boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (sale_to >= sale_from),
      CHECK (sale_to <= CASE kind WHEN 'week' THEN 7 ELSE 31 END),
      UNIQUE (line_id, kind)
    )`.execute(db);

  await sql`
    CREATE TABLE period_passes (
      order_id bigint PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
      product_id bigint NOT NULL REFERENCES period_pass_products (id),
      kind text NOT NULL CHECK (kind IN ('week', 'month')),
      starts_on date NOT NULL,
      ends_on date NOT NULL,
      discount_percent smallint NOT NULL CHECK (discount_percent BETWEEN 1 AND 100),
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (ends_on >= starts_on)
    )`.execute(db);
  await sql`CREATE INDEX period_passes_product_idx ON period_passes (product_id, starts_on)`.execute(db);

  await sql`ALTER TABLE lines ADD COLUMN sells_through_next text CHECK (sells_through_next IN ('week', 'month'))`.execute(db);
};

export const down = async (): Promise<void> => {
  throw new Error('Migrations are forward-only');
};
