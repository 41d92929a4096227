import { sql, type Kysely } from 'kysely';

/**
 * A school's student list (学生名单, decision 049), imported from its own records: one row per student number.
 * A guardian's registration that matches a row (number, name and guardian phone) is approved at once.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE school_roster (
      group_id bigint NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
      student_no text NOT NULL CHECK (length(student_no) BETWEEN 4 AND 20),
      name text NOT NULL CHECK (length(name) BETWEEN 2 AND 20),
      class_name text NOT NULL DEFAULT '' CHECK (length(class_name) <= 20),
      guardian_phone text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (group_id, student_no)
    )`.execute(db);
};
