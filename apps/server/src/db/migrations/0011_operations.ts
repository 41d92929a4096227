import { sql, type Kysely } from 'kysely';

/**
 * The operator's console (decision 044): operators and their sessions, the audit log of every write, failed
 * logins (the login rate limit and the account lock), drivers, stopped departures, the refunds an operator
 * starts, and the text messages sent to riders.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  // password_hash is scrypt's "scrypt$N$r$p$salt$hash" (operator-password.ts). totp_secret is base32; a
  // secret is only in force once confirmed (is_totp_on). must_change_password: the CLI's one-time password.
  await sql`
    CREATE TABLE operators (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      username text NOT NULL UNIQUE CHECK (username ~ '^[a-z0-9_.-]{3,32}$'),
      display_name text NOT NULL DEFAULT '',
      role text NOT NULL CHECK (role IN ('admin', 'dispatcher', 'service', 'finance')),
      password_hash text NOT NULL,
      must_change_password boolean NOT NULL DEFAULT true,
      totp_secret text,
      is_totp_on boolean NOT NULL DEFAULT false,
      is_disabled boolean NOT NULL DEFAULT false,
      failed_logins integer NOT NULL DEFAULT 0,
      locked_until timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  // Only the SHA-256 of the cookie's token is kept; csrf_token is sent back in the X-CSRF-Token header.
  await sql`
    CREATE TABLE operator_sessions (
      token_hash text PRIMARY KEY,
      operator_id bigint NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
      csrf_token text NOT NULL,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX operator_sessions_operator_idx ON operator_sessions (operator_id)`.execute(db);

  // Every failed login, by address: the per-address rate limit counts them (several servers share it).
  await sql`
    CREATE TABLE operator_login_failures (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      ip text NOT NULL,
      username text NOT NULL,
      at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX operator_login_failures_ip_idx ON operator_login_failures (ip, at)`.execute(db);

  // Every operator write: who, when, what (action and target), the state before and after.
  await sql`
    CREATE TABLE audit_log (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      operator_id bigint REFERENCES operators (id),
      operator_username text NOT NULL,
      action text NOT NULL,
      target_type text NOT NULL,
      target_id text NOT NULL,
      summary text NOT NULL DEFAULT '',
      before jsonb,
      after jsonb,
      ip text NOT NULL DEFAULT '',
      at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX audit_log_at_idx ON audit_log (at DESC)`.execute(db);
  await sql`CREATE INDEX audit_log_target_idx ON audit_log (target_type, target_id)`.execute(db);

  await sql`
    CREATE TABLE drivers (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name text NOT NULL,
      phone text NOT NULL UNIQUE CHECK (phone ~ '^1[0-9]{10}$'),
      license_no text NOT NULL DEFAULT '',
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  // A stopped departure (停运) keeps why and when; its riders see the reason on their tickets.
  await sql`ALTER TABLE departures ADD COLUMN driver_id bigint REFERENCES drivers (id)`.execute(db);
  await sql`ALTER TABLE departures ADD COLUMN cancel_reason text`.execute(db);
  await sql`ALTER TABLE departures ADD COLUMN cancelled_at timestamptz`.execute(db);

  // Refunds an operator starts: the whole of each ticket of a stopped departure, or an after-sales amount.
  await sql`ALTER TABLE refunds DROP CONSTRAINT refunds_reason_check`.execute(db);
  await sql`
    ALTER TABLE refunds ADD CONSTRAINT refunds_reason_check
    CHECK (reason IN ('latePayment', 'duplicatePayment', 'passenger', 'departureCancelled', 'afterSales'))`.execute(db);
  await sql`ALTER TABLE refunds ADD COLUMN operator_id bigint REFERENCES operators (id)`.execute(db);
  await sql`ALTER TABLE refunds ADD COLUMN note text NOT NULL DEFAULT ''`.execute(db);

  // Text messages sent to riders about an order (not login codes): the order's history shows them.
  await sql`
    CREATE TABLE sent_messages (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      order_id bigint REFERENCES orders (id),
      phone text NOT NULL,
      template text NOT NULL,
      content text NOT NULL,
      status text NOT NULL CHECK (status IN ('sent', 'failed')),
      sent_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX sent_messages_order_idx ON sent_messages (order_id)`.execute(db);
};

export const down = async (): Promise<void> => {
  throw new Error('Migrations are forward-only');
};
