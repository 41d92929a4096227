import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { m101Choice, type Buyer } from '../../../test/buying-helpers';

/** The price of a choice: per date, in total, and the coupon applied (the best usable one unless told). */

let b: BuyingApp;
beforeAll(async () => {
  b = await createBuyingApp();
});
afterAll(async () => b.t.close());

type QuoteCoupon = { coupon: { userCouponId: string; name: string; status: string }; isUsable: boolean; reason: string | null; discountCents: number };

const quote = async (buyer: Buyer, offsets: number[], passengerCount: number, extra: Record<string, unknown> = {}) =>
  b.call('POST', '/order/price/query', { headers: buyer.headers, body: { ...(await m101Choice(b, offsets)), passengerCount, ...extra } });

const couponId = async (buyer: Buyer, name: string): Promise<string> => {
  const listed = await quote(buyer, [1], 1);
  const found = (listed.data.coupons as QuoteCoupon[]).find((c) => c.coupon.name === name);
  if (!found) throw new Error(`no coupon ${name}`);
  return found.coupon.userCouponId;
};

describe('quote: prices per date and in total', () => {
  it('prices each date at the departure price times the passengers, in date order, with the seats left', async () => {
    const buyer = await b.buyer('13800001001', 1);
    const res = await quote(buyer, [6, 1], 3);
    expect(res.meta).toMatchObject({ code: 1, desc: '成功' });
    expect(res.data.dates).toEqual([
      { date: b.network.day(1), departureId: String(await b.departureOn(1)), time: '08:00', unitPriceCents: 800, subtotalCents: 2400, seatsLeft: 29 },
      { date: b.network.day(6), departureId: String(await b.departureOn(6)), time: '08:00', unitPriceCents: 800, subtotalCents: 2400, seatsLeft: 29 },
    ]);
    expect(res.data.totalCents).toBe(4800);
    expect(res.data.payableCents).toBe(res.data.totalCents - res.data.discountCents);
  });

  it('prices the 07:30 trip with its own time and seats', async () => {
    const buyer = await b.buyer('13800001002', 1);
    const res = await b.call('POST', '/order/price/query', { headers: buyer.headers, body: { ...(await m101Choice(b, [1], 450)), passengerCount: 1 } });
    expect(res.data.dates).toEqual([expect.objectContaining({ time: '07:30', unitPriceCents: 800, subtotalCents: 800, seatsLeft: 1 })]);
  });
});

