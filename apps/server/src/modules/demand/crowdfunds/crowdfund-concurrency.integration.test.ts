import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { insertBulkBuyers, type BulkBuyer } from '../../../test/bulk-buyers';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { extendSessions } from '../../../test/buying-helpers';
import { commit, proposalBody, propose, refundedCents, submitDemand } from '../../../test/crowdfund-fixture';
import { paySandbox, startSandboxPayment } from '../../../test/payment-helpers';
import { operatorAs, type OperatorClient } from '../../../test/operator-login';

/**
 * Crowdfunds under concurrency on a real PostgreSQL with a pool (decision 047). Seats: commitments are
 * orders, so a bus's seats go to exactly as many riders as it has (the departures' conditional update).
 * The deadline: payments racing the crowdfunds job each end in the opened line or refunded in full, never
 * both and never neither, because the job decides under the crowdfund's row lock, closes the presale in the
 * same transaction and then stops the departures through buying (a payment landing after a stop is refunded
 * there). A control that decides from a read and refunds the paid orders it saw, as a naive job would, leaves
 * the racing payments paid on a line that will never run.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('crowdfunds under concurrency (PostgreSQL)', () => {
  let b: BuyingApp;
  let db: Db;
  let admin: OperatorClient;
  let buyers: BulkBuyer[];
  let next = 0;
  let demandSeq = 0;
  const take = (n: number) => {
    const some = buyers.slice(next, next + n).map((x) => ({ userId: x.userId, headers: x.headers, passengerIds: [x.passengerId] }));
    next += n;
    return some;
  };

  beforeAll(async () => {
    b = await createBuyingApp({ SMS_IP_HOURLY_LIMIT: '10000' });
    db = b.t.database.db;
    admin = await operatorAs(b.t.app, db, 'admin', 'crowdfund-race-admin');
    buyers = await insertBulkBuyers(db, 120, 71);
    await extendSessions(b);
  }, 120_000);
  afterAll(async () => b?.t.close());

  const crowdfund = async (over: Record<string, unknown>) =>
    propose(b, admin, await proposalBody(b, admin, [await submitDemand(b, `1370009${String((demandSeq += 1)).padStart(4, '0')}`)], over));

  it('20 passengers committing at once to 10 seats: exactly 10 commitments', async () => {
    const made = await crowdfund({ seats: 10, target: 10 });
    const racers = take(20);
    const results = await Promise.all(racers.map((r) => commit(b, r, made.shareCode, { isPaid: false })));
    const held = results.filter((r) => r.meta.code === 1);
    expect(held).toHaveLength(10);
    for (const r of results.filter((x) => x.meta.code !== 1)) expect(r.meta.desc).toMatch(/余票不足|座位已满/);
    await Promise.all(held.map((r, i) => paySandbox(b, racers[results.indexOf(r)]!, r.orderNo!).then(() => i)));
    const sold = await db.selectFrom('departures').select(['seats_sold', 'capacity']).where('line_id', '=', Number(made.lineId)).execute();
    expect(sold.every((d) => d.seats_sold === 10 && d.capacity === 10)).toBe(true);
    expect(await b.t.runJob('crowdfunds')).toMatchObject({ opened: 1 });
  });

  /** Each paid order: in the opened line and not refunded, or refunded in full on a line that did not gather. */
  const outcomes = async (lineId: string, orderNos: string[], periodCents: number) => {
    const status = (await db.selectFrom('crowdfunds').select('status').where('line_id', '=', Number(lineId)).executeTakeFirstOrThrow()).status;
    const rows = [];
    for (const orderNo of orderNos) {
      const order = await db.selectFrom('orders').select(['id', 'status']).where('order_no', '=', orderNo).executeTakeFirstOrThrow();
      const valid = await db.selectFrom('tickets').select((eb) => eb.fn.countAll<number>().as('n')).where('order_id', '=', order.id).where('status', '=', 'valid').executeTakeFirstOrThrow();
      rows.push({ status, isRiding: status === 'opened' && order.status === 'paid' && Number(valid.n) === 5, refunded: await refundedCents(b, orderNo), periodCents });
    }
    return rows;
  };

  it('payments racing the deadline job: each ends in the opened line or refunded in full, never both, never neither', async () => {
    const seen = { opened: 0, failed: 0 };
    for (let round = 0; round < 6; round += 1) {
      const start = b.clock.now;
      const made = await crowdfund({ seats: 10, target: 6, deadline: new Date(start.getTime() + 10 * 60_000).toISOString() });
      const early = take(5);
      for (const r of early) expect((await commit(b, r, made.shareCode)).meta.code).toBe(1);
      const racers = take(4);
      const pending = await Promise.all(racers.map((r) => commit(b, r, made.shareCode, { isPaid: false })));
      const notifications = await Promise.all(pending.map((p, i) => startSandboxPayment(b, racers[i]!, p.orderNo!)));
      // The deadline passes with 5 of 6 paid and 4 payments on their way (their holds still good).
      b.clock.now = new Date(start.getTime() + 10 * 60_000 + 1_000);
      const stagger = round % 3;
      await Promise.all([
        ...notifications.map((notify, i) => new Promise((resolve) => setTimeout(resolve, stagger * i)).then(notify)),
        b.t.runJob('crowdfunds'),
        new Promise((resolve) => setTimeout(resolve, 2 + stagger)).then(() => b.t.runJob('crowdfunds')),
      ]);
      // Whatever was left (a settle claimed by the other run) finishes.
      await b.t.runJob('crowdfunds');
      const all = [...early.map((_, i) => i), ...pending.map((_, i) => i)];
      const orderNos = (await db.selectFrom('orders').select('order_no').where('line_id', '=', Number(made.lineId)).where('status', '<>', 'expired').execute()).map((o) => o.order_no);
      expect(orderNos.length).toBe(all.length);
      for (const o of await outcomes(made.lineId, orderNos, made.periodCents)) {
        const isRefunded = o.refunded === o.periodCents;
        expect(o.isRiding !== isRefunded, JSON.stringify(o)).toBe(true);
        expect(o.refunded === 0 || isRefunded, JSON.stringify(o)).toBe(true);
      }
      const status = (await db.selectFrom('crowdfunds').select('status').where('line_id', '=', Number(made.lineId)).executeTakeFirstOrThrow()).status;
      seen[status as 'opened' | 'failed'] += 1;
      b.clock.now = start;
    }
    expect(seen.opened + seen.failed).toBe(6);
  }, 120_000);

  it('control: a job that decides from a read and refunds only the payments it saw leaves racing payments paid on a dead line', async () => {
    const made = await crowdfund({ seats: 10, target: 6 });
    const early = take(3);
    for (const r of early) expect((await commit(b, r, made.shareCode)).meta.code).toBe(1);
    const racers = take(3);
    const pending = await Promise.all(racers.map((r) => commit(b, r, made.shareCode, { isPaid: false })));
    const notifications = await Promise.all(pending.map((p, i) => startSandboxPayment(b, racers[i]!, p.orderNo!)));
    // The naive job: reads the paid orders, (is slow,) marks the crowdfund failed and "refunds" what it read.
    const naive = db.transaction().execute(async (tx) => {
      const paid = await tx.selectFrom('orders').select('id').where('line_id', '=', Number(made.lineId)).where('status', '=', 'paid').execute();
      await sql`SELECT pg_sleep(0.3)`.execute(tx);
      await tx.updateTable('crowdfunds').set({ status: 'failed', settled_at: new Date() }).where('line_id', '=', Number(made.lineId)).execute();
      for (const order of paid) await tx.updateTable('orders').set({ status: 'refunded' }).where('id', '=', order.id).execute();
      return paid.length;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await Promise.all(notifications.map((notify) => notify()));
    expect(await naive).toBe(3);
    const stranded = await db.selectFrom('orders').select('order_no').where('line_id', '=', Number(made.lineId)).where('status', '=', 'paid').execute();
    // Paid, on a crowdfund that failed, and nothing refunded: the race the real job closes.
    expect(stranded.length).toBeGreaterThan(0);
    for (const o of stranded) expect(await refundedCents(b, o.order_no)).toBe(0);
  }, 60_000);
});
