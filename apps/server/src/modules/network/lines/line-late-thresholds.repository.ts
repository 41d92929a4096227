import type { DbOrTx } from '../../../db/database';

const columns = ['id', 'code', 'name', 'is_active', 'late_minor_minutes', 'late_major_minutes'] as const;

/** Each line's lateness thresholds (minutes late at a rider's boarding stop for 50% and 100% back). */
export const createLineLateThresholdsRepository = (db: DbOrTx) => ({
  list: (tx: DbOrTx = db) => tx.selectFrom('lines').select(columns).orderBy('is_active', 'desc').orderBy('code').orderBy('id').execute(),

  lock: (lineId: number, tx: DbOrTx) => tx.selectFrom('lines').select(columns).where('id', '=', lineId).forUpdate().executeTakeFirst(),

  update: (lineId: number, thresholds: { minorMinutes: number; majorMinutes: number }, at: Date, tx: DbOrTx) =>
    tx
      .updateTable('lines')
      .set({ late_minor_minutes: thresholds.minorMinutes, late_major_minutes: thresholds.majorMinutes, updated_at: at })
      .where('id', '=', lineId)
      .returning(columns)
      .executeTakeFirstOrThrow(),
});

export type LineLateThresholdsRepository = ReturnType<typeof createLineLateThresholdsRepository>;
