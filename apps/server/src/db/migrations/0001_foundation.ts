import { sql, type Kysely } from 'kysely';

/** Foundation: settings, cities, users, sessions and behaviour logs. */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE app_meta (
      key text PRIMARY KEY,
      value text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE cities (
      id integer PRIMARY KEY,
      name text NOT NULL,
      lng double precision NOT NULL CHECK (lng BETWEEN -180 AND 180),
      lat double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
      is_open boolean NOT NULL DEFAULT true,
      sort_order integer NOT NULL DEFAULT 0
    )`.execute(db);

  await sql`
    CREATE TABLE users (
      id bigint GENERATED ALWAYS AS IDENTITY (START WITH 100001) PRIMARY KEY,
      phone text NOT NULL UNIQUE CHECK (phone ~ '^1[0-9]{10}$'),
      nickname text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE sessions (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      platform text NOT NULL,
      device_id text NOT NULL,
      is_persistent boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz,
      revoked_reason text CHECK (revoked_reason IN ('logout', 'replaced'))
    )`.execute(db);
  await sql`CREATE INDEX sessions_user_active_idx ON sessions (user_id) WHERE revoked_at IS NULL`.execute(db);

  await sql`
    CREATE TABLE behaviour_logs (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      event_type text NOT NULL CHECK (event_type IN ('page_change', 'user_activate')),
      page text NOT NULL,
      from_page text,
      device_id text NOT NULL,
      user_id bigint,
      platform text NOT NULL,
      channel text NOT NULL,
      lng double precision,
      lat double precision,
      speed double precision,
      angle double precision,
      start_time timestamptz,
      end_time timestamptz,
      duration_ms integer,
      client_time timestamptz NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX behaviour_logs_received_idx ON behaviour_logs (received_at)`.execute(db);
};

export const down = async (): Promise<void> => {
  throw new Error('Migrations are forward-only');
};
