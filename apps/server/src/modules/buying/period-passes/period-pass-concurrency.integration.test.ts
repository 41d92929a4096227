import { randomUUID } from 'node:crypto';
import { savePeriodPassProduct } from '@udian/contracts/endpoints/ops/network/period-pass-products';
import { periodPassCreate, periodPassQuote } from '@udian/contracts/endpoints/period-passes/period-passes';
import { errorCatalogue } from '@udian/contracts/meta-codes';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { operatorAs } from '../../../test/operator-login';
import { opsCall } from '../../../test/ops-call';
import { insertPassLine } from '../../../test/period-pass-fixture';
import { deadlockCount } from '../../../test/seat-concurrency';
import { withUnguardedSeatTaking } from '../../../test/unguarded-seat-taking';

/**
 * Period passes at once, on a real PostgreSQL (decision 050): 30 passengers buy October's monthly pass of a
 * line with 30 seats a day, whose busiest day (8 October, its first ride day) has 10 already sold, so 20 seats left. A pass
 * holds every day or nothing, its seats taken by the same conditional update as any order's: exactly 20
 * passes, the other 10 refused naming the full day, and on no day more tickets than seats nor a counter that
 * disagrees with the tickets. The control runs the same race with that update replaced by a read-then-write
 * (test/unguarded-seat-taking.ts), on a line of its own: the invariant breaks, so the test would catch its loss.
 */
const NOW = new Date('2026-09-21T02:00:00Z');
const BUYERS = 30;
const CAPACITY = 30;
const SOLD_ON_BUSIEST = 10;
/** October's first ride day, so also the first seat every purchase takes (departures go in id order, decision 020). */
const BUSIEST_DAY = '2026-10-08';

type Buyer = { headers: Record<string, string>; passengerId: string };
type Answer = { meta: { code: number; desc: string }; data: { payableCents: number; orderNo: string } | null };

