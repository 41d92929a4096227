import { sql, type Kysely } from 'kysely';

/**
 * Promotions: coupons a passenger claims (领券中心) or redeems with a code, the invitation campaign, and
 * coupons that pay back a late bus. Coupons themselves stay buying's (user_coupons, judged at checkout);
 * these tables say where a coupon came from and hold the stock and the limits that must hold under
 * concurrency (decision 045).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  // Templates: a free ride as a third kind; the lines or line types a coupon applies to (empty = all);
  // valid between two fixed instants instead of N days from receipt (exactly one of the two).
  await sql`ALTER TABLE coupon_templates DROP CONSTRAINT coupon_templates_kind_check`.execute(db);
  await sql`ALTER TABLE coupon_templates ADD CONSTRAINT coupon_templates_kind_check CHECK (kind IN ('amount', 'ratio', 'free'))`.execute(db);
  await sql`ALTER TABLE coupon_templates ALTER COLUMN valid_days DROP NOT NULL`.execute(db);
  await sql`
    ALTER TABLE coupon_templates
      ADD COLUMN valid_from timestamptz,
      ADD COLUMN valid_to timestamptz,
      ADD COLUMN line_ids bigint[] NOT NULL DEFAULT '{}',
      ADD COLUMN line_types text[] NOT NULL DEFAULT '{}',
      ADD COLUMN purpose text NOT NULL DEFAULT 'general' CHECK (purpose IN ('general', 'lateness')),
      ADD COLUMN is_archived boolean NOT NULL DEFAULT false,
      ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
      ADD CONSTRAINT coupon_templates_validity_check
        CHECK ((valid_days IS NOT NULL AND valid_from IS NULL AND valid_to IS NULL)
            OR (valid_days IS NULL AND valid_from IS NOT NULL AND valid_to IS NOT NULL AND valid_to > valid_from))`.execute(db);

  // Where a passenger's coupon came from (source_id: the campaign, redeem code, invitation or lateness
  // compensation), an amount of its own (a compensation is a share of what the ticket paid), and the
  // reason the passenger holds it, shown with the coupon.
  await sql`
    ALTER TABLE user_coupons
      ADD COLUMN source text NOT NULL DEFAULT 'welcome'
        CHECK (source IN ('welcome', 'campaign', 'redeem', 'invite_new_user', 'invite_reward', 'lateness')),
      ADD COLUMN source_id bigint,
      ADD COLUMN amount_cents integer CHECK (amount_cents > 0),
      ADD COLUMN note text NOT NULL DEFAULT ''`.execute(db);
  await sql`ALTER TABLE user_coupons ALTER COLUMN source DROP DEFAULT`.execute(db);
  await sql`CREATE INDEX user_coupons_source_idx ON user_coupons (source, source_id, user_id)`.execute(db);

  // A coupon's history: received, spent on an order, given back by the full refund of that order.
  await sql`
    CREATE TABLE user_coupon_events (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_coupon_id bigint NOT NULL REFERENCES user_coupons (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('received', 'used', 'returned')),
      order_id bigint REFERENCES orders (id),
      at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX user_coupon_events_coupon_idx ON user_coupon_events (user_coupon_id, at)`.execute(db);
  await sql`
    INSERT INTO user_coupon_events (user_coupon_id, kind, at) SELECT id, 'received', created_at FROM user_coupons`.execute(db);
  await sql`
    INSERT INTO user_coupon_events (user_coupon_id, kind, order_id, at)
    SELECT uc.id, 'used', uc.order_id, COALESCE(o.paid_at, o.created_at)
    FROM user_coupons uc JOIN orders o ON o.id = uc.order_id WHERE uc.status = 'used'`.execute(db);

  // 领券中心: a campaign hands out a template's coupons. issued_count is the hot row (like a departure's
  // seats_sold): a claim takes one with a conditional update, so the CHECK is the last guard, never the rule.
  await sql`
    CREATE TABLE coupon_campaigns (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name text NOT NULL,
      template_id bigint NOT NULL REFERENCES coupon_templates (id),
      total_stock integer NOT NULL CHECK (total_stock > 0),
      issued_count integer NOT NULL DEFAULT 0 CHECK (issued_count >= 0 AND issued_count <= total_stock),
      per_user_limit integer NOT NULL DEFAULT 1 CHECK (per_user_limit BETWEEN 1 AND 100),
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL,
      is_paused boolean NOT NULL DEFAULT false,
      description text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (ends_at > starts_at)
    )`.execute(db);

  // Redeem codes: a batch of single-use codes for one template, stored upper-case (codes are matched
  // case-insensitively); a code is taken by one conditional update.
  await sql`
    CREATE TABLE redeem_batches (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name text NOT NULL,
      template_id bigint NOT NULL REFERENCES coupon_templates (id),
      code_count integer NOT NULL CHECK (code_count BETWEEN 1 AND 100000),
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL,
      is_paused boolean NOT NULL DEFAULT false,
      created_by bigint REFERENCES operators (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (ends_at > starts_at)
    )`.execute(db);
  await sql`
    CREATE TABLE redeem_codes (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      batch_id bigint NOT NULL REFERENCES redeem_batches (id) ON DELETE CASCADE,
      code text NOT NULL UNIQUE CHECK (code = upper(code)),
      user_id bigint REFERENCES users (id),
      user_coupon_id bigint REFERENCES user_coupons (id),
      redeemed_at timestamptz,
      CHECK ((user_id IS NULL) = (redeemed_at IS NULL))
    )`.execute(db);
  await sql`CREATE INDEX redeem_codes_batch_idx ON redeem_codes (batch_id, id)`.execute(db);
  // Wrong codes, counted per passenger and per device over the last hour (the redemption lock).
  await sql`
    CREATE TABLE redeem_failures (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      device_id text NOT NULL,
      attempted_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX redeem_failures_user_idx ON redeem_failures (user_id, attempted_at)`.execute(db);
  await sql`CREATE INDEX redeem_failures_device_idx ON redeem_failures (device_id, attempted_at)`.execute(db);

  // The invitation campaign: the invitee's new-user coupon, the inviter's reward once the invitee's first
  // paid ticket is checked in, at most reward_cap rewards per inviter.
  await sql`
    CREATE TABLE invite_campaigns (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name text NOT NULL,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL,
      new_user_template_id bigint NOT NULL REFERENCES coupon_templates (id),
      reward_template_id bigint NOT NULL REFERENCES coupon_templates (id),
      reward_cap integer NOT NULL CHECK (reward_cap BETWEEN 1 AND 1000),
      rules text NOT NULL DEFAULT '',
      is_paused boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (ends_at > starts_at)
    )`.execute(db);
  // One row per account that registered from a link (an account is invited once, ever). A self-invite is
  // kept as 'refused' with its reason, so the report can show it and it never earns.
  await sql`
    CREATE TABLE invitations (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      campaign_id bigint NOT NULL REFERENCES invite_campaigns (id),
      inviter_id bigint NOT NULL REFERENCES users (id),
      invitee_id bigint NOT NULL UNIQUE REFERENCES users (id),
      invitee_device_id text NOT NULL,
      registered_at timestamptz NOT NULL,
      first_ticket_id bigint REFERENCES tickets (id),
      first_ride_at timestamptz,
      reward_state text NOT NULL DEFAULT 'waiting' CHECK (reward_state IN ('waiting', 'rewarded', 'capped', 'refused')),
      refused_reason text CHECK (refused_reason IN ('samePhone', 'sameDevice', 'existingAccount')),
      reward_coupon_id bigint REFERENCES user_coupons (id),
      rewarded_at timestamptz,
      CHECK (inviter_id <> invitee_id),
      CHECK ((reward_state = 'refused') = (refused_reason IS NOT NULL))
    )`.execute(db);
  await sql`CREATE INDEX invitations_inviter_idx ON invitations (inviter_id, campaign_id)`.execute(db);
  await sql`CREATE INDEX invitations_waiting_idx ON invitations (id) WHERE reward_state = 'waiting'`.execute(db);
  // A registration from a link looks for the inviter's sessions on the registering device (ended ones too).
  await sql`CREATE INDEX sessions_user_device_idx ON sessions (user_id, device_id)`.execute(db);

  // Money back when the bus is late: each line's thresholds in minutes at the rider's boarding stop.
  await sql`
    ALTER TABLE lines
      ADD COLUMN late_minor_minutes integer NOT NULL DEFAULT 20 CHECK (late_minor_minutes BETWEEN 1 AND 600),
      ADD COLUMN late_major_minutes integer NOT NULL DEFAULT 30 CHECK (late_major_minutes BETWEEN 1 AND 600),
      ADD CONSTRAINT lines_late_thresholds_check CHECK (late_major_minutes > late_minor_minutes)`.execute(db);
  // Which departures the lateness job has judged, and how: 'no_data' departures had riders checked in but no
  // position of the bus, and are listed in the console; they are never compensated.
  await sql`
    CREATE TABLE lateness_checks (
      departure_id bigint PRIMARY KEY REFERENCES departures (id) ON DELETE CASCADE,
      outcome text NOT NULL CHECK (outcome IN ('on_time', 'late', 'no_data')),
      compensated_count integer NOT NULL DEFAULT 0,
      checked_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX lateness_checks_outcome_idx ON lateness_checks (outcome, checked_at)`.execute(db);
  // One compensation per ticket, ever: the unique ticket_id is what makes two runs (or two instances) give once.
  await sql`
    CREATE TABLE lateness_compensations (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      ticket_id bigint NOT NULL UNIQUE REFERENCES tickets (id),
      departure_id bigint NOT NULL REFERENCES departures (id),
      user_id bigint NOT NULL REFERENCES users (id),
      board_seq integer NOT NULL,
      scheduled_at timestamptz NOT NULL,
      arrived_at timestamptz NOT NULL,
      late_minutes integer NOT NULL CHECK (late_minutes > 0),
      percent integer NOT NULL CHECK (percent IN (50, 100)),
      paid_share_cents integer NOT NULL CHECK (paid_share_cents >= 0),
      user_coupon_id bigint REFERENCES user_coupons (id),
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX lateness_compensations_created_idx ON lateness_compensations (created_at DESC)`.execute(db);
  // The compensation coupon: an amount of each coupon's own (user_coupons.amount_cents), any line, 30 days.
  await sql`
    INSERT INTO coupon_templates (name, kind, amount_cents, product_types, valid_days, purpose, description)
    VALUES ('晚点补偿券', 'amount', 1, '{5}', 30, 'lateness', '班车晚点到达您的上车站，按车票实付金额补偿，下次购票可用')`.execute(db);
};

export const down = async (): Promise<void> => {
  throw new Error('Migrations are forward-only');
};
