import type { DbOrTx } from '../../../db/database';

export type PassengerRow = {
  id: number;
  name: string;
  id_type: 'idCard';
  id_number: string;
  phone: string;
  ic_card_no: string;
  is_self: boolean;
};

export type PassengerFields = Omit<PassengerRow, 'id'>;

const columns = ['id', 'name', 'id_type', 'id_number', 'phone', 'ic_card_no', 'is_self'] as const;

/** Every query is scoped by user_id: another account's passenger is indistinguishable from a missing one. */
export const createPassengerRepository = (db: DbOrTx) => ({
  listByUser: (userId: number, tx: DbOrTx = db): Promise<PassengerRow[]> =>
    tx
      .selectFrom('passengers')
      .select(columns)
      .where('user_id', '=', userId)
      .orderBy('is_self', 'desc')
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .execute(),

  countByUser: async (userId: number, tx: DbOrTx = db): Promise<number> => {
    const row = await tx
      .selectFrom('passengers')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  findOwned: (userId: number, id: number, tx: DbOrTx = db): Promise<PassengerRow | undefined> =>
    tx.selectFrom('passengers').select(columns).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst(),

  /** Whether the user already has this ID number on another passenger than `exceptId`. */
  hasIdNumber: async (userId: number, idType: string, idNumber: string, exceptId: number | null, tx: DbOrTx = db): Promise<boolean> => {
    let query = tx
      .selectFrom('passengers')
      .select('id')
      .where('user_id', '=', userId)
      .where('id_type', '=', idType as 'idCard')
      .where('id_number', '=', idNumber);
    if (exceptId !== null) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  },

  /** At most one "self" per account: cleared on the others before one is marked. */
  clearSelf: async (userId: number, exceptId: number | null, tx: DbOrTx = db): Promise<void> => {
    let query = tx.updateTable('passengers').set({ is_self: false }).where('user_id', '=', userId).where('is_self', '=', true);
    if (exceptId !== null) query = query.where('id', '<>', exceptId);
    await query.execute();
  },

  insert: (userId: number, fields: PassengerFields, tx: DbOrTx = db): Promise<PassengerRow> =>
    tx
      .insertInto('passengers')
      .values({ user_id: userId, ...fields })
      .returning(columns)
      .executeTakeFirstOrThrow(),

  update: (userId: number, id: number, fields: PassengerFields, tx: DbOrTx = db): Promise<PassengerRow | undefined> =>
    tx
      .updateTable('passengers')
      .set({ ...fields, updated_at: new Date() })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .returning(columns)
      .executeTakeFirst(),

  delete: async (userId: number, id: number, tx: DbOrTx = db): Promise<boolean> => {
    const row = await tx.deleteFrom('passengers').where('user_id', '=', userId).where('id', '=', id).returning('id').executeTakeFirst();
    return row !== undefined;
  },
});

export type PassengerRepository = ReturnType<typeof createPassengerRepository>;
