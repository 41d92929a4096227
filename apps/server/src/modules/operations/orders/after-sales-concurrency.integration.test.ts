import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { createTestOperator, operatorAs, type OperatorClient } from '../../../test/operator-login';
import { AFTER_SALES_PAUSE_MS, afterSalesRefundsFor } from '../../../test/unguarded-after-sales-refund';
import { afterSalesRefundCall, paidOrder, refundRowsOf } from './order-desk.test-helpers';

/**
 * Two after-sales refunds of one order at once, whose sum is more than is left, on a real PostgreSQL where
 * transactions truly overlap (PGlite runs one at a time): the order's row lock lets exactly one through. The
 * control runs the same service with the order read without the lock, and both go through.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('after-sales refunds under concurrency (PostgreSQL)', () => {
  let b: BuyingApp;
  let admin: OperatorClient;
  let finance: OperatorClient;
  let operatorId: number;
  let phone = 13700008000;
  beforeAll(async () => {
    b = await createBuyingApp();
    admin = await operatorAs(b.t.app, b.t.database.db, 'admin', 'race-admin');
    finance = await operatorAs(b.t.app, b.t.database.db, 'finance', 'race-finance');
    operatorId = await createTestOperator(b.t.database.db, { username: 'race-direct', role: 'finance' });
  });
  afterAll(async () => b.t.close());

  /**
   * The second refund starts while the first is in its pause: it reads what is left before the first
   * commits, and numbers its refund after it (so out_refund_no's unique index does not stand in for the lock).
   */
  const staggered = <T>(first: () => Promise<T>, second: () => Promise<T>) =>
    Promise.allSettled([first(), new Promise((resolve) => setTimeout(resolve, AFTER_SALES_PAUSE_MS / 2)).then(second)]);
  const refundInput = (orderNo: string) => ({ orderNo, amountCents: 500, note: '并发补偿', expectedRemainingCents: 800, operatorId });

  it('lets exactly one of two refunds over HTTP through when together they exceed what is left', async () => {
    const { order } = await paidOrder(b, String((phone += 1)), [5]);
    const body = { orderNo: order.orderNo, amountCents: 500, reason: '并发补偿', expectedRemainingCents: 800 };
    const answers = await Promise.all([afterSalesRefundCall(b, admin.writeHeaders, body), afterSalesRefundCall(b, finance.writeHeaders, body)]);
    expect(answers.map((a) => a.meta.code).sort()).toEqual([1, 4303]);
    expect((await refundRowsOf(b, order.orderNo)).map((r) => r.amount_cents)).toEqual([500]);
  });

  it('with the order locked, one of two paused refunds goes through and the other sees the new amount', async () => {
    const { order } = await paidOrder(b, String((phone += 1)), [6]);
    const service = afterSalesRefundsFor(b.t.database.db, { isLocked: true, secret: b.t.config.buying.sandbox.secret, now: () => b.clock.now });
    const results = await staggered(() => service.refund(refundInput(order.orderNo)), () => service.refund(refundInput(order.orderNo)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')!;
    expect(refused.reason).toMatchObject({ errorName: 'afterSalesRemainingChanged', desc: '可退金额已变化，最新可退 3.00 元，请确认后再提交' });
    expect((await refundRowsOf(b, order.orderNo)).map((r) => r.amount_cents)).toEqual([500]);
  });

  it('control: without the order lock both go through, giving back more than was paid', async () => {
    const { order } = await paidOrder(b, String((phone += 1)), [7]);
    const service = afterSalesRefundsFor(b.t.database.db, { isLocked: false, secret: b.t.config.buying.sandbox.secret, now: () => b.clock.now });
    const results = await staggered(() => service.refund(refundInput(order.orderNo)), () => service.refund(refundInput(order.orderNo)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
    const rows = await refundRowsOf(b, order.orderNo);
    expect(rows.map((r) => [r.out_refund_no, r.amount_cents])).toEqual([[`${order.orderNo}SA1`, 500], [`${order.orderNo}SA2`, 500]]);
    expect(rows.reduce((sum, r) => sum + r.amount_cents, 0)).toBeGreaterThan(800);
  });
});
