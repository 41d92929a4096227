import type { DbOrTx } from '../../../db/database';

const columns = ['id', 'code', 'name', 'accepts_transit_card'] as const;

/** Whether a line's driver takes a transit card swipe (lines.accepts_transit_card, decision 053); in the caller's transaction. */
export const createLineTransitCardRepository = () => ({
  lock: (lineId: number, tx: DbOrTx) => tx.selectFrom('lines').select(columns).where('id', '=', lineId).forUpdate().executeTakeFirst(),

  update: (lineId: number, accepts: boolean, at: Date, tx: DbOrTx) =>
    tx.updateTable('lines').set({ accepts_transit_card: accepts, updated_at: at }).where('id', '=', lineId).returning(columns).executeTakeFirstOrThrow(),
});

export type LineTransitCardRepository = ReturnType<typeof createLineTransitCardRepository>;
