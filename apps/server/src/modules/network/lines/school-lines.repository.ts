import type { DbOrTx } from '../../../db/database';

/** The SQL of keeping a school's lines on sale (lines.sells_until, decision 049). */
export const createSchoolLinesRepository = (db: DbOrTx) => ({
  /** Sets the day the group's lines are kept on sale to; answers the ids of the lines that changed. */
  setSellsUntil: async (groupId: number, until: string | null, at: Date, tx: DbOrTx = db): Promise<number[]> => {
    const rows = await tx
      .updateTable('lines')
      .set({ sells_until: until, updated_at: at })
      .where('group_id', '=', groupId)
      .where((eb) => (until === null ? eb('sells_until', 'is not', null) : eb.or([eb('sells_until', 'is', null), eb('sells_until', '<>', until)])))
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  },
});

export type SchoolLinesRepository = ReturnType<typeof createSchoolLinesRepository>;
