import type { DbOrTx } from '../../../db/database';
import type { PeriodKind } from '../../../time/periods';

/** The SQL of keeping a line on sale through its next period (lines.sells_through_next, decision 050). */
export const createPassSalesRepository = (db: DbOrTx) => ({
  /** Sets how far the line is kept on sale; answers whether it changed. */
  setSellsThroughNext: async (lineId: number, kind: PeriodKind | null, at: Date, tx: DbOrTx = db): Promise<boolean> => {
    const row = await tx
      .updateTable('lines')
      .set({ sells_through_next: kind, updated_at: at })
      .where('id', '=', lineId)
      .where((eb) => (kind === null ? eb('sells_through_next', 'is not', null) : eb.or([eb('sells_through_next', 'is', null), eb('sells_through_next', '<>', kind)])))
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },
});

export type PassSalesRepository = ReturnType<typeof createPassSalesRepository>;
