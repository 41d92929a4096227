import { sql, type Kysely } from 'kysely';

/**
 * Term passes (decision 049): an order of a student's school days records the student and the term
 * (orders.student_id, orders.term_id, migration 0019) in the same statement that creates it, so that the
 * partial unique index orders_one_live_term_pass_idx refuses a second live pass inside the order's own
 * subtransaction, as the tickets' unique index refuses a rider twice.
 *
 * - create_pending_order takes p_student and p_term; everything else is 0017's. A term pass's tickets have no
 *   passenger (passenger_id NULL: the rider is a student, not one of the guardian's passengers).
 * - create_held_orders passes them on from each item ('student', 'term'); everything else is 0017's.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`DROP FUNCTION create_pending_order(bigint, bigint, smallint, smallint, integer, integer, bigint, timestamptz, timestamptz, integer, bigint[], date[], integer[], bigint[], text[], text[], bigint, integer[])`.execute(
    db,
  );

  await sql`
    CREATE FUNCTION create_pending_order(
      p_user bigint, p_line bigint, p_board smallint, p_alight smallint, p_total integer, p_discount integer,
      p_coupon bigint, p_expires timestamptz, p_now timestamptz, p_max_pending integer,
      p_departures bigint[], p_dates date[], p_prices integer[],
      p_riders bigint[], p_names text[], p_masked text[],
      p_group bigint, p_group_cents integer[], p_student bigint, p_term bigint
    ) RETURNS TABLE (order_id bigint, order_no text, ticket_ids bigint[]) LANGUAGE plpgsql AS $$
    DECLARE
      v_order bigint;
      v_no text;
      v_id bigint;
      v_ids bigint[] := '{}';
    BEGIN
      -- The deadline is a FILTER, not a WHERE condition: with "expires_at > p_now" in the WHERE, cached plans
      -- walked the expiry index (every pending order of everyone) instead of this user's few orders.
      IF (SELECT count(*) FILTER (WHERE o.expires_at > p_now) FROM orders o WHERE o.user_id = p_user AND o.status = 'pending') >= p_max_pending THEN
        RAISE EXCEPTION 'too many pending orders' USING ERRCODE = 'UD409';
      END IF;
      v_no := 'UD' || to_char(p_now AT TIME ZONE 'Asia/Shanghai', 'YYYYMMDD')
        || lpad((nextval('order_no_seq') % 100000000)::text, 8, '0')
        || lpad(floor(random() * 10000)::integer::text, 4, '0');
      INSERT INTO orders (order_no, user_id, line_id, board_seq, alight_seq, status, total_cents, discount_cents,
                          payable_cents, user_coupon_id, expires_at, created_at, group_id, student_id, term_id)
      VALUES (v_no, p_user, p_line, p_board, p_alight, 'pending', p_total, p_discount, p_total - p_discount,
              p_coupon, p_expires, p_now, p_group, p_student, p_term)
      RETURNING id INTO v_order;
      -- Row by row: an INSERT … SELECT over unnest() here was planned worse and worse as tickets grew.
      FOR i IN 1 .. array_length(p_departures, 1) LOOP
        FOR j IN 1 .. array_length(p_riders, 1) LOOP
          INSERT INTO tickets (order_id, departure_id, passenger_id, passenger_name, passenger_id_masked, service_date,
                               price_cents, status, created_at, group_cents)
          VALUES (v_order, p_departures[i], p_riders[j], p_names[j], p_masked[j], p_dates[i], p_prices[i], 'pending', p_now,
                  coalesce(p_group_cents[i], 0))
          RETURNING id INTO v_id;
          v_ids := v_ids || v_id;
        END LOOP;
      END LOOP;
      IF p_coupon IS NOT NULL THEN
        UPDATE user_coupons SET status = 'locked', order_id = v_order
        WHERE id = p_coupon AND user_id = p_user AND status = 'unused' AND valid_from <= p_now AND valid_to > p_now;
        IF NOT FOUND THEN RAISE EXCEPTION 'coupon unusable' USING ERRCODE = 'UD601'; END IF;
      END IF;
      RETURN QUERY SELECT v_order, v_no, v_ids;
    END
    $$`.execute(db);

  // 0017's batch, each item now also with student and term (both null but for a term pass).
  await sql`
    CREATE OR REPLACE FUNCTION create_held_orders(p_items jsonb)
    RETURNS TABLE (item integer, held_order_id bigint, held_order_no text, held_ticket_ids bigint[],
                   refused_state text, refused_detail text, refused_constraint text)
    LANGUAGE plpgsql AS $$
    DECLARE
      v jsonb;
      v_count integer := jsonb_array_length(p_items);
      v_departures bigint[] := ARRAY(SELECT jsonb_array_elements_text(p_items -> 0 -> 'departures')::bigint);
      v_orders bigint[] := array_fill(NULL::bigint, ARRAY[v_count]);
      v_nos text[] := array_fill(NULL::text, ARRAY[v_count]);
      v_tickets text[] := array_fill(NULL::text, ARRAY[v_count]);
      v_seats integer[] := array_fill(0, ARRAY[v_count]);
      v_states text[] := array_fill(NULL::text, ARRAY[v_count]);
      v_details text[] := array_fill(NULL::text, ARRAY[v_count]);
      v_constraints text[] := array_fill(NULL::text, ARRAY[v_count]);
      v_held record;
      v_state text;
      v_detail text;
      v_constraint text;
      v_short bigint;
      v_total integer;
    BEGIN
      PERFORM 1 FROM users WHERE id IN (SELECT (e ->> 'user')::bigint FROM jsonb_array_elements(p_items) e) ORDER BY id FOR UPDATE;
      FOR i IN 1 .. v_count LOOP
        v := p_items -> (i - 1);
        IF v -> 'departures' <> p_items -> 0 -> 'departures' THEN
          RAISE EXCEPTION 'a batch holds orders for the same departures only';
        END IF;
        BEGIN
          SELECT * INTO v_held FROM create_pending_order(
            (v ->> 'user')::bigint, (v ->> 'line')::bigint, (v ->> 'board')::smallint, (v ->> 'alight')::smallint,
            (v ->> 'total')::integer, (v ->> 'discount')::integer, (v ->> 'coupon')::bigint,
            (v ->> 'expires')::timestamptz, (v ->> 'now')::timestamptz, (v ->> 'maxPending')::integer,
            v_departures,
            ARRAY(SELECT jsonb_array_elements_text(v -> 'dates')::date),
            ARRAY(SELECT jsonb_array_elements_text(v -> 'prices')::integer),
            ARRAY(SELECT jsonb_array_elements_text(v -> 'riders')::bigint),
            ARRAY(SELECT jsonb_array_elements_text(v -> 'names')),
            ARRAY(SELECT jsonb_array_elements_text(v -> 'masked')),
            (v ->> 'group')::bigint,
            ARRAY(SELECT jsonb_array_elements_text(coalesce(v -> 'groupCents', '[]'::jsonb))::integer),
            (v ->> 'student')::bigint, (v ->> 'term')::bigint);
          v_orders[i] := v_held.order_id;
          v_nos[i] := v_held.order_no;
          v_tickets[i] := array_to_string(v_held.ticket_ids, ',');
          v_seats[i] := jsonb_array_length(v -> 'riders');
        EXCEPTION WHEN OTHERS THEN
          GET STACKED DIAGNOSTICS v_state = RETURNED_SQLSTATE, v_detail = PG_EXCEPTION_DETAIL, v_constraint = CONSTRAINT_NAME;
          v_states[i] := v_state;
          v_details[i] := v_detail;
          v_constraints[i] := v_constraint;
        END;
      END LOOP;

      v_total := (SELECT sum(s) FROM unnest(v_seats) s);
      IF v_total > 0 AND take_seats(v_departures, v_total) IS NOT NULL THEN
        -- Not room for every order of the batch: first come, first seated; the rest are taken out again.
        FOR i IN 1 .. v_count LOOP
          CONTINUE WHEN v_seats[i] = 0;
          v_short := take_seats(v_departures, v_seats[i]);
          CONTINUE WHEN v_short IS NULL;
          UPDATE user_coupons SET status = 'unused', order_id = NULL WHERE order_id = v_orders[i];
          DELETE FROM tickets WHERE order_id = v_orders[i];
          DELETE FROM orders WHERE id = v_orders[i];
          v_orders[i] := NULL;
          v_nos[i] := NULL;
          v_states[i] := 'UD402';
          v_details[i] := v_short::text;
        END LOOP;
      END IF;

      FOR i IN 1 .. v_count LOOP
        item := i - 1;
        held_order_id := v_orders[i];
        held_order_no := v_nos[i];
        held_ticket_ids := CASE WHEN v_orders[i] IS NULL THEN NULL ELSE string_to_array(v_tickets[i], ',')::bigint[] END;
        refused_state := v_states[i];
        refused_detail := v_details[i];
        refused_constraint := v_constraints[i];
        RETURN NEXT;
      END LOOP;
    END
    $$`.execute(db);
};

export const down = async (): Promise<void> => {
  throw new Error('Migrations are forward-only');
};
