import { sql, type Kysely } from 'kysely';

/**
 * Demand for new lines (需求征集, decision 046): where and when passengers commute, the colleagues who add
 * themselves to a shared demand (同路 +1), and the OD-collection campaigns an operator runs for one area or
 * employer. Points are GCJ-02; times are minutes after midnight, Asia/Shanghai.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE od_campaigns (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      city_id integer NOT NULL REFERENCES cities (id),
      name text NOT NULL,
      organizer text NOT NULL,
      intro text NOT NULL DEFAULT '',
      place_name text NOT NULL,
      place_address text NOT NULL DEFAULT '',
      place_lng double precision NOT NULL,
      place_lat double precision NOT NULL,
      place_station_id bigint REFERENCES stations (id),
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
      target integer NOT NULL CHECK (target > 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE demands (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id),
      city_id integer REFERENCES cities (id),
      from_name text NOT NULL,
      from_address text NOT NULL DEFAULT '',
      from_lng double precision NOT NULL,
      from_lat double precision NOT NULL,
      from_station_id bigint REFERENCES stations (id),
      to_name text NOT NULL,
      to_address text NOT NULL DEFAULT '',
      to_lng double precision NOT NULL,
      to_lat double precision NOT NULL,
      to_station_id bigint REFERENCES stations (id),
      time_kind text NOT NULL CHECK (time_kind IN ('arrive', 'depart')),
      window_start_minutes integer NOT NULL CHECK (window_start_minutes BETWEEN 300 AND 1380),
      window_end_minutes integer NOT NULL CHECK (window_end_minutes BETWEEN 300 AND 1380),
      weekdays smallint[] NOT NULL CHECK (cardinality(weekdays) > 0),
      people integer NOT NULL CHECK (people BETWEEN 1 AND 50),
      note text NOT NULL DEFAULT '',
      status text NOT NULL DEFAULT 'submitted' CHECK (status IN ('submitted', 'evaluating', 'gathering', 'opened', 'failed')),
      share_code text NOT NULL UNIQUE,
      line_id bigint REFERENCES lines (id),
      od_campaign_id bigint REFERENCES od_campaigns (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (window_end_minutes > window_start_minutes)
    )`.execute(db);
  await sql`CREATE INDEX demands_user_idx ON demands (user_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX demands_city_idx ON demands (city_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX demands_od_campaign_idx ON demands (od_campaign_id) WHERE od_campaign_id IS NOT NULL`.execute(db);

  await sql`
    CREATE TABLE demand_supporters (
      demand_id bigint NOT NULL REFERENCES demands (id) ON DELETE CASCADE,
      user_id bigint NOT NULL REFERENCES users (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (demand_id, user_id)
    )`.execute(db);
  await sql`CREATE INDEX demand_supporters_user_idx ON demand_supporters (user_id)`.execute(db);
};
