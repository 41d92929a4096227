import { sql, type Kysely } from 'kysely';

/**
 * ETAs (live buses): per-segment travel times learned from the buses' own positions (decision 028).
 *
 * A segment is stop from_seq → the next stop of the line, from reaching the one to reaching the other (so
 * the dwell at from_seq is inside it), kept per hour of the day (Asia/Shanghai) as an exponentially
 * weighted mean. The learning job records when each departure reached each stop and reads new positions
 * from a cursor kept in a one-row table, locked so that one instance learns at a time.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE segment_travel_times (
      line_id bigint NOT NULL REFERENCES lines (id) ON DELETE CASCADE,
      from_seq integer NOT NULL,
      hour_of_day smallint NOT NULL CHECK (hour_of_day BETWEEN 0 AND 23),
      mean_seconds real NOT NULL CHECK (mean_seconds > 0),
      samples integer NOT NULL CHECK (samples > 0),
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (line_id, from_seq, hour_of_day)
    )`.execute(db);

  // When a departure reached a stop (left it, for the first stop): one row per stop, the first seen wins.
  await sql`
    CREATE TABLE stop_passages (
      departure_id bigint NOT NULL REFERENCES departures (id) ON DELETE CASCADE,
      seq integer NOT NULL,
      passed_at timestamptz NOT NULL,
      PRIMARY KEY (departure_id, seq)
    )`.execute(db);

  // The learning job's cursor: positions received up to this instant have been read.
  await sql`
    CREATE TABLE segment_learning_state (
      id smallint PRIMARY KEY CHECK (id = 1),
      received_until timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    )`.execute(db);
  await sql`INSERT INTO segment_learning_state (id, received_until, updated_at) VALUES (1, 'epoch', now())`.execute(db);
};

export const down = async (): Promise<void> => {
  throw new Error('Migrations are forward-only');
};
