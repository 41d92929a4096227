import { sql } from 'kysely';
import type { Db } from '../db/database';
import { hashSessionToken, newSessionToken } from '../modules/accounts/session/session-token';
import { TEST_ID_NUMBERS } from './buying-fixture';
import { clientHeaders } from './test-app';

/** A passenger with one rider and a live session: the headers are what the web client would send. */
export type BulkBuyer = { userId: string; passengerId: string; headers: Record<string, string> };

/**
 * `count` buyers written straight into the database in three statements (users, riders, sessions), for
 * tests that need hundreds or thousands of them. Phones are `1` + `series` (two digits, 10..99) + an 8-digit
 * number, so that two calls with different series never share one.
 */
export const insertBulkBuyers = async (db: Db, count: number, series: number): Promise<BulkBuyer[]> => {
  const { rows } = await sql<{ user_id: number; passenger_id: number }>`
    WITH u AS (
      INSERT INTO users (phone)
      SELECT ${`1${series}`} || lpad(g::text, 8, '0') FROM generate_series(1, ${count}::integer) AS g
      RETURNING id
    )
    INSERT INTO passengers (user_id, name, id_type, id_number)
    SELECT id, '测试乘客', 'idCard', ${TEST_ID_NUMBERS[1]} FROM u
    RETURNING user_id, id AS passenger_id`.execute(db);
  const buyers = rows.map((r) => ({ userId: String(r.user_id), passengerId: String(r.passenger_id), token: newSessionToken() }));
  const expiresAt = new Date(Date.now() + 86_400_000);
  for (let i = 0; i < buyers.length; i += 2000) {
    await db
      .insertInto('sessions')
      .values(buyers.slice(i, i + 2000).map((b) => ({ user_id: Number(b.userId), token_hash: hashSessionToken(b.token), platform: 'H5', device_id: 'test-device-0001', is_persistent: true, expires_at: expiresAt })))
      .execute();
  }
  return buyers.map(({ userId, passengerId, token }) => ({ userId, passengerId, headers: { ...clientHeaders, token, userId } }));
};
