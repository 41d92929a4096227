import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';

/** A vehicle as the console lists it: its line, its device token's issue time and its latest report. */
export type FleetVehicleRow = {
  id: number;
  plate: string;
  capacity: number;
  line_id: number | null;
  line_code: string | null;
  line_name: string | null;
  token_issued_at: Date | null;
  last_position_at: Date | null;
};

export type VehicleChanges = Partial<{ plate: string; capacity: number; line_id: number | null }>;

const fleetRows = (tx: DbOrTx) =>
  tx
    .selectFrom('vehicles as v')
    .leftJoin('lines as l', 'l.id', 'v.line_id')
    .leftJoin('vehicle_tokens as t', 't.vehicle_id', 'v.id')
    .select([
      'v.id',
      'v.plate',
      'v.capacity',
      'v.line_id',
      'l.code as line_code',
      'l.name as line_name',
      't.created_at as token_issued_at',
      // The (vehicle_id, recorded_at) index answers this per vehicle.
      sql<Date | null>`(SELECT max(p.recorded_at) FROM vehicle_positions p WHERE p.vehicle_id = v.id)`.as('last_position_at'),
    ]);

/** The console's vehicle register: the vehicles table, read with its line, token and latest report. */
export const createFleetVehiclesRepository = (db: DbOrTx) => ({
  list: (tx: DbOrTx = db): Promise<FleetVehicleRow[]> => fleetRows(tx).orderBy('v.plate').execute(),

  find: (id: number, tx: DbOrTx = db): Promise<FleetVehicleRow | undefined> => fleetRows(tx).where('v.id', '=', id).executeTakeFirst(),

  /** The row locked for a change, so that two edits of one vehicle take turns. */
  lock: (id: number, tx: DbOrTx) => tx.selectFrom('vehicles').select(['id', 'plate', 'capacity', 'line_id']).where('id', '=', id).forUpdate().executeTakeFirst(),

  /** undefined: the plate is taken. */
  insert: async (input: { plate: string; capacity: number; lineId: number | null }, tx: DbOrTx = db): Promise<number | undefined> => {
    const row = await tx
      .insertInto('vehicles')
      .values({ plate: input.plate, capacity: input.capacity, line_id: input.lineId })
      .onConflict((oc) => oc.column('plate').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  },

  update: async (id: number, changes: VehicleChanges, tx: DbOrTx = db): Promise<void> => {
    await tx.updateTable('vehicles').set(changes).where('id', '=', id).execute();
  },

  isPlateTaken: async (plate: string, exceptId: number, tx: DbOrTx = db): Promise<boolean> =>
    (await tx.selectFrom('vehicles').select('id').where('plate', '=', plate).where('id', '<>', exceptId).executeTakeFirst()) !== undefined,

  /** The lines a vehicle may belong to (active ones), by code. */
  lines: (tx: DbOrTx = db) => tx.selectFrom('lines').select(['id', 'code', 'name']).where('is_active', '=', true).orderBy('code').orderBy('id').execute(),

  lineExists: async (lineId: number, tx: DbOrTx = db): Promise<boolean> =>
    (await tx.selectFrom('lines').select('id').where('id', '=', lineId).executeTakeFirst()) !== undefined,
});

export type FleetVehiclesRepository = ReturnType<typeof createFleetVehiclesRepository>;
