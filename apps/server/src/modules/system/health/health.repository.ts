import { sql } from 'kysely';
import type { Db } from '../../../db/database';

export const createHealthRepository = (db: Db) => ({
  ping: async (): Promise<void> => {
    await sql`SELECT 1`.execute(db);
  },
});

export type HealthRepository = ReturnType<typeof createHealthRepository>;
