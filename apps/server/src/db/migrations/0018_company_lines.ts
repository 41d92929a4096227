import { sql, type Kysely } from 'kysely';

/**
 * Company lines (园区班车, decision 048): a passenger's application to ride a group's line, decided by the
 * group's administrator (approval makes a membership of method 'application'), and an enterprise's request
 * for a shuttle of its own, answered by the operator with a quote.
 *
 * - ride_applications: one pending per passenger and group (a partial unique index: two at once give one).
 * - shuttle_requests: submitted → quoted → accepted / declined, or closed by the operator; the quote's
 *   columns are set together (a check), valid_until is a date in Asia/Shanghai (lapses at its end of day).
 * - group_memberships.method gains 'application'.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE ride_applications (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      group_id bigint NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
      line_id bigint NOT NULL REFERENCES lines (id),
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      name text NOT NULL CHECK (length(name) BETWEEN 2 AND 20),
      employee_no text NOT NULL DEFAULT '' CHECK (length(employee_no) <= 32),
      department text NOT NULL DEFAULT '' CHECK (length(department) <= 40),
      note text NOT NULL DEFAULT '' CHECK (length(note) <= 200),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'withdrawn')),
      reason text NOT NULL DEFAULT '' CHECK (length(reason) <= 200),
      created_at timestamptz NOT NULL DEFAULT now(),
      decided_at timestamptz,
      -- The operator who approved or rejected it (null while pending, or withdrawn by the passenger).
      decided_by bigint REFERENCES operators (id),
      CHECK ((status = 'pending') = (decided_at IS NULL)),
      CHECK (status <> 'rejected' OR reason <> '')
    )`.execute(db);
  // One pending application per passenger and group.
  await sql`CREATE UNIQUE INDEX ride_applications_pending_idx ON ride_applications (group_id, user_id) WHERE status = 'pending'`.execute(db);
  // The console's list per group (pending first, newest first) and the passenger's own list.
  await sql`CREATE INDEX ride_applications_group_idx ON ride_applications (group_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX ride_applications_user_idx ON ride_applications (user_id, created_at DESC)`.execute(db);

  await sql`
    CREATE TABLE shuttle_requests (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      company_name text NOT NULL CHECK (length(company_name) BETWEEN 2 AND 40),
      contact_name text NOT NULL CHECK (length(contact_name) BETWEEN 2 AND 20),
      contact_phone text NOT NULL CHECK (contact_phone ~ '^1[0-9]{10}$'),
      city_id integer NOT NULL REFERENCES cities (id),
      headcount integer NOT NULL CHECK (headcount BETWEEN 1 AND 5000),
      -- [{ name, lng, lat }] (GCJ-02) and [{ time: 'HH:mm', direction: 'toWork' | 'offWork' }].
      sites jsonb NOT NULL,
      shifts jsonb NOT NULL,
      weekdays smallint[] NOT NULL CHECK (cardinality(weekdays) > 0),
      start_date date NOT NULL,
      note text NOT NULL DEFAULT '' CHECK (length(note) <= 500),
      status text NOT NULL DEFAULT 'submitted' CHECK (status IN ('submitted', 'quoted', 'accepted', 'declined', 'closed')),
      per_ride_cents integer CHECK (per_ride_cents >= 0),
      monthly_cents integer CHECK (monthly_cents >= 0),
      vehicles integer CHECK (vehicles > 0),
      seats_per_vehicle integer CHECK (seats_per_vehicle > 0),
      quote_note text NOT NULL DEFAULT '',
      valid_until date,
      quoted_at timestamptz,
      quoted_by bigint REFERENCES operators (id),
      -- Why the operator closed it, or the enterprise declined the quote.
      reason text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      -- A quote is whole or absent; a request past submitted was quoted, unless the operator closed it before.
      CHECK ((quoted_at IS NULL) = (per_ride_cents IS NULL) AND (quoted_at IS NULL) = (monthly_cents IS NULL)
        AND (quoted_at IS NULL) = (vehicles IS NULL) AND (quoted_at IS NULL) = (seats_per_vehicle IS NULL)
        AND (quoted_at IS NULL) = (valid_until IS NULL)),
      CHECK (status NOT IN ('quoted', 'accepted', 'declined') OR quoted_at IS NOT NULL)
    )`.execute(db);
  // The passenger's list and their count of open requests; the console's list, waiting ones first.
  await sql`CREATE INDEX shuttle_requests_user_idx ON shuttle_requests (user_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX shuttle_requests_status_idx ON shuttle_requests (status, created_at DESC)`.execute(db);

  await sql`ALTER TABLE group_memberships DROP CONSTRAINT group_memberships_method_check`.execute(db);
  await sql`ALTER TABLE group_memberships ADD CONSTRAINT group_memberships_method_check CHECK (method IN ('email', 'inviteCode', 'application'))`.execute(db);
};

export const down = async (): Promise<void> => {
  throw new Error('Migrations are forward-only');
};
