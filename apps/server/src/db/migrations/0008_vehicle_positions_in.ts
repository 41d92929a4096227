import { sql, type Kysely } from 'kysely';

/**
 * Vehicle positions in (live buses, decision 026): on-board devices push points with their vehicle's token, a GTFS-Realtime
 * feed is polled, and both go through one ingest (decision 026).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  // A vehicle reports one point per instant: a resent point is a duplicate (INSERT … ON CONFLICT DO NOTHING).
  // Nothing wrote this table before this migration, but drop any twins so that the index can be built regardless.
  await sql`
    DELETE FROM vehicle_positions p USING vehicle_positions q
    WHERE p.vehicle_id = q.vehicle_id AND p.recorded_at = q.recorded_at AND p.id > q.id`.execute(db);
  await sql`CREATE UNIQUE INDEX vehicle_positions_instant_idx ON vehicle_positions (vehicle_id, recorded_at)`.execute(db);

  // Refused points are counted, never stored: per Shanghai day, vehicle (NULL: a feed's bus that is not ours) and reason.
  await sql`
    CREATE TABLE vehicle_position_rejections (
      day date NOT NULL,
      vehicle_id bigint REFERENCES vehicles (id) ON DELETE CASCADE,
      reason text NOT NULL,
      count integer NOT NULL CHECK (count >= 0)
    )`.execute(db);
  await sql`
    CREATE UNIQUE INDEX vehicle_position_rejections_key_idx
    ON vehicle_position_rejections (day, coalesce(vehicle_id, 0), reason)`.execute(db);

  // One device token per vehicle, kept as its SHA-256 like session tokens; issuing a new one replaces the old.
  await sql`
    CREATE TABLE vehicle_tokens (
      vehicle_id bigint PRIMARY KEY REFERENCES vehicles (id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL
    )`.execute(db);
};

export const down = async (): Promise<void> => {
  throw new Error('Migrations are forward-only');
};
