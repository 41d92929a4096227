import { sql, type Kysely } from 'kysely';

/**
 * Return-to-work shuttles (复工专线, decision 052).
 *
 * - return_work_campaigns: what the operator opens: a city, the days it covers, the declaration fields it
 *   asks ([{ key, label, kind, isRequired }]), what an employer pays per rider and ride.
 * - return_work_requests: needs stated by a person or an employer (return-work-collect): a headcount.
 * - return_work_enrolments: named riders, by phone, one per campaign and phone (a unique index): listed on an
 *   employer's list (no trip yet), waiting (a day and both ends asked), assigned (on a shuttle, with the
 *   order of their ticket). group_id is the employer's, null for a private enrolment.
 * - return_work_shuttles: a shuttle the operator made: its line (network's custom line, one departure) and
 *   the vehicle's seats. Seats are kept by the departure's own count (buying's conditional update).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE return_work_campaigns (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name text NOT NULL CHECK (length(name) BETWEEN 2 AND 40),
      city_id integer NOT NULL REFERENCES cities (id),
      starts_on date NOT NULL,
      ends_on date NOT NULL,
      intro text NOT NULL DEFAULT '' CHECK (length(intro) <= 500),
      fields jsonb NOT NULL DEFAULT '[]',
      employer_fare_cents integer NOT NULL DEFAULT 0 CHECK (employer_fare_cents BETWEEN 0 AND 100000),
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
      created_by bigint REFERENCES operators (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (ends_on >= starts_on)
    )`.execute(db);
  await sql`CREATE INDEX return_work_campaigns_city_idx ON return_work_campaigns (city_id, ends_on)`.execute(db);

  await sql`
    CREATE TABLE return_work_requests (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      campaign_id bigint NOT NULL REFERENCES return_work_campaigns (id),
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('person', 'enterprise')),
      company_name text NOT NULL DEFAULT '' CHECK (length(company_name) <= 40),
      contact_name text NOT NULL CHECK (length(contact_name) BETWEEN 2 AND 20),
      contact_phone text NOT NULL CHECK (contact_phone ~ '^1[0-9]{10}$'),
      from_name text NOT NULL,
      from_lng double precision NOT NULL,
      from_lat double precision NOT NULL,
      to_name text NOT NULL,
      to_lng double precision NOT NULL,
      to_lat double precision NOT NULL,
      travel_date date NOT NULL,
      people integer NOT NULL CHECK (people BETWEEN 1 AND 2000),
      declarations jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (kind = 'person' OR length(company_name) >= 2)
    )`.execute(db);
  await sql`CREATE INDEX return_work_requests_campaign_idx ON return_work_requests (campaign_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX return_work_requests_user_idx ON return_work_requests (user_id, campaign_id)`.execute(db);

  await sql`
    CREATE TABLE return_work_shuttles (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      campaign_id bigint NOT NULL REFERENCES return_work_campaigns (id),
      line_id bigint NOT NULL UNIQUE REFERENCES lines (id),
      departure_id bigint NOT NULL UNIQUE REFERENCES departures (id),
      service_date date NOT NULL,
      departs_at timestamptz NOT NULL,
      seats integer NOT NULL CHECK (seats BETWEEN 1 AND 80),
      plate text NOT NULL DEFAULT '' CHECK (length(plate) <= 12),
      from_name text NOT NULL,
      to_name text NOT NULL,
      created_by bigint REFERENCES operators (id),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX return_work_shuttles_campaign_idx ON return_work_shuttles (campaign_id, departs_at)`.execute(db);

  await sql`
    CREATE TABLE return_work_enrolments (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      campaign_id bigint NOT NULL REFERENCES return_work_campaigns (id),
      -- The employer who listed them; null for a passenger's own enrolment.
      group_id bigint REFERENCES groups (id),
      -- The account that enrolled them (the employer's contact, or the rider).
      enrolled_by bigint NOT NULL REFERENCES users (id),
      name text NOT NULL CHECK (length(name) BETWEEN 2 AND 20),
      phone text NOT NULL CHECK (phone ~ '^1[0-9]{10}$'),
      declarations jsonb NOT NULL DEFAULT '{}',
      status text NOT NULL DEFAULT 'listed' CHECK (status IN ('listed', 'waiting', 'assigned')),
      travel_date date,
      from_name text,
      from_lng double precision,
      from_lat double precision,
      to_name text,
      to_lng double precision,
      to_lat double precision,
      shuttle_id bigint REFERENCES return_work_shuttles (id),
      -- The rider's account (found or made by phone) and their ticket's order, once on a shuttle.
      rider_user_id bigint REFERENCES users (id),
      order_id bigint REFERENCES orders (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((status = 'listed') = (travel_date IS NULL)),
      CHECK ((travel_date IS NULL) = (from_name IS NULL) AND (travel_date IS NULL) = (to_name IS NULL)),
      CHECK ((status = 'assigned') = (shuttle_id IS NOT NULL)),
      CHECK ((status = 'assigned') = (order_id IS NOT NULL)),
      -- Only an employer lists without a trip.
      CHECK (status <> 'listed' OR group_id IS NOT NULL)
    )`.execute(db);
  // One enrolment per person and campaign, whoever made it.
  await sql`CREATE UNIQUE INDEX return_work_enrolments_phone_idx ON return_work_enrolments (campaign_id, phone)`.execute(db);
  await sql`CREATE INDEX return_work_enrolments_group_idx ON return_work_enrolments (group_id, campaign_id) WHERE group_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX return_work_enrolments_status_idx ON return_work_enrolments (campaign_id, status, travel_date)`.execute(db);
  await sql`CREATE INDEX return_work_enrolments_shuttle_idx ON return_work_enrolments (shuttle_id) WHERE shuttle_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX return_work_enrolments_phone_lookup_idx ON return_work_enrolments (phone)`.execute(db);
};
