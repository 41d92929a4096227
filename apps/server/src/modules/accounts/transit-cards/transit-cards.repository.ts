import type { DbOrTx } from '../../../db/database';
import type { TransitCardSchemeValue } from '../../../db/schema';

export type TransitCardRow = { id: number; scheme: TransitCardSchemeValue; number: string; created_at: Date };

const columns = ['id', 'scheme', 'number', 'created_at'] as const;

/** The SQL of a passenger's transit cards (decision 053). */
export const createTransitCardsRepository = (db: DbOrTx) => ({
  listByUser: (userId: number, tx: DbOrTx = db): Promise<TransitCardRow[]> =>
    tx.selectFrom('transit_cards').select(columns).where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),

  countByUser: async (userId: number, tx: DbOrTx = db): Promise<number> =>
    Number(
      (await tx.selectFrom('transit_cards').select((eb) => eb.fn.countAll<number>().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow()).count,
    ),

  /** The same card (scheme and number) already on this account. */
  isBound: async (userId: number, scheme: TransitCardSchemeValue, number: string, tx: DbOrTx = db): Promise<boolean> =>
    (await tx
      .selectFrom('transit_cards')
      .select('id')
      .where('user_id', '=', userId)
      .where('scheme', '=', scheme)
      .where('number', '=', number)
      .executeTakeFirst()) !== undefined,

  insert: (userId: number, card: { scheme: TransitCardSchemeValue; number: string }, tx: DbOrTx = db): Promise<TransitCardRow> =>
    tx.insertInto('transit_cards').values({ user_id: userId, ...card }).returning(columns).executeTakeFirstOrThrow(),

  /** Whether a row of this user was deleted. */
  delete: async (userId: number, cardId: number, tx: DbOrTx = db): Promise<boolean> =>
    Number((await tx.deleteFrom('transit_cards').where('id', '=', cardId).where('user_id', '=', userId).executeTakeFirst()).numDeletedRows) > 0,
});

export type TransitCardsRepository = ReturnType<typeof createTransitCardsRepository>;
