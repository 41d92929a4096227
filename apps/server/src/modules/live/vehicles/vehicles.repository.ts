import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';

/** A stored point as the ingest compares against it. */
export type StoredPoint = { lng: number; lat: number; recorded_at: Date };

/** A point ready to store: validated, GCJ-02, heading in [0, 360). */
export type PositionInsert = {
  lng: number;
  lat: number;
  speedKmh: number;
  heading: number;
  recordedAt: Date;
};

export const createVehiclesRepository = (db: DbOrTx) => ({
  /**
   * For each instant, the vehicle's latest stored point strictly before it (undefined when none), in the order
   * given. One query: a lateral look-up per instant on the (vehicle_id, recorded_at) index.
   */
  previousPoints: async (vehicleId: number, instants: readonly Date[], tx: DbOrTx = db): Promise<(StoredPoint | undefined)[]> => {
    if (instants.length === 0) return [];
    const { rows } = await sql<{ i: number; lng: number | null; lat: number | null; recorded_at: Date | null }>`
      SELECT t.i, p.lng, p.lat, p.recorded_at
      FROM jsonb_array_elements_text(${JSON.stringify(instants.map((at) => at.toISOString()))}::jsonb) WITH ORDINALITY AS t (at, i)
      LEFT JOIN LATERAL (
        SELECT lng, lat, recorded_at FROM vehicle_positions
        WHERE vehicle_id = ${vehicleId} AND recorded_at < t.at::timestamptz
        ORDER BY recorded_at DESC LIMIT 1
      ) p ON true
      ORDER BY t.i`.execute(tx);
    return rows.map((r) =>
      r.recorded_at === null || r.lng === null || r.lat === null
        ? undefined
        : { lng: r.lng, lat: r.lat, recorded_at: new Date(r.recorded_at) },
    );
  },

  /** One INSERT for the batch; a point the vehicle already reported at that instant is skipped. Returns how many were new. */
  insertPositions: async (vehicleId: number, points: readonly PositionInsert[], receivedAt: Date, tx: DbOrTx = db): Promise<number> => {
    if (points.length === 0) return 0;
    const rows = await tx
      .insertInto('vehicle_positions')
      .values(
        points.map((p) => ({
          vehicle_id: vehicleId,
          lng: p.lng,
          lat: p.lat,
          speed_kmh: p.speedKmh,
          heading: p.heading,
          recorded_at: p.recordedAt,
          received_at: receivedAt,
        })),
      )
      .onConflict((oc) => oc.columns(['vehicle_id', 'recorded_at']).doNothing())
      .returning('id')
      .execute();
    return rows.length;
  },

  /** Adds to the day's refusal counts; vehicleId null is a report for a vehicle that is not ours. */
  countRejections: async (day: string, vehicleId: number | null, counts: Readonly<Record<string, number>>, tx: DbOrTx = db): Promise<void> => {
    const entries = Object.entries(counts).filter(([, n]) => n > 0);
    if (entries.length === 0) return;
    const values = entries.map(([reason, n]) => sql`(${day}::date, ${vehicleId}::bigint, ${reason}, ${n}::integer)`);
    await sql`
      INSERT INTO vehicle_position_rejections AS r (day, vehicle_id, reason, count)
      VALUES ${sql.join(values)}
      ON CONFLICT (day, coalesce(vehicle_id, 0), reason) DO UPDATE SET count = r.count + excluded.count`.execute(tx);
  },

  /** The day's refusal counts, for operators and tests. */
  rejectionsOn: (day: string, tx: DbOrTx = db) =>
    tx
      .selectFrom('vehicle_position_rejections')
      .select(['vehicle_id', 'reason', 'count'])
      .where('day', '=', day)
      .orderBy('reason')
      .execute(),

  /** The vehicle holding this device token (its SHA-256), if any. */
  findVehicleByTokenHash: (tokenHash: string, tx: DbOrTx = db): Promise<{ vehicle_id: number } | undefined> =>
    tx.selectFrom('vehicle_tokens').select('vehicle_id').where('token_hash', '=', tokenHash).executeTakeFirst(),

  /** Issues (or replaces) the vehicle's one device token. */
  saveToken: async (vehicleId: number, tokenHash: string, at: Date, tx: DbOrTx = db): Promise<void> => {
    await tx
      .insertInto('vehicle_tokens')
      .values({ vehicle_id: vehicleId, token_hash: tokenHash, created_at: at })
      .onConflict((oc) => oc.column('vehicle_id').doUpdateSet({ token_hash: tokenHash, created_at: at }))
      .execute();
  },

  /** Revokes the vehicle's device token; false when it had none. */
  deleteToken: async (vehicleId: number, tx: DbOrTx = db): Promise<boolean> => {
    const rows = await tx.deleteFrom('vehicle_tokens').where('vehicle_id', '=', vehicleId).returning('vehicle_id').execute();
    return rows.length > 0;
  },

  findVehicle: (vehicleId: number, tx: DbOrTx = db) =>
    tx.selectFrom('vehicles').select(['id', 'plate']).where('id', '=', vehicleId).executeTakeFirst(),

  /** Our vehicles by plate (a feed names buses by their plates). */
  vehicleIdsByPlate: async (plates: readonly string[], tx: DbOrTx = db): Promise<Map<string, number>> => {
    if (plates.length === 0) return new Map();
    const rows = await tx.selectFrom('vehicles').select(['id', 'plate']).where('plate', 'in', plates).execute();
    return new Map(rows.map((r) => [r.plate, r.id]));
  },
});

export type VehiclesRepository = ReturnType<typeof createVehiclesRepository>;
