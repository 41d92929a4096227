import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';

let b: BuyingApp;
beforeAll(async () => {
  b = await createBuyingApp();
});
afterAll(async () => b.t.close());

const choice = async (offsets: number[]) => ({
  lineId: String(b.network.lines.m101),
  departureIds: await Promise.all(offsets.map(async (o) => String(await b.departureOn(o)))),
  boardSeq: 0,
  alightSeq: 3,
});

describe('quote and order', () => {
  it('prices two dates for two passengers with the best coupon, creates the order and holds the seats', async () => {
    const buyer = await b.buyer('13800000101', 2);
    const picked = await choice([1, 5]);
    const quote = await b.call('POST', '/order/price/query', { headers: buyer.headers, body: { ...picked, passengerCount: 2 } });
    expect(quote.meta.code).toBe(1);
    expect(quote.data.dates.map((d: { subtotalCents: number }) => d.subtotalCents)).toEqual([1600, 1600]);
    expect(quote.data.totalCents).toBe(3200);
    // 八折 capped at 10 元 gives 640 off, more than 5 元 or 满 20 减 3.
    expect(quote.data.appliedCoupon).toMatchObject({ name: '周末八折券', discountCents: 640 });
    expect(quote.data.payableCents).toBe(2560);
    const taxi = quote.data.coupons.find((c: { coupon: { name: string } }) => c.coupon.name === '打车立减 10 元');
    expect(taxi).toMatchObject({ isUsable: false, reason: '不适用于该类产品' });

    const before = await b.t.database.db.selectFrom('departures').select(['id', 'seats_sold']).where('id', 'in', picked.departureIds.map(Number)).execute();
    const created = await b.call('POST', '/order/create', {
      headers: buyer.headers,
      idempotencyKey: 'create-1',
      body: { ...picked, passengerIds: buyer.passengerIds, userCouponId: quote.data.appliedCoupon.userCouponId, expectedPayableCents: 2560 },
    });
    expect(created.meta).toMatchObject({ code: 1 });
    expect(created.data).toMatchObject({ status: 'pending', totalCents: 3200, discountCents: 640, payableCents: 2560, passengerCount: 2 });
    expect(created.data.tickets).toHaveLength(4);
    expect(created.data.orderNo).toMatch(/^UD\d{20}$/);
    const after = await b.t.database.db.selectFrom('departures').select(['id', 'seats_sold']).where('id', 'in', picked.departureIds.map(Number)).execute();
    for (const row of after) expect(row.seats_sold).toBe(before.find((r) => r.id === row.id)!.seats_sold + 2);

    // The same key and body: the same order, no second hold.
    const again = await b.call('POST', '/order/create', {
      headers: buyer.headers,
      idempotencyKey: 'create-1',
      body: { ...picked, passengerIds: buyer.passengerIds, userCouponId: quote.data.appliedCoupon.userCouponId, expectedPayableCents: 2560 },
    });
    expect(again.data.orderNo).toBe(created.data.orderNo);
    // The same key, another body: refused.
    const other = await b.call('POST', '/order/create', {
      headers: buyer.headers,
      idempotencyKey: 'create-1',
      body: { ...picked, passengerIds: buyer.passengerIds.slice(0, 1), userCouponId: null, expectedPayableCents: 1600 },
    });
    expect(other.meta.code).toBe(1010);

    // Cancel: seats and coupon come back.
    const cancelled = await b.call('POST', '/order/cancel', { headers: buyer.headers, body: { orderNo: created.data.orderNo } });
    expect(cancelled.data.status).toBe('cancelled');
    const released = await b.t.database.db.selectFrom('departures').select(['id', 'seats_sold']).where('id', 'in', picked.departureIds.map(Number)).execute();
    for (const row of released) expect(row.seats_sold).toBe(before.find((r) => r.id === row.id)!.seats_sold);
    const coupons = await b.call('GET', '/coupon/listUserCoupon', { headers: buyer.headers });
    expect(coupons.data.coupons.map((c: { name: string }) => c.name)).toContain('周末八折券');
  });
});
