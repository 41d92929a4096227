import { sql, type Kysely } from 'kysely';

/**
 * Groups (decision 048): enterprises and schools whose lines are kept for their own people.
 *
 * - groups: the enterprise or school, its e-mail domains and invite code, and its pinyin initials (searched).
 * - group_staff: a staff list by phone (imported from CSV); an account with a listed phone is a member.
 * - group_memberships: members proved otherwise (a company e-mail code, the invite code); ended_at ends one.
 * - email_codes and email_locks: codes sent to an address, and the hour an address is locked after five
 *   wrong codes.
 * - group_invite_failures: wrong invite codes per passenger, for the hourly limit.
 * - lines.group_id, group_payer, member_price_cents: a line kept for a group's members (network's rule of
 *   who may buy), and what a member pays when the group pays.
 * - orders.group_id, tickets.group_cents: what the group paid for each ticket (its statement).
 * - operators.group_id: a groupAdmin's one group.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE groups (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('enterprise', 'school')),
      name text NOT NULL UNIQUE CHECK (length(name) BETWEEN 2 AND 40),
      short_name text NOT NULL DEFAULT '',
      -- Upper-case pinyin initials of the name and of the short name, space separated ('SZKJ KJ').
      initials text NOT NULL DEFAULT '',
      city_id integer NOT NULL REFERENCES cities (id),
      email_domains text[] NOT NULL DEFAULT '{}',
      invite_code text UNIQUE,
      contact_name text NOT NULL DEFAULT '',
      contact_phone text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE group_staff (
      group_id bigint NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
      phone text NOT NULL CHECK (phone ~ '^1[0-9]{10}$'),
      name text NOT NULL DEFAULT '',
      employee_no text NOT NULL DEFAULT '',
      added_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (group_id, phone)
    )`.execute(db);
  await sql`CREATE INDEX group_staff_phone_idx ON group_staff (phone)`.execute(db);

  await sql`
    CREATE TABLE group_memberships (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      group_id bigint NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      method text NOT NULL CHECK (method IN ('email', 'inviteCode')),
      email text,
      created_at timestamptz NOT NULL DEFAULT now(),
      ended_at timestamptz,
      ended_by text CHECK (ended_by IN ('member', 'operator'))
    )`.execute(db);
  // One live membership per passenger and group.
  await sql`CREATE UNIQUE INDEX group_memberships_live_idx ON group_memberships (group_id, user_id) WHERE ended_at IS NULL`.execute(db);
  await sql`CREATE INDEX group_memberships_user_idx ON group_memberships (user_id) WHERE ended_at IS NULL`.execute(db);

  await sql`
    CREATE TABLE email_codes (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      email text NOT NULL,
      purpose text NOT NULL CHECK (purpose IN ('groupMembership')),
      group_id bigint REFERENCES groups (id) ON DELETE CASCADE,
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      code_hash text NOT NULL,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      wrong_tries integer NOT NULL DEFAULT 0,
      consumed_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX email_codes_email_idx ON email_codes (email, created_at DESC)`.execute(db);

  await sql`
    CREATE TABLE email_locks (
      email text PRIMARY KEY,
      wrong_count integer NOT NULL DEFAULT 0,
      first_wrong_at timestamptz NOT NULL,
      locked_until timestamptz
    )`.execute(db);

  await sql`
    CREATE TABLE group_invite_failures (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      attempted_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX group_invite_failures_user_idx ON group_invite_failures (user_id, attempted_at)`.execute(db);

  // A line kept for a group. A phone list (is_white_list) and a group do not mix.
  await sql`ALTER TABLE lines ADD COLUMN group_id bigint REFERENCES groups (id)`.execute(db);
  await sql`ALTER TABLE lines ADD COLUMN group_payer text NOT NULL DEFAULT 'passenger' CHECK (group_payer IN ('passenger', 'group'))`.execute(db);
  await sql`ALTER TABLE lines ADD COLUMN member_price_cents integer NOT NULL DEFAULT 0 CHECK (member_price_cents >= 0)`.execute(db);
  await sql`ALTER TABLE lines ADD CONSTRAINT lines_one_access_rule CHECK (NOT (is_white_list AND group_id IS NOT NULL))`.execute(db);
  await sql`CREATE INDEX lines_group_idx ON lines (group_id) WHERE group_id IS NOT NULL`.execute(db);

  // What the group paid: per ticket, on top of the passenger's price_cents.
  await sql`ALTER TABLE orders ADD COLUMN group_id bigint REFERENCES groups (id)`.execute(db);
  await sql`CREATE INDEX orders_group_idx ON orders (group_id) WHERE group_id IS NOT NULL`.execute(db);
  await sql`ALTER TABLE tickets ADD COLUMN group_cents integer NOT NULL DEFAULT 0 CHECK (group_cents >= 0)`.execute(db);

  await sql`ALTER TABLE operators DROP CONSTRAINT operators_role_check`.execute(db);
  await sql`ALTER TABLE operators ADD CONSTRAINT operators_role_check CHECK (role IN ('admin', 'dispatcher', 'service', 'finance', 'groupAdmin'))`.execute(db);
  await sql`ALTER TABLE operators ADD COLUMN group_id bigint REFERENCES groups (id)`.execute(db);
  await sql`ALTER TABLE operators ADD CONSTRAINT operators_group_admin_scope CHECK ((role = 'groupAdmin') = (group_id IS NOT NULL))`.execute(db);
};
