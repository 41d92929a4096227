import { sql, type Kysely } from 'kysely';

/**
 * Riding: when a ticket was checked in, where the buses are, and invoice requests.
 *
 * A check-in is the one conditional UPDATE tickets SET status = 'used', checked_at = … WHERE status = 'valid'
 * (decision 024); the ride codes themselves are signed, not stored.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`ALTER TABLE tickets ADD COLUMN checked_at timestamptz`.execute(db);

  // What the buses report (the live buses' ingest writes it; until then it is empty and answers say so). recorded_at is the
  // vehicle's own clock, received_at ours. Reads want a vehicle's latest position.
  await sql`
    CREATE TABLE vehicle_positions (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      vehicle_id bigint NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
      lng double precision NOT NULL CHECK (lng BETWEEN -180 AND 180),
      lat double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
      speed_kmh real NOT NULL DEFAULT 0 CHECK (speed_kmh >= 0),
      heading real NOT NULL DEFAULT 0 CHECK (heading >= 0 AND heading < 360),
      recorded_at timestamptz NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX vehicle_positions_latest_idx ON vehicle_positions (vehicle_id, recorded_at DESC)`.execute(db);

  // One e-invoice request per order: a second request is the unique index's refusal (invoiceDuplicate).
  // No provider issues them yet, so 'requested' (开票中) is the only state so far.
  await sql`
    CREATE TABLE invoices (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      order_id bigint NOT NULL REFERENCES orders (id),
      user_id bigint NOT NULL REFERENCES users (id),
      title_type text NOT NULL CHECK (title_type IN ('personal', 'company')),
      title text NOT NULL CHECK (length(title) BETWEEN 1 AND 100),
      tax_number text,
      email text NOT NULL,
      status text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested')),
      created_at timestamptz NOT NULL,
      CHECK ((title_type = 'company') = (tax_number IS NOT NULL))
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX invoices_order_idx ON invoices (order_id)`.execute(db);
  await sql`CREATE INDEX invoices_user_idx ON invoices (user_id, created_at DESC)`.execute(db);
};

export const down = async (): Promise<void> => {
  throw new Error('Migrations are forward-only');
};
