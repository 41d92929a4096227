import { sql, type Kysely } from 'kysely';

/**
 * Lines and discovery: the network (agencies, regions, stations, lines and their stops and shapes), the
 * service calendar (weekdays, China's public holidays and make-up workdays, exceptions), trips, the
 * departures sold per date, vehicles, and what passengers keep (collections) or see (banners, notices).
 * Coordinates are GCJ-02 (what Chinese maps draw). Times are UTC; service dates are Asia/Shanghai dates.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  // Official calendar: 'holiday' = a public holiday off work; 'workday' = a weekend day worked (调休).
  await sql`
    CREATE TABLE cn_calendar_days (
      day date PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('holiday', 'workday')),
      name text NOT NULL
    )`.execute(db);

  await sql`
    CREATE TABLE agencies (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      external_id text NOT NULL UNIQUE,
      name text NOT NULL,
      phone text NOT NULL DEFAULT '',
      url text NOT NULL DEFAULT ''
    )`.execute(db);

  await sql`
    CREATE TABLE regions (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      city_id integer NOT NULL REFERENCES cities (id),
      parent_id bigint REFERENCES regions (id),
      code text NOT NULL UNIQUE,
      name text NOT NULL,
      level smallint NOT NULL CHECK (level BETWEEN 1 AND 3),
      lng double precision NOT NULL,
      lat double precision NOT NULL,
      path jsonb
    )`.execute(db);

  await sql`
    CREATE TABLE stations (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      external_id text NOT NULL UNIQUE,
      city_id integer NOT NULL REFERENCES cities (id),
      region_id bigint REFERENCES regions (id),
      name text NOT NULL,
      alias text NOT NULL DEFAULT '',
      lng double precision NOT NULL CHECK (lng BETWEEN -180 AND 180),
      lat double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
      is_valid boolean NOT NULL DEFAULT true,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  // Radius queries: a bounding box on this index, then the exact great-circle distance.
  await sql`CREATE INDEX stations_point_idx ON stations USING gist (point(lng, lat))`.execute(db);
  await sql`CREATE INDEX stations_city_name_idx ON stations (city_id, name)`.execute(db);

  await sql`
    CREATE TABLE lines (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      external_id text NOT NULL UNIQUE,
      city_id integer NOT NULL REFERENCES cities (id),
      agency_id bigint REFERENCES agencies (id),
      code text NOT NULL,
      name text NOT NULL,
      type text NOT NULL CHECK (type IN ('commute', 'custom', 'enterprise', 'company', 'school', 'carpool', 'holiday', 'tour')),
      price_cents integer NOT NULL CHECK (price_cents >= 0),
      is_white_list boolean NOT NULL DEFAULT false,
      is_active boolean NOT NULL DEFAULT true,
      color text NOT NULL DEFAULT '',
      description text NOT NULL DEFAULT '',
      shape jsonb,
      distance_m integer NOT NULL DEFAULT 0,
      reverse_line_id bigint REFERENCES lines (id),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX lines_city_idx ON lines (city_id) WHERE is_active`.execute(db);

  await sql`
    CREATE TABLE line_stops (
      line_id bigint NOT NULL REFERENCES lines (id) ON DELETE CASCADE,
      seq smallint NOT NULL CHECK (seq >= 0),
      station_id bigint NOT NULL REFERENCES stations (id),
      minutes_from_start integer NOT NULL CHECK (minutes_from_start >= 0),
      can_board boolean NOT NULL DEFAULT true,
      can_alight boolean NOT NULL DEFAULT true,
      PRIMARY KEY (line_id, seq)
    )`.execute(db);
  await sql`CREATE INDEX line_stops_station_idx ON line_stops (station_id)`.execute(db);

  // weekdays: bit 0 = Monday … bit 6 = Sunday. follows_cn_workdays: off on public holidays, on for make-up workdays.
  await sql`
    CREATE TABLE services (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      external_id text NOT NULL UNIQUE,
      weekdays smallint NOT NULL CHECK (weekdays BETWEEN 0 AND 127),
      start_date date NOT NULL,
      end_date date NOT NULL,
      follows_cn_workdays boolean NOT NULL DEFAULT false,
      CHECK (end_date >= start_date)
    )`.execute(db);

  await sql`
    CREATE TABLE service_exceptions (
      service_id bigint NOT NULL REFERENCES services (id) ON DELETE CASCADE,
      day date NOT NULL,
      is_running boolean NOT NULL,
      PRIMARY KEY (service_id, day)
    )`.execute(db);

  await sql`
    CREATE TABLE line_exceptions (
      line_id bigint NOT NULL REFERENCES lines (id) ON DELETE CASCADE,
      day date NOT NULL,
      is_running boolean NOT NULL,
      reason text NOT NULL DEFAULT '',
      PRIMARY KEY (line_id, day)
    )`.execute(db);

  await sql`
    CREATE TABLE trips (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      external_id text NOT NULL UNIQUE,
      line_id bigint NOT NULL REFERENCES lines (id) ON DELETE CASCADE,
      service_id bigint NOT NULL REFERENCES services (id),
      departure_minutes integer NOT NULL CHECK (departure_minutes BETWEEN 0 AND 2879),
      capacity integer NOT NULL CHECK (capacity > 0),
      headsign text NOT NULL DEFAULT ''
    )`.execute(db);
  await sql`CREATE INDEX trips_line_idx ON trips (line_id)`.execute(db);

  await sql`
    CREATE TABLE vehicles (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      plate text NOT NULL UNIQUE,
      capacity integer NOT NULL CHECK (capacity > 0),
      line_id bigint REFERENCES lines (id),
      driver_name text NOT NULL DEFAULT '',
      driver_phone text NOT NULL DEFAULT ''
    )`.execute(db);

  // One row per trip and service date: the seats sold there. DESIGN "Seats": sold never exceeds capacity.
  await sql`
    CREATE TABLE departures (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      trip_id bigint NOT NULL REFERENCES trips (id) ON DELETE CASCADE,
      line_id bigint NOT NULL REFERENCES lines (id) ON DELETE CASCADE,
      service_date date NOT NULL,
      departs_at timestamptz NOT NULL,
      capacity integer NOT NULL CHECK (capacity > 0),
      seats_sold integer NOT NULL DEFAULT 0 CHECK (seats_sold >= 0 AND seats_sold <= capacity),
      price_cents integer NOT NULL CHECK (price_cents >= 0),
      vehicle_id bigint REFERENCES vehicles (id),
      status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'cancelled')),
      UNIQUE (trip_id, service_date)
    )`.execute(db);
  await sql`CREATE INDEX departures_line_date_idx ON departures (line_id, service_date)`.execute(db);

  await sql`
    CREATE TABLE line_whitelist (
      line_id bigint NOT NULL REFERENCES lines (id) ON DELETE CASCADE,
      phone text NOT NULL CHECK (phone ~ '^1[0-9]{10}$'),
      PRIMARY KEY (line_id, phone)
    )`.execute(db);

  await sql`
    CREATE TABLE line_collections (
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      line_id bigint NOT NULL REFERENCES lines (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, line_id)
    )`.execute(db);

  await sql`
    CREATE TABLE line_announcements (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      line_id bigint NOT NULL REFERENCES lines (id) ON DELETE CASCADE,
      title text NOT NULL,
      content text NOT NULL,
      effective_from date NOT NULL,
      effective_to date,
      published_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE banners (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      city_id integer NOT NULL REFERENCES cities (id),
      title text NOT NULL,
      image_url text NOT NULL,
      link_url text NOT NULL DEFAULT '',
      sort_order integer NOT NULL DEFAULT 0,
      starts_at timestamptz,
      ends_at timestamptz
    )`.execute(db);
};

export const down = async (): Promise<void> => {
  throw new Error('Migrations are forward-only');
};
