import type { DbOrTx } from '../../../db/database';

export type DriverRow = { id: number; name: string; phone: string; license_no: string; is_active: boolean; created_at: Date };

const COLUMNS = ['id', 'name', 'phone', 'license_no', 'is_active', 'created_at'] as const;

export type DriverChanges = Partial<{ name: string; phone: string; license_no: string; is_active: boolean }>;

/** The drivers table (migration 0011): who may be put on a departure. */
export const createDriversRepository = (db: DbOrTx) => ({
  list: (tx: DbOrTx = db): Promise<DriverRow[]> =>
    tx.selectFrom('drivers').select(COLUMNS).orderBy('is_active', 'desc').orderBy('name').orderBy('id').execute(),

  find: (id: number, tx: DbOrTx = db): Promise<DriverRow | undefined> => tx.selectFrom('drivers').select(COLUMNS).where('id', '=', id).executeTakeFirst(),

  /** Locked: edits of one driver and assignments of them take turns. */
  lock: (id: number, tx: DbOrTx): Promise<DriverRow | undefined> =>
    tx.selectFrom('drivers').select(COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst(),

  /** undefined: the phone is another driver's. */
  insert: (input: { name: string; phone: string; licenseNo: string }, tx: DbOrTx = db): Promise<DriverRow | undefined> =>
    tx
      .insertInto('drivers')
      .values({ name: input.name, phone: input.phone, license_no: input.licenseNo })
      .onConflict((oc) => oc.column('phone').doNothing())
      .returning(COLUMNS)
      .executeTakeFirst(),

  update: (id: number, changes: DriverChanges, tx: DbOrTx = db): Promise<DriverRow> =>
    tx.updateTable('drivers').set(changes).where('id', '=', id).returning(COLUMNS).executeTakeFirstOrThrow(),

  isPhoneTaken: async (phone: string, exceptId: number, tx: DbOrTx = db): Promise<boolean> =>
    (await tx.selectFrom('drivers').select('id').where('phone', '=', phone).where('id', '<>', exceptId).executeTakeFirst()) !== undefined,
});

export type DriversRepository = ReturnType<typeof createDriversRepository>;
