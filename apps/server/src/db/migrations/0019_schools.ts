import { sql, type Kysely } from 'kysely';

/**
 * Schools (decision 049), on the groups of 0016 (kind 'school'):
 *
 * - school_terms: a school's terms (dates, days without school). Overlaps are refused by the service under
 *   the group's row lock (no btree_gist on PGlite for an exclusion constraint).
 * - students: registered by a guardian on one of the school's lines with the stops they ride between;
 *   approved or rejected by the school. A student number once per school while pending or approved.
 * - orders.student_id / term_id: a term pass is an order of the student's school days; one live (pending or
 *   paid) per student and term, by a partial unique index, so two purchases at once make one.
 * - school_notices: what the guardian is told in the app when the student is checked in, once per ticket.
 * - lines.sells_until: a school line's departures are made up to its school's last term day, beyond the
 *   30-day horizon, so a term pass can hold the whole term.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE school_terms (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      group_id bigint NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
      name text NOT NULL CHECK (length(name) BETWEEN 2 AND 30),
      starts_on date NOT NULL,
      ends_on date NOT NULL,
      closed_days date[] NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (ends_on > starts_on),
      CHECK (ends_on - starts_on < 200)
    )`.execute(db);
  await sql`CREATE INDEX school_terms_group_idx ON school_terms (group_id, starts_on)`.execute(db);

  await sql`
    CREATE TABLE students (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      group_id bigint NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
      line_id bigint NOT NULL REFERENCES lines (id),
      guardian_user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      guardian_phone text NOT NULL,
      name text NOT NULL CHECK (length(name) BETWEEN 2 AND 20),
      class_name text NOT NULL CHECK (length(class_name) BETWEEN 1 AND 20),
      student_no text NOT NULL CHECK (length(student_no) BETWEEN 4 AND 20),
      board_seq smallint NOT NULL,
      alight_seq smallint NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'withdrawn')),
      reason text NOT NULL DEFAULT '' CHECK (length(reason) <= 200),
      created_at timestamptz NOT NULL DEFAULT now(),
      decided_at timestamptz,
      decided_by bigint REFERENCES operators (id),
      CHECK (alight_seq > board_seq),
      CHECK ((status = 'pending') = (decided_at IS NULL)),
      CHECK (status <> 'rejected' OR reason <> '')
    )`.execute(db);
  // A student number once per school while the registration stands (pending or approved).
  await sql`CREATE UNIQUE INDEX students_number_idx ON students (group_id, student_no) WHERE status IN ('pending', 'approved')`.execute(db);
  await sql`CREATE INDEX students_group_idx ON students (group_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX students_guardian_idx ON students (guardian_user_id, created_at DESC)`.execute(db);

  await sql`ALTER TABLE orders ADD COLUMN student_id bigint REFERENCES students (id), ADD COLUMN term_id bigint REFERENCES school_terms (id)`.execute(db);
  await sql`ALTER TABLE orders ADD CONSTRAINT orders_term_pass_check CHECK ((student_id IS NULL) = (term_id IS NULL))`.execute(db);
  await sql`
    CREATE UNIQUE INDEX orders_one_live_term_pass_idx ON orders (student_id, term_id)
    WHERE student_id IS NOT NULL AND status IN ('pending', 'paid')`.execute(db);

  await sql`
    CREATE TABLE school_notices (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      guardian_user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      student_id bigint NOT NULL REFERENCES students (id) ON DELETE CASCADE,
      ticket_id bigint NOT NULL UNIQUE REFERENCES tickets (id),
      text text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX school_notices_guardian_idx ON school_notices (guardian_user_id, created_at DESC)`.execute(db);

  await sql`ALTER TABLE lines ADD COLUMN sells_until date`.execute(db);
};