describe('quote: coupons', () => {
  it('applies the best usable coupon by default and lists every coupon held, usable first, with reasons', async () => {
    const buyer = await b.buyer('13800001011', 1);
    const res = await quote(buyer, [1, 5], 1);
    // 1600: 5 元 off beats 八折 (320 off); 满 20 减 3 misses its threshold; the taxi coupon is another product.
    expect(res.data.totalCents).toBe(1600);
    expect(res.data.appliedCoupon).toMatchObject({ name: '新人专享 5 元券', discountCents: 500 });
    expect(res.data.discountCents).toBe(500);
    expect(res.data.payableCents).toBe(1100);
    const coupons = res.data.coupons as QuoteCoupon[];
    expect(coupons.map((c) => [c.coupon.name, c.isUsable, c.discountCents])).toEqual([
      ['新人专享 5 元券', true, 500],
      ['周末八折券', true, 320],
      ['通勤满 20 减 3', false, 0],
      ['打车立减 10 元', false, 0],
    ]);
    expect(coupons.find((c) => c.coupon.name === '通勤满 20 减 3')!.reason).toBe('订单满 20 元可用');
    expect(coupons.find((c) => c.coupon.name === '打车立减 10 元')!.reason).toBe('不适用于该类产品');
    expect(coupons.filter((c) => c.isUsable).every((c) => c.reason === null)).toBe(true);
    expect(res.data.appliedCoupon.userCouponId).toBe(coupons[0]!.coupon.userCouponId);
  });

  it('applies no coupon when userCouponId is null, but still lists them', async () => {
    const buyer = await b.buyer('13800001012', 1);
    const res = await quote(buyer, [1, 5], 1, { userCouponId: null });
    expect(res.meta.code).toBe(1);
    expect(res.data).toMatchObject({ appliedCoupon: null, discountCents: 0, totalCents: 1600, payableCents: 1600 });
    expect(res.data.coupons).toHaveLength(4);
  });

  it('applies a chosen usable coupon even when another would take more off', async () => {
    const buyer = await b.buyer('13800001013', 1);
    const ratio = await couponId(buyer, '周末八折券');
    const res = await quote(buyer, [1, 5], 1, { userCouponId: ratio });
    expect(res.data.appliedCoupon).toEqual({ userCouponId: ratio, name: '周末八折券', discountCents: 320 });
    expect(res.data.payableCents).toBe(1280);
  });

  it('refuses a chosen coupon that cannot be used here with 2601 and its reason', async () => {
    const buyer = await b.buyer('13800001014', 1);
    const threshold = await quote(buyer, [1], 1, { userCouponId: await couponId(buyer, '通勤满 20 减 3') });
    expect(threshold.meta).toMatchObject({ code: 2601, desc: '该优惠券订单满 20 元可用，请重新选择' });
    expect(threshold.data).toBeNull();
    const taxi = await quote(buyer, [1], 1, { userCouponId: await couponId(buyer, '打车立减 10 元') });
    expect(taxi.meta).toMatchObject({ code: 2601, desc: '该优惠券不适用于该类产品，请重新选择' });
  });

  it('refuses a coupon the passenger does not hold (unknown, or another account’s) with 2601', async () => {
    const buyer = await b.buyer('13800001015', 1);
    const other = await b.buyer('13800001016', 1);
    const theirs = await couponId(other, '新人专享 5 元券');
    for (const id of [theirs, '987654321']) {
      const res = await quote(buyer, [1], 1, { userCouponId: id });
      expect(res.meta).toMatchObject({ code: 2601, desc: '该优惠券不能用于本订单，请重新选择' });
    }
  });

  it('uses 满 20 减 3 once the total reaches 20 元', async () => {
    const buyer = await b.buyer('13800001017', 1);
    const id = await couponId(buyer, '通勤满 20 减 3');
    const below = await quote(buyer, [1, 5], 1, { userCouponId: id });
    expect(below.meta.code).toBe(2601);
    const reached = await quote(buyer, [1, 5, 6], 1, { userCouponId: id }); // 2400 ≥ 2000
    expect(reached.meta.code).toBe(1);
    expect(reached.data).toMatchObject({ totalCents: 2400, discountCents: 300, payableCents: 2100 });
    const listed = (reached.data.coupons as QuoteCoupon[]).find((c) => c.coupon.name === '通勤满 20 减 3')!;
    expect(listed).toMatchObject({ isUsable: true, reason: null, discountCents: 300 });
  });

  it('caps 八折 at 10 元 and then prefers it as the best coupon', async () => {
    const buyer = await b.buyer('13800001018', 2);
    const mid = await quote(buyer, [1, 5], 2); // 3200: 20 % is 640
    expect(mid.data.appliedCoupon).toMatchObject({ name: '周末八折券', discountCents: 640 });
    const big = await quote(buyer, [1, 5, 6, 7], 2); // 6400: 20 % would be 1280, capped at 1000
    expect(big.data.totalCents).toBe(6400);
    expect(big.data.appliedCoupon).toMatchObject({ name: '周末八折券', discountCents: 1000 });
    expect(big.data.payableCents).toBe(5400);
  });

  it('lists only coupons still free: one locked by a pending order is neither listed nor chosen', async () => {
    const buyer = await b.buyer('13800001019', 1);
    const first = await quote(buyer, [1], 1);
    const best = first.data.appliedCoupon.userCouponId as string;
    const created = await b.call('POST', '/order/create', {
      headers: buyer.headers,
      body: { ...(await m101Choice(b, [1])), passengerIds: buyer.passengerIds, userCouponId: best, expectedPayableCents: first.data.payableCents },
    });
    expect(created.meta.code).toBe(1);
    const after = await quote(buyer, [5], 1);
    expect((after.data.coupons as QuoteCoupon[]).map((c) => c.coupon.userCouponId)).not.toContain(best);
    expect(after.data.appliedCoupon.userCouponId).not.toBe(best);
    const asked = await quote(buyer, [5], 1, { userCouponId: best });
    expect(asked.meta.code).toBe(2601);
  });

  it('prices with the same rules the order is created with', async () => {
    const buyer = await b.buyer('13800001020', 2);
    const choice = await m101Choice(b, [7, 8]);
    const q = await b.call('POST', '/order/price/query', { headers: buyer.headers, body: { ...choice, passengerCount: 2 } });
    const created = await b.call('POST', '/order/create', {
      headers: buyer.headers,
      body: { ...choice, passengerIds: buyer.passengerIds, userCouponId: q.data.appliedCoupon.userCouponId, expectedPayableCents: q.data.payableCents },
    });
    expect(created.data).toMatchObject({ totalCents: q.data.totalCents, discountCents: q.data.discountCents, payableCents: q.data.payableCents });
  });
});
