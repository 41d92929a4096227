import type { DbOrTx } from '../../../db/database';

export type UserRow = { id: number; phone: string; nickname: string };

export const createUserRepository = (db: DbOrTx) => ({
  findById: (id: number, tx: DbOrTx = db): Promise<UserRow | undefined> =>
    tx.selectFrom('users').select(['id', 'phone', 'nickname']).where('id', '=', id).executeTakeFirst(),

  findPhones: async (ids: readonly number[], tx: DbOrTx = db): Promise<Map<number, string>> => {
    if (ids.length === 0) return new Map();
    const rows = await tx.selectFrom('users').select(['id', 'phone']).where('id', 'in', [...new Set(ids)]).execute();
    return new Map(rows.map((row) => [row.id, row.phone]));
  },

  /** Finds the user by phone or creates one; safe when two requests race for the same phone. */
  findOrCreateByPhone: async (phone: string, tx: DbOrTx = db): Promise<UserRow> => {
    await tx.insertInto('users').values({ phone }).onConflict((oc) => oc.column('phone').doNothing()).execute();
    return tx
      .selectFrom('users')
      .select(['id', 'phone', 'nickname'])
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
  },

  /**
   * Like findOrCreateByPhone, and says whether this call created the account. Of two requests racing for a
   * new phone, the second waits on the first's insert and finds its account: exactly one says created.
   */
  findOrCreateByPhoneNoting: async (phone: string, tx: DbOrTx = db): Promise<{ user: UserRow; isCreated: boolean }> => {
    const created = await tx
      .insertInto('users')
      .values({ phone })
      .onConflict((oc) => oc.column('phone').doNothing())
      .returning(['id', 'phone', 'nickname'])
      .executeTakeFirst();
    if (created) return { user: created, isCreated: true };
    const user = await tx.selectFrom('users').select(['id', 'phone', 'nickname']).where('phone', '=', phone).executeTakeFirstOrThrow();
    return { user, isCreated: false };
  },

  updateNickname: async (id: number, nickname: string, tx: DbOrTx = db): Promise<UserRow | undefined> =>
    tx
      .updateTable('users')
      .set({ nickname })
      .where('id', '=', id)
      .returning(['id', 'phone', 'nickname'])
      .executeTakeFirst(),

  /**
   * Holds the user's row until the transaction ends: the caps on passengers and addresses count and insert
   * under it, so two concurrent adds cannot both pass at the limit.
   */
  lockForUpdate: async (id: number, tx: DbOrTx): Promise<void> => {
    await tx.selectFrom('users').select('id').where('id', '=', id).forUpdate().execute();
  },
});

export type UserRepository = ReturnType<typeof createUserRepository>;
