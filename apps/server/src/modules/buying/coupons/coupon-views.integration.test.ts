import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { extendSessions, m101Choice, mustBuy } from '../../../test/buying-helpers';
import { jsonNotification, postNotification, sandboxGateway } from '../../../test/payment-helpers';
import { refundAsQuoted } from '../refunds/refunds.test-helpers';

/** The passenger's coupon view (UserCoupon): lists by status, the summary, history, 去使用's line. */

let b: BuyingApp;
let phone = 13800008300;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  b = await createBuyingApp();
});
afterAll(async () => b.t.close());

type Coupon = { userCouponId: string; name: string; status: string; isExpiringSoon: boolean; usedAt: string | null; validTo: string; useLineId: string | null; history: { kind: string; at: string; orderNo: string | null }[] };

const list = async (headers: Record<string, string>, status?: string): Promise<Coupon[]> =>
  (await b.call('GET', '/coupon/listUserCoupon', { headers, query: status ? { status } : {} })).data.coupons;

const payInSandbox = async (headers: Record<string, string>, order: { orderNo: string; payableCents: number }) => {
  const started = await b.call('POST', '/payment/pay', { headers, idempotencyKey: `pay-${order.orderNo}`, body: { orderNo: order.orderNo, channel: 'sandbox' } });
  expect(started.meta.code).toBe(1);
  const notified = await postNotification(b, 'sandbox', jsonNotification(sandboxGateway(b).makeNotification({ outTradeNo: `${order.orderNo}S`, amountCents: order.payableCents })));
  expect(notified.statusCode).toBe(200);
};

describe('the history of a coupon', () => {
  it('shows received, used on the order, and returned by its full refund; then usable again', async () => {
    const buyer = await b.buyer(String((phone += 1)));
    const order = await mustBuy(b, buyer, await m101Choice(b, [6]));
    const couponId = order.coupon.userCouponId as string;
    await payInSandbox(buyer.headers, order);

    const used = (await list(buyer.headers, 'used')).find((c) => c.userCouponId === couponId)!;
    expect(used.status).toBe('used');
    expect(used.usedAt).not.toBeNull();
    expect(used.history.at(-1)!.at).toBe(used.usedAt);
    expect(used.useLineId).toBeNull();
    expect(used.history.map((h) => [h.kind, h.orderNo])).toEqual([
      ['received', null],
      ['used', order.orderNo],
    ]);

    const { refund } = await refundAsQuoted(b, buyer.headers, order.orderNo, order.tickets.map((t: { ticketId: string }) => t.ticketId));
    expect(refund.meta.code).toBe(1);
    const back = (await list(buyer.headers)).find((c) => c.userCouponId === couponId)!;
    expect(back).toMatchObject({ status: 'unused', usedAt: null });
    expect(back.history.map((h) => [h.kind, h.orderNo])).toEqual([
      ['received', null],
      ['used', order.orderNo],
      ['returned', order.orderNo],
    ]);
    // 去使用 opens the line the passenger last bought on.
    expect(back.useLineId).toBe(String(b.network.lines.m101));
  });
});

describe('the lists and the summary', () => {
  it('usable soonest expiry first, expiring soon marked and counted; invalid is used and expired, latest first', async () => {
    const buyer = await b.buyer(String((phone += 1)));
    const welcome = await list(buyer.headers);
    expect(welcome.length).toBe(3);
    const [first, second, third] = await b.t.database.db.selectFrom('user_coupons').select('id').where('user_id', '=', Number(buyer.userId)).where('source', '=', 'welcome').orderBy('id').execute();
    const at = b.clock.now.getTime();
    await b.t.database.db.updateTable('user_coupons').set({ valid_to: new Date(at + 2 * DAY_MS) }).where('id', '=', first!.id).execute();
    await b.t.database.db.updateTable('user_coupons').set({ valid_to: new Date(at + 5 * DAY_MS) }).where('id', '=', second!.id).execute();
    await b.t.database.db.updateTable('user_coupons').set({ valid_to: new Date(at + 10 * DAY_MS) }).where('id', '=', third!.id).execute();

    const usable = (await list(buyer.headers)).filter((c) => [first, second, third].some((r) => String(r!.id) === c.userCouponId));
    expect(usable.map((c) => c.userCouponId)).toEqual([first, second, third].map((r) => String(r!.id)));
    expect(usable.map((c) => c.isExpiringSoon)).toEqual([true, false, false]);
    const summary = await b.call('GET', '/coupon/summary', { headers: buyer.headers });
    expect(summary.data).toEqual({ usableCount: 3, expiringSoonCount: 1 });

    // Spend the one ending last (八折), then let the soonest one expire.
    const order = await mustBuy(b, buyer, await m101Choice(b, [7]), { coupon: String(third!.id) });
    await payInSandbox(buyer.headers, order);
    b.clock.advance(3 * 24 * 60);
    await extendSessions(b);
    const invalid = await list(buyer.headers, 'invalid');
    expect(invalid.map((c) => [c.userCouponId, c.status])).toEqual([
      [String(first!.id), 'expired'],
      [String(third!.id), 'used'],
    ]);
    expect((await list(buyer.headers, 'expired')).map((c) => c.userCouponId)).toEqual([String(first!.id)]);
    expect((await b.call('GET', '/coupon/summary', { headers: buyer.headers })).data).toEqual({ usableCount: 1, expiringSoonCount: 1 });
    b.clock.advance(-3 * 24 * 60);
  });
});
