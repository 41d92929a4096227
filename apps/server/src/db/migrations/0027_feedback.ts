import { sql, type Kysely } from 'kysely';

/**
 * 投诉建议 and 商务合作 (decision 057).
 *
 * - suggestions: a passenger's complaint or suggestion, its state (pending, processing once assigned, replied,
 *   closed), who handles it and the closing note (for operators only).
 * - suggestion_photos: up to three photos each, kept in the database (bytea) with their metadata already taken
 *   out: they survive restarts, travel with backups and are the same for every server on one PostgreSQL.
 * - suggestion_replies: the operators' replies, which the passenger reads.
 * - cooperation_leads: leads left on business-cooperation (logged out too), with the address and device they
 *   came from (the flood limits count them), and the operator's mark: contacted or closed, with a note.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE suggestions (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      category text NOT NULL CHECK (category IN ('driver', 'vehicle', 'punctuality', 'ticketing', 'feature', 'other')),
      content text NOT NULL CHECK (length(content) BETWEEN 1 AND 500),
      contact_phone text CHECK (contact_phone ~ '^1[0-9]{10}$'),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'processing', 'replied', 'closed')),
      assignee_id bigint REFERENCES operators (id),
      assigned_at timestamptz,
      close_note text NOT NULL DEFAULT '' CHECK (length(close_note) <= 200),
      closed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((status = 'closed') = (closed_at IS NOT NULL)),
      CHECK ((assignee_id IS NULL) = (assigned_at IS NULL))
    )`.execute(db);
  await sql`CREATE INDEX suggestions_user_idx ON suggestions (user_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX suggestions_queue_idx ON suggestions (status, created_at)`.execute(db);
  await sql`
    CREATE TABLE suggestion_photos (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      suggestion_id bigint NOT NULL REFERENCES suggestions (id) ON DELETE CASCADE,
      position smallint NOT NULL CHECK (position BETWEEN 1 AND 3),
      content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
      byte_size integer NOT NULL CHECK (byte_size BETWEEN 1 AND 5242880),
      data bytea NOT NULL CHECK (octet_length(data) = byte_size),
      -- Exif's orientation, read before the metadata went (1: upright): the viewers turn the photo by it.
      orientation smallint NOT NULL DEFAULT 1 CHECK (orientation BETWEEN 1 AND 8),
      UNIQUE (suggestion_id, position)
    )`.execute(db);
  await sql`
    CREATE TABLE suggestion_replies (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      suggestion_id bigint NOT NULL REFERENCES suggestions (id) ON DELETE CASCADE,
      operator_id bigint REFERENCES operators (id),
      operator_name text NOT NULL,
      text text NOT NULL CHECK (length(text) BETWEEN 1 AND 500),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX suggestion_replies_suggestion_idx ON suggestion_replies (suggestion_id, id)`.execute(db);
  await sql`
    CREATE TABLE cooperation_leads (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company text NOT NULL CHECK (length(company) BETWEEN 2 AND 50),
      contact_name text NOT NULL CHECK (length(contact_name) BETWEEN 1 AND 20),
      phone text NOT NULL CHECK (phone ~ '^1[0-9]{10}$'),
      kind text NOT NULL CHECK (kind IN ('enterpriseShuttle', 'charter', 'advertising', 'channel', 'other')),
      message text NOT NULL CHECK (length(message) BETWEEN 1 AND 500),
      ip text NOT NULL,
      device_id text NOT NULL DEFAULT '',
      status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'closed')),
      note text NOT NULL DEFAULT '' CHECK (length(note) <= 200),
      handled_by bigint REFERENCES operators (id),
      handled_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((status = 'new') = (handled_at IS NULL))
    )`.execute(db);
  // The console's list by state; the flood limits' counts per phone and per address.
  await sql`CREATE INDEX cooperation_leads_status_idx ON cooperation_leads (status, created_at DESC)`.execute(db);
  await sql`CREATE INDEX cooperation_leads_phone_idx ON cooperation_leads (phone, created_at)`.execute(db);
  await sql`CREATE INDEX cooperation_leads_ip_idx ON cooperation_leads (ip, created_at)`.execute(db);
};

export const down = async (): Promise<void> => {
  throw new Error('Migrations are forward-only');
};
