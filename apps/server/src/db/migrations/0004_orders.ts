import { sql, type Kysely } from 'kysely';

/**
 * Buying: coupons, orders, tickets, payments, payment notifications, refunds, idempotency keys.
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
      -- No foreign key to lines or (below) from tickets to departures: see the triggers at the end.
      line_id bigint NOT NULL,
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
  // The pending-order cap counts one user's pending orders; without this index the planner may walk every
  // pending order of everyone (the expiry index below) on each purchase.
  await sql`CREATE INDEX orders_user_pending_idx ON orders (user_id) WHERE status = 'pending'`.execute(db);
  // The expiry sweep reads only pending orders, oldest deadline first.
  await sql`CREATE INDEX orders_pending_expiry_idx ON orders (expires_at) WHERE status = 'pending'`.execute(db);
  await sql`ALTER TABLE user_coupons ADD FOREIGN KEY (order_id) REFERENCES orders (id)`.execute(db);

  // One ticket per passenger per departure. 'pending' tickets hold a seat until the order is paid or lapses.
  // The ticket keeps the rider's name and masked ID: a passenger deleted later leaves passenger_id NULL.
  await sql`
    CREATE TABLE tickets (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      order_id bigint NOT NULL REFERENCES orders (id),
      departure_id bigint NOT NULL,
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

  // The creating transaction as one call (decision 020): the buyer's row lock and pending-order cap, the
  // order, its tickets (one per departure and rider, in the order given), the coupon, then the seats with
  // the conditional update, departures in the order given (the caller sorts them by id). Any refusal
  // raises, so nothing is half-written: UD409 pending cap, UD601 coupon, UD402 seats (DETAIL: departure id).
  await sql`
    CREATE FUNCTION create_held_order(
      p_user bigint, p_line bigint, p_board smallint, p_alight smallint, p_total integer, p_discount integer,
      p_coupon bigint, p_expires timestamptz, p_now timestamptz, p_max_pending integer,
      p_departures bigint[], p_dates date[], p_prices integer[],
      p_riders bigint[], p_names text[], p_masked text[]
    ) RETURNS TABLE (order_id bigint, order_no text, ticket_ids bigint[]) LANGUAGE plpgsql AS $$
    DECLARE
      v_order bigint;
      v_no text;
      v_id bigint;
      v_ids bigint[] := '{}';
      v_count integer := array_length(p_riders, 1);
    BEGIN
      PERFORM 1 FROM users WHERE id = p_user FOR UPDATE;
      -- The deadline is a FILTER, not a WHERE condition: with "expires_at > p_now" in the WHERE, cached plans
      -- walked the expiry index (every pending order of everyone) instead of this user's few orders.
      IF (SELECT count(*) FILTER (WHERE o.expires_at > p_now) FROM orders o WHERE o.user_id = p_user AND o.status = 'pending') >= p_max_pending THEN
        RAISE EXCEPTION 'too many pending orders' USING ERRCODE = 'UD409';
      END IF;
      v_no := 'UD' || to_char(p_now AT TIME ZONE 'Asia/Shanghai', 'YYYYMMDD')
        || lpad((nextval('order_no_seq') % 100000000)::text, 8, '0')
        || lpad(floor(random() * 10000)::integer::text, 4, '0');
      INSERT INTO orders (order_no, user_id, line_id, board_seq, alight_seq, status, total_cents, discount_cents,
                          payable_cents, user_coupon_id, expires_at, created_at)
      VALUES (v_no, p_user, p_line, p_board, p_alight, 'pending', p_total, p_discount, p_total - p_discount,
              p_coupon, p_expires, p_now)
      RETURNING id INTO v_order;
      -- Row by row: an INSERT … SELECT over unnest() here was planned worse and worse as tickets grew.
      FOR i IN 1 .. array_length(p_departures, 1) LOOP
        FOR j IN 1 .. v_count LOOP
          INSERT INTO tickets (order_id, departure_id, passenger_id, passenger_name, passenger_id_masked, service_date,
                               price_cents, status, created_at)
          VALUES (v_order, p_departures[i], p_riders[j], p_names[j], p_masked[j], p_dates[i], p_prices[i], 'pending', p_now)
          RETURNING id INTO v_id;
          v_ids := v_ids || v_id;
        END LOOP;
      END LOOP;
      IF p_coupon IS NOT NULL THEN
        UPDATE user_coupons SET status = 'locked', order_id = v_order
        WHERE id = p_coupon AND user_id = p_user AND status = 'unused' AND valid_from <= p_now AND valid_to > p_now;
        IF NOT FOUND THEN RAISE EXCEPTION 'coupon unusable' USING ERRCODE = 'UD601'; END IF;
      END IF;
      FOR i IN 1 .. array_length(p_departures, 1) LOOP
        UPDATE departures SET seats_sold = seats_sold + v_count
        WHERE id = p_departures[i] AND status = 'scheduled' AND seats_sold + v_count <= capacity;
        IF NOT FOUND THEN RAISE EXCEPTION 'seats unavailable' USING ERRCODE = 'UD402', DETAIL = p_departures[i]::text; END IF;
      END LOOP;
      RETURN QUERY SELECT v_order, v_no, v_ids;
    END
    $$`.execute(db);

  // A foreign key from every ticket to its departure (and every order to its line) would take a KEY SHARE
  // lock on that parent row for each ticket written: on the one hot departure every buyer is updating, the
  // concurrent lockers turn into MultiXacts and creating an order costs twice as much (decision 020). The
  // product never deletes departures or lines (the importer only adds and updates), and creating an order
  // updates its departures' rows in the same transaction, so the rows exist; these triggers keep a sold
  // departure, and a line with orders, from being deleted by hand.
  await sql`
    CREATE FUNCTION refuse_delete_when_referenced() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF (TG_TABLE_NAME = 'departures' AND EXISTS (SELECT 1 FROM tickets WHERE departure_id = OLD.id))
         OR (TG_TABLE_NAME = 'lines' AND EXISTS (SELECT 1 FROM orders WHERE line_id = OLD.id)) THEN
        RAISE EXCEPTION '% % has tickets or orders and cannot be deleted', TG_TABLE_NAME, OLD.id USING ERRCODE = 'foreign_key_violation';
      END IF;
      RETURN OLD;
    END
    $$`.execute(db);
  await sql`CREATE TRIGGER departures_keep_sold BEFORE DELETE ON departures FOR EACH ROW EXECUTE FUNCTION refuse_delete_when_referenced()`.execute(db);
  await sql`CREATE TRIGGER lines_keep_ordered BEFORE DELETE ON lines FOR EACH ROW EXECUTE FUNCTION refuse_delete_when_referenced()`.execute(db);
  await sql`CREATE INDEX orders_line_idx ON orders (line_id)`.execute(db);

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
