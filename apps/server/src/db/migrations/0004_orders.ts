import { sql, type Kysely } from 'kysely';

/**
 * Buying (issue 5): coupons, orders, tickets, payments, payment notifications, refunds, idempotency keys.
 *
 * Seats are the departures.seats_sold counter of 0002 (CHECK seats_sold <= capacity). An unpaid order's
 * tickets count in seats_sold while the order is pending; expiry and cancellation give them back.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  // product_types: 5 is a bus ticket (SPEC section 3: the coupon list asks for productTypes 5 by default).
  await sql`
    CREATE TABLE coupon_templates (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('amount', 'ratio')),
      amount_cents integer NOT NULL DEFAULT 0 CHECK (amount_cents >= 0),
      ratio_percent integer NOT NULL DEFAULT 100 CHECK (ratio_percent BETWEEN 1 AND 100),
      max_discount_cents integer NOT NULL DEFAULT 0 CHECK (max_discount_cents >= 0),
      threshold_cents integer NOT NULL DEFAULT 0 CHECK (threshold_cents >= 0),
      product_types integer[] NOT NULL DEFAULT '{5}',
      valid_days integer NOT NULL CHECK (valid_days BETWEEN 1 AND 3650),
      is_welcome boolean NOT NULL DEFAULT false,
      description text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE user_coupons (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      template_id bigint NOT NULL REFERENCES coupon_templates (id),
      status text NOT NULL DEFAULT 'unused' CHECK (status IN ('unused', 'locked', 'used')),
      order_id bigint,
      valid_from timestamptz NOT NULL,
      valid_to timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (valid_to > valid_from),
      CHECK ((status = 'unused') = (order_id IS NULL))
    )`.execute(db);
  await sql`CREATE INDEX user_coupons_user_idx ON user_coupons (user_id, status)`.execute(db);

  // Order numbers: 'UD', the Shanghai date, 8 digits of this sequence, 4 random digits (orders.repository.ts).
  await sql`CREATE SEQUENCE order_no_seq`.execute(db);
  await sql`
    CREATE TABLE orders (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      order_no text NOT NULL UNIQUE,
      user_id bigint NOT NULL REFERENCES users (id),
      line_id bigint NOT NULL REFERENCES lines (id),
      board_seq smallint NOT NULL,
      alight_seq smallint NOT NULL,
      status text NOT NULL CHECK (status IN ('pending', 'paid', 'cancelled', 'expired', 'refunded')),
      total_cents integer NOT NULL CHECK (total_cents >= 0),
      discount_cents integer NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
      payable_cents integer NOT NULL CHECK (payable_cents >= 0),
      user_coupon_id bigint REFERENCES user_coupons (id),
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL,
      paid_at timestamptz,
      closed_at timestamptz,
      close_reason text,
      CHECK (alight_seq > board_seq),
      CHECK (payable_cents = total_cents - discount_cents)
    )`.execute(db);
  await sql`CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC)`.execute(db);
  // The expiry sweep reads only pending orders, oldest deadline first.
  await sql`CREATE INDEX orders_pending_expiry_idx ON orders (expires_at) WHERE status = 'pending'`.execute(db);
  await sql`ALTER TABLE user_coupons ADD FOREIGN KEY (order_id) REFERENCES orders (id)`.execute(db);

  // One ticket per passenger per departure. 'pending' tickets hold a seat until the order is paid or lapses.
  // The ticket keeps the rider's name and masked ID: a passenger deleted later leaves passenger_id NULL.
  await sql`
    CREATE TABLE tickets (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      order_id bigint NOT NULL REFERENCES orders (id),
      departure_id bigint NOT NULL REFERENCES departures (id),
      passenger_id bigint REFERENCES passengers (id) ON DELETE SET NULL,
      passenger_name text NOT NULL,
      passenger_id_masked text NOT NULL,
      service_date date NOT NULL,
      price_cents integer NOT NULL CHECK (price_cents >= 0),
      status text NOT NULL CHECK (status IN ('pending', 'valid', 'released', 'used', 'refunded')),
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX tickets_order_idx ON tickets (order_id)`.execute(db);
  await sql`CREATE INDEX tickets_departure_idx ON tickets (departure_id)`.execute(db);
  // A passenger rides a departure once: a second live ticket for the same seat is refused by the database.
  await sql`
    CREATE UNIQUE INDEX tickets_one_live_per_passenger_idx ON tickets (departure_id, passenger_id)
    WHERE status IN ('pending', 'valid', 'used')`.execute(db);

  // One payment attempt per order and channel; out_trade_no is what the provider knows the order by.
  await sql`
    CREATE TABLE payments (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      order_id bigint NOT NULL REFERENCES orders (id),
      channel text NOT NULL CHECK (channel IN ('sandbox', 'superApp', 'wechat')),
      out_trade_no text NOT NULL UNIQUE,
      amount_cents integer NOT NULL CHECK (amount_cents >= 0),
      status text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'succeeded', 'closed')),
      provider_transaction_id text,
      prepay_id text,
      created_at timestamptz NOT NULL,
      succeeded_at timestamptz,
      UNIQUE (order_id, channel)
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX payments_transaction_idx ON payments (channel, provider_transaction_id)`.execute(db);

  // Every notification that reached us, accepted or not: the audit trail of "rejected and logged".
  await sql`
    CREATE TABLE payment_notifications (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      channel text NOT NULL,
      out_trade_no text,
      outcome text NOT NULL CHECK (outcome IN ('applied', 'duplicate', 'rejected')),
      reason text NOT NULL DEFAULT '',
      received_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX payment_notifications_trade_idx ON payment_notifications (out_trade_no)`.execute(db);

  await sql`
    CREATE TABLE refunds (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      order_id bigint NOT NULL REFERENCES orders (id),
      payment_id bigint NOT NULL REFERENCES payments (id),
      out_refund_no text NOT NULL UNIQUE,
      amount_cents integer NOT NULL CHECK (amount_cents > 0),
      reason text NOT NULL CHECK (reason IN ('latePayment', 'duplicatePayment', 'passenger')),
      status text NOT NULL DEFAULT 'processing' CHECK (status IN ('processing', 'succeeded', 'failed')),
      provider_refund_id text,
      created_at timestamptz NOT NULL,
      succeeded_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX refunds_order_idx ON refunds (order_id)`.execute(db);

  // Stripe's semantics: the same key and body give the stored answer; the same key with another body fails.
  await sql`
    CREATE TABLE idempotency_keys (
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      scope text NOT NULL,
      key text NOT NULL,
      request_hash text NOT NULL,
      response text,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, scope, key)
    )`.execute(db);
};

export const down = async (): Promise<void> => {
  throw new Error('Migrations are forward-only');
};
