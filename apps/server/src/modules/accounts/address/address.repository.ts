import type { DbOrTx } from '../../../db/database';

export type AddressRow = {
  id: number;
  type: 'home' | 'work' | 'other';
  name: string;
  address: string;
  lng: number;
  lat: number;
};

export type AddressFields = Omit<AddressRow, 'id'>;

const columns = ['id', 'type', 'name', 'address', 'lng', 'lat'] as const;

/** Every query is scoped by user_id: another account's address is indistinguishable from a missing one. */
export const createAddressRepository = (db: DbOrTx) => ({
  listByUser: (userId: number, tx: DbOrTx = db): Promise<AddressRow[]> =>
    tx
      .selectFrom('user_addresses')
      .select(columns)
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),

  countByUser: async (userId: number, tx: DbOrTx = db): Promise<number> => {
    const row = await tx
      .selectFrom('user_addresses')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  findOwned: (userId: number, id: number, tx: DbOrTx = db): Promise<AddressRow | undefined> =>
    tx.selectFrom('user_addresses').select(columns).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst(),

  /** The id of the user's address of this type other than `exceptId` (home and work are unique). */
  findIdOfType: async (userId: number, type: 'home' | 'work', exceptId: number | null, tx: DbOrTx = db): Promise<number | undefined> => {
    let query = tx.selectFrom('user_addresses').select('id').where('user_id', '=', userId).where('type', '=', type);
    if (exceptId !== null) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst())?.id;
  },

  insert: (userId: number, fields: AddressFields, tx: DbOrTx = db): Promise<AddressRow> =>
    tx.insertInto('user_addresses').values({ user_id: userId, ...fields }).returning(columns).executeTakeFirstOrThrow(),

  update: (userId: number, id: number, fields: AddressFields, tx: DbOrTx = db): Promise<AddressRow | undefined> =>
    tx
      .updateTable('user_addresses')
      .set({ ...fields, updated_at: new Date() })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .returning(columns)
      .executeTakeFirst(),

  delete: async (userId: number, id: number, tx: DbOrTx = db): Promise<boolean> => {
    const row = await tx.deleteFrom('user_addresses').where('user_id', '=', userId).where('id', '=', id).returning('id').executeTakeFirst();
    return row !== undefined;
  },
});

export type AddressRepository = ReturnType<typeof createAddressRepository>;
