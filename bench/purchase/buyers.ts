// Buyers for the purchase bench: one user and one passenger each (a passenger rides a departure once), and
// for HTTP a session too. How many a run needs depends on how fast the machine and the code are, so the
// pool is sized from the rate measured in each warm-up; should a run still outrun it, the client that finds
// it empty makes the next batch and the run goes on (the result counts such batches: they cost the waiting
// clients a pause), instead of stopping the bench.
import { sql } from 'kysely';
import type { Db } from '../../apps/server/src/db/database';
import { hashSessionToken, newSessionToken } from '../../apps/server/src/modules/accounts/session/session-token';

export type Buyer = { userId: string; passengerId: string; token: string | null };

const ID_NUMBER = '440308199001011239';
/** Phones 15xxxxxxxxx, numbered across every pool of the run so that two pools never share one. */
let nextPhone = 1;

export const createBuyerPool = (db: Db, { name, hasSessions }: { name: string; hasSessions: boolean }) => {
  const buyers: Buyer[] = [];
  let next = 0;
  let created = 0;
  let onDemandBatches = 0;
  let growing: Promise<void> | null = null;

  const make = async (count: number): Promise<void> => {
    const from = nextPhone;
    nextPhone += count;
    const rows = (
      await sql<{ user_id: number; passenger_id: number }>`
        WITH u AS (
          INSERT INTO users (phone) SELECT '15' || lpad(g::text, 9, '0') FROM generate_series(${from}::integer, ${from + count - 1}::integer) AS g RETURNING id
        )
        INSERT INTO passengers (user_id, name, id_type, id_number)
        SELECT id, '压测乘客', 'idCard', ${ID_NUMBER} FROM u
        RETURNING user_id, id AS passenger_id`.execute(db)
    ).rows;
    const made = rows.map((r) => ({ userId: String(r.user_id), passengerId: String(r.passenger_id), token: hasSessions ? newSessionToken() : null }));
    if (hasSessions) {
      const expiresAt = new Date(Date.now() + 86_400_000);
      for (let i = 0; i < made.length; i += 2000) {
        await db
          .insertInto('sessions')
          .values(
            made.slice(i, i + 2000).map((b) => ({ user_id: Number(b.userId), token_hash: hashSessionToken(b.token ?? ''), platform: 'H5', device_id: 'bench-device', is_persistent: true, expires_at: expiresAt })),
          )
          .execute();
      }
    }
    buyers.push(...made);
    created += made.length;
  };

  /** One batch at a time: clients that find the pool empty together wait for the same batch. */
  const grow = (count: number): Promise<void> => {
    growing ??= make(count).finally(() => {
      growing = null;
    });
    return growing;
  };

  return {
    name,
    /** Makes sure at least `count` unused buyers are ready (before a measured run, not during it). */
    ensure: async (count: number): Promise<void> => {
      const missing = Math.ceil(count) - (buyers.length - next);
      if (missing > 0) await grow(missing);
    },
    /** The next unused buyer; if there is none, the next batch is made on the spot (counted as a top-up). */
    take: async (): Promise<Buyer> => {
      while (next >= buyers.length) {
        if (!growing) onDemandBatches += 1;
        await grow(1000);
      }
      return buyers[next++]!;
    },
    stats: () => ({ name, created, used: next, onDemandBatches }),
  };
};

export type BuyerPool = ReturnType<typeof createBuyerPool>;
