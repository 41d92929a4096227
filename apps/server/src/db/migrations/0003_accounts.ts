import { sql, type Kysely } from 'kysely';

/** Accounts: SMS codes, host bindings, messaging-app bind tickets, passengers, common addresses. */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  // One row per code sent: the row is both the code and the record the send limits count.
  await sql`
    CREATE TABLE sms_codes (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      phone text NOT NULL CHECK (phone ~ '^1[0-9]{10}$'),
      function_type text NOT NULL,
      code_hash text NOT NULL,
      ip text NOT NULL,
      device_id text NOT NULL,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      failed_attempts integer NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0)
    )`.execute(db);
  await sql`CREATE INDEX sms_codes_phone_idx ON sms_codes (phone, created_at DESC)`.execute(db);
  await sql`CREATE INDEX sms_codes_ip_idx ON sms_codes (ip, created_at DESC)`.execute(db);
  await sql`CREATE INDEX sms_codes_device_idx ON sms_codes (device_id, created_at DESC)`.execute(db);

  // A host's user (super-app user id, citizen/Jinhua user id, messaging-app openid) bound to our account.
  await sql`
    CREATE TABLE host_bindings (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      host text NOT NULL CHECK (host IN ('superApp', 'citizenApp', 'jinhuaApp', 'wechat')),
      host_user_id text NOT NULL,
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (host, host_user_id)
    )`.execute(db);
  await sql`CREATE INDEX host_bindings_user_idx ON host_bindings (user_id)`.execute(db);

  // An unbound openid waiting for an SMS login to attach it; only the hash of the ticket is kept.
  await sql`
    CREATE TABLE wechat_bind_tickets (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      ticket_hash text NOT NULL UNIQUE,
      openid text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`.execute(db);

  await sql`
    CREATE TABLE passengers (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      name text NOT NULL,
      id_type text NOT NULL CHECK (id_type IN ('idCard')),
      id_number text NOT NULL,
      phone text NOT NULL DEFAULT '',
      ic_card_no text NOT NULL DEFAULT '',
      is_self boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (user_id, id_type, id_number)
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX passengers_one_self_idx ON passengers (user_id) WHERE is_self`.execute(db);

  await sql`
    CREATE TABLE user_addresses (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      type text NOT NULL CHECK (type IN ('home', 'work', 'other')),
      name text NOT NULL,
      address text NOT NULL DEFAULT '',
      lng double precision NOT NULL CHECK (lng BETWEEN -180 AND 180),
      lat double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX user_addresses_user_idx ON user_addresses (user_id)`.execute(db);
  // At most one home and one work per account, even under concurrent saves.
  await sql`CREATE UNIQUE INDEX user_addresses_one_home_work_idx ON user_addresses (user_id, type) WHERE type IN ('home', 'work')`.execute(db);
};

export const down = async (): Promise<void> => {
  throw new Error('Migrations are forward-only');
};
