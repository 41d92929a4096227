import { sql, type Kysely } from 'kysely';

/**
 * Student charters (学生包车, decision 054): a guardian's or a school contact's request for buses on one day,
 * priced by the published rules when it is submitted (the quote kept whole, as JSON, with the rules' version),
 * then confirmed by the operator (at that fee, or another with a reason) or declined with a reason; the
 * requester may cancel it while it waits.
 *
 * - school_group_id: a school of the groups directory, or null with the name as typed (not a customer).
 * - departs_at / returns_at: the instants of the two legs (UTC); the return leg is the same Shanghai day.
 * - fee_cents: the quote's total; confirmed_fee_cents what the operator confirmed (set only when confirmed).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE student_charters (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      school_group_id bigint REFERENCES groups (id) ON DELETE SET NULL,
      school_name text NOT NULL CHECK (length(school_name) BETWEEN 2 AND 40),
      contact_name text NOT NULL CHECK (length(contact_name) BETWEEN 2 AND 20),
      contact_phone text NOT NULL CHECK (contact_phone ~ '^1[0-9]{10}$'),
      departs_at timestamptz NOT NULL,
      returns_at timestamptz,
      headcount integer NOT NULL CHECK (headcount > 0),
      origin_name text NOT NULL,
      origin_lng double precision NOT NULL,
      origin_lat double precision NOT NULL,
      destination_name text NOT NULL,
      destination_lng double precision NOT NULL,
      destination_lat double precision NOT NULL,
      note text NOT NULL DEFAULT '' CHECK (length(note) <= 200),
      rules_version text NOT NULL,
      quote jsonb NOT NULL,
      fee_cents integer NOT NULL CHECK (fee_cents >= 0),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'declined', 'cancelled')),
      confirmed_fee_cents integer CHECK (confirmed_fee_cents > 0),
      adjust_reason text NOT NULL DEFAULT '' CHECK (length(adjust_reason) <= 200),
      decline_reason text NOT NULL DEFAULT '' CHECK (length(decline_reason) <= 200),
      decided_at timestamptz,
      -- The operator who confirmed or declined it (null while pending, or cancelled by the requester).
      decided_by bigint REFERENCES operators (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (returns_at IS NULL OR returns_at > departs_at),
      CHECK ((status = 'confirmed') = (confirmed_fee_cents IS NOT NULL)),
      CHECK (confirmed_fee_cents IS NULL OR confirmed_fee_cents = fee_cents OR adjust_reason <> ''),
      CHECK (status <> 'declined' OR decline_reason <> ''),
      CHECK ((status = 'pending') = (decided_at IS NULL))
    )`.execute(db);
  // The passenger's list and their count of pending requests; the console's list, pending first by date.
  await sql`CREATE INDEX student_charters_user_idx ON student_charters (user_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX student_charters_status_idx ON student_charters (status, departs_at)`.execute(db);
};

export const down = async (): Promise<void> => {
  throw new Error('Migrations are forward-only');
};