describe.runIf(process.env.TEST_DATABASE_URL)('period passes under concurrency (PostgreSQL)', () => {
  let b: BuyingApp;
  let db: Db;
  let buyers: Buyer[];
  let deadlocksBefore: number;

  const call = async (path: string, prefix: string, headers: Record<string, string>, body: unknown, isIdempotent = false): Promise<Answer> => {
    const res = await b.t.app.inject({
      method: 'POST',
      url: `${prefix}${path}`,
      headers: { ...headers, ...(isIdempotent ? { 'idempotency-key': randomUUID() } : {}), 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    if (res.statusCode !== 200) throw new Error(`${path}: HTTP ${res.statusCode} ${res.body}`);
    return res.json();
  };

  /** A line of 30 seats a day selling October's monthly pass, its busiest day with 10 seats sold already. */
  const passLine = async (code: string): Promise<number> => {
    const { lineId } = await insertPassLine(db, { code, capacity: CAPACITY });
    const admin = await operatorAs(b.t.app, db, 'admin', `race-${code.toLowerCase()}`);
    const saved = await opsCall(b.t.app, 'POST', savePeriodPassProduct.path, {
      headers: admin.writeHeaders,
      body: { lineId: String(lineId), kind: 'month', discountPercent: 90, saleFrom: 20, saleTo: 25, isOnSale: true },
    });
    if (saved.meta.code !== 1) throw new Error(saved.meta.desc);
    await db.updateTable('departures').set({ seats_sold: SOLD_ON_BUSIEST }).where('line_id', '=', lineId).where(sql<boolean>`service_date = ${BUSIEST_DAY}::date`).execute();
    return lineId;
  };

  /** Every buyer at once: the quote each saw, then the purchase. */
  const buyAtOnce = async (lineId: number): Promise<Answer[]> => {
    const choice = (buyer: Buyer) => ({ lineId: String(lineId), kind: 'month', boardSeq: 0, alightSeq: 2, passengerId: buyer.passengerId });
    const quote = await call(periodPassQuote.path, periodPassQuote.prefix, buyers[0]!.headers, choice(buyers[0]!));
    if (!quote.data) throw new Error(quote.meta.desc);
    const payable = quote.data.payableCents;
    return Promise.all(buyers.map((buyer) => call(periodPassCreate.path, periodPassCreate.prefix, buyer.headers, { ...choice(buyer), expectedPayableCents: payable }, true)));
  };

  /** Per day of the line in October: capacity, the counter, and the live tickets (held, valid or used). */
  const days = async (lineId: number) =>
    (
      await sql<{ day: string; capacity: number; seats_sold: number; live: number }>`
        SELECT d.service_date::text AS day, d.capacity, d.seats_sold,
               (SELECT count(*)::integer FROM tickets t WHERE t.departure_id = d.id AND t.status IN ('pending', 'valid', 'used')) AS live
        FROM departures d WHERE d.line_id = ${lineId} AND d.service_date BETWEEN '2026-10-01' AND '2026-10-31' ORDER BY d.service_date`.execute(db)
    ).rows;

  const livePasses = async (lineId: number): Promise<number> =>
    Number(
      (
        await db
          .selectFrom('period_passes as pp')
          .innerJoin('orders as o', 'o.id', 'pp.order_id')
          .select(sql<number>`count(*)::integer`.as('n'))
          .where('o.line_id', '=', lineId)
          .where('o.status', 'in', ['pending', 'paid'])
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    b = await createBuyingApp({ MAX_PENDING_ORDERS: '5' });
    db = b.t.database.db;
    b.clock.now = NOW;
    buyers = [];
    for (let i = 0; i < BUYERS; i += 1) {
      const buyer = await b.buyer(`1380006${String(i).padStart(4, '0')}`, 1);
      buyers.push({ headers: buyer.headers, passengerId: buyer.passengerIds[0]! });
    }
    deadlocksBefore = await deadlockCount(db);
  });
  afterAll(async () => {
    expect(await deadlockCount(db)).toBe(deadlocksBefore);
    await b.t.close();
  });

  it(`${BUYERS} passengers buy at once for 20 seats on the busiest day: exactly 20 passes, and no day oversold`, async () => {
    const lineId = await passLine('R901');
    const answers = await buyAtOnce(lineId);
    const codes = answers.map((a) => a.meta.code);
    expect(codes.filter((code) => code === 1), answers.map((a) => a.meta.desc).join(' / ')).toHaveLength(CAPACITY - SOLD_ON_BUSIEST);
    const refused = answers.filter((a) => a.meta.code !== 1);
    expect(refused.every((a) => a.meta.code === errorCatalogue.periodPassDayFull.code && a.meta.desc.startsWith('10月8日 08:00 的班次已满座'))).toBe(true);
    expect(await livePasses(lineId)).toBe(CAPACITY - SOLD_ON_BUSIEST);

    const october = await days(lineId);
    expect(october).toHaveLength(18);
    for (const day of october) {
      const before = day.day === BUSIEST_DAY ? SOLD_ON_BUSIEST : 0;
      // Each day holds a seat for every pass, no more: the counter is the tickets, and never past the seats.
      expect(day.live, day.day).toBe(CAPACITY - SOLD_ON_BUSIEST);
      expect(day.seats_sold, day.day).toBe(before + day.live);
      expect(day.seats_sold, day.day).toBeLessThanOrEqual(day.capacity);
    }
    expect(october.find((d) => d.day === BUSIEST_DAY)!.seats_sold).toBe(CAPACITY);
  });

  it('control: with a read-then-write instead of the conditional update, the same race oversells a day', async () => {
    const lineId = await passLine('R902');
    const made = await withUnguardedSeatTaking(db, async () => {
      const answers = await buyAtOnce(lineId);
      return { held: answers.filter((a) => a.meta.code === 1).length, october: await days(lineId) };
    });
    const busiest = made.october.find((d) => d.day === BUSIEST_DAY)!;
    const taken = busiest.live + SOLD_ON_BUSIEST;
    console.info(`period-pass control: ${made.held} of ${BUYERS} passes held for ${CAPACITY - SOLD_ON_BUSIEST} seats; 8 October: ${taken} seats taken of ${busiest.capacity}, its counter ${busiest.seats_sold}`);
    // The invariant the real test holds is broken: more passes than the busiest day's seats, that day
    // oversold, and a counter that lost updates (it no longer counts the tickets).
    expect(made.held).toBeGreaterThan(CAPACITY - SOLD_ON_BUSIEST);
    expect(taken).toBeGreaterThan(busiest.capacity);
    expect(busiest.seats_sold).not.toBe(taken);
  });
});
