import type { Insertable } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import type { BehaviourLogTable } from '../../../db/schema';

export const createBehaviourLogRepository = (db: DbOrTx) => ({
  insertMany: async (rows: Insertable<BehaviourLogTable>[], tx: DbOrTx = db): Promise<number> => {
    if (rows.length === 0) return 0;
    await tx.insertInto('behaviour_logs').values(rows).execute();
    return rows.length;
  },
});

export type BehaviourLogRepository = ReturnType<typeof createBehaviourLogRepository>;
