import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHeaders, createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { buyingServices, extendSessions, isChineseDesc, m101Choice, mustBuy, type Buyer } from '../../../test/buying-helpers';

/** /coupon/listUserCoupon: welcome coupons granted once, filtered by product type and state. */

let b: BuyingApp;
beforeAll(async () => {
  b = await createBuyingApp();
});
afterAll(async () => b.t.close());

type Coupon = { userCouponId: string; name: string; kind: string; amountCents: number; ratioPercent: number; maxDiscountCents: number; thresholdCents: number; productTypes: number[]; validFrom: string; validTo: string; status: string };

const coupons = (headers: Record<string, string>, query: Record<string, string> = {}) => b.call<{ coupons: Coupon[] }>('GET', '/coupon/listUserCoupon', { headers, query });
const names = async (buyer: Buyer, query: Record<string, string> = {}) => (await coupons(buyer.headers, query)).data!.coupons.map((c) => c.name).sort();
const held = async (userId: string) => b.t.database.db.selectFrom('user_coupons').select(['template_id']).where('user_id', '=', Number(userId)).execute();

const BUS = ['周末八折券', '新人专享 5 元券', '通勤满 20 减 3'].sort();

describe('welcome coupons', () => {
  it('are granted on the first read, once, valid for 30 days from then', async () => {
    const buyer = await b.buyer('13800007001', 0);
    const first = await coupons(buyer.headers);
    expect(first.meta.code).toBe(1);
    expect(first.data!.coupons.map((c) => c.name).sort()).toEqual(BUS);
    const five = first.data!.coupons.find((c) => c.name === '新人专享 5 元券')!;
    expect(five).toMatchObject({ kind: 'amount', amountCents: 500, thresholdCents: 0, productTypes: [5], status: 'unused', validFrom: b.clock.now.toISOString() });
    expect(new Date(five.validTo).getTime() - new Date(five.validFrom).getTime()).toBe(30 * 86_400_000);
    expect(first.data!.coupons.find((c) => c.name === '周末八折券')).toMatchObject({ kind: 'ratio', ratioPercent: 80, maxDiscountCents: 1000 });
    expect(first.data!.coupons.find((c) => c.name === '通勤满 20 减 3')).toMatchObject({ thresholdCents: 2000, amountCents: 300 });

    const second = await coupons(buyer.headers);
    expect(second.data!.coupons.map((c) => c.userCouponId).sort()).toEqual(first.data!.coupons.map((c) => c.userCouponId).sort());
    expect(await held(buyer.userId)).toHaveLength(4);
  });

  it('are granted once when the first reads come at the same time', async () => {
    const buyer = await b.buyer('13800007002', 1);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => coupons(buyer.headers)),
      b.call('POST', '/order/price/query', { headers: buyer.headers, body: { ...(await m101Choice(b, [1])), passengerCount: 1 } }),
    ]);
    expect(answers.map((a) => a.meta.code)).toEqual([1, 1, 1, 1, 1, 1]);
    for (const a of answers.slice(0, 5)) expect((a.data as { coupons: Coupon[] }).coupons.map((c) => c.name).sort()).toEqual(BUS);
    const rows = await held(buyer.userId);
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((r) => r.template_id)).size).toBe(4);
  });
});

describe('filters', () => {
  it('productTypes defaults to 5 (bus tickets); 1 lists the taxi coupon; a list takes both', async () => {
    const buyer = await b.buyer('13800007011', 0);
    expect(await names(buyer)).toEqual(BUS);
    expect(await names(buyer, { productTypes: '5' })).toEqual(BUS);
    expect(await names(buyer, { productTypes: '1' })).toEqual(['打车立减 10 元']);
    expect(await names(buyer, { productTypes: '1,5' })).toEqual([...BUS, '打车立减 10 元'].sort());
    expect(await names(buyer, { productTypes: '2' })).toEqual([]);
  });

  it('status: a coupon on a pending order is in no list; paid, it is used; cancelled, usable again', async () => {
    const services = buyingServices(b);
    const buyer = await b.buyer('13800007012', 1);
    const paid = await mustBuy(b, buyer, await m101Choice(b, [5]));
    expect(paid.coupon.name).toBe('新人专享 5 元券');
    expect(await names(buyer)).toEqual(BUS.filter((n) => n !== '新人专享 5 元券'));
    expect(await names(buyer, { status: 'used' })).toEqual([]);
    await services.markPaid(paid.orderNo);
    const used = (await coupons(buyer.headers, { status: 'used' })).data!.coupons;
    expect(used.map((c) => [c.userCouponId, c.status])).toEqual([[paid.coupon.userCouponId, 'used']]);

    const cancelled = await mustBuy(b, buyer, await m101Choice(b, [6]));
    expect(await names(buyer)).not.toContain(cancelled.coupon.name);
    await b.call('POST', '/order/cancel', { headers: buyer.headers, body: { orderNo: cancelled.orderNo } });
    expect(await names(buyer)).toContain(cancelled.coupon.name);
    expect(await names(buyer, { status: 'expired' })).toEqual([]);
  });

  it('answers 1001 in Chinese for a bad productTypes or status, and 502 without a login', async () => {
    const buyer = await b.buyer('13800007013', 0);
    for (const query of <Record<string, string>[]>[{ productTypes: 'x' }, { productTypes: '1,,5' }, { productTypes: '' }, { productTypes: '1234' }, { status: 'unused' }, { status: 'all' }]) {
      const res = await coupons(buyer.headers, query);
      expect(res.meta.code, JSON.stringify(query)).toBe(1001);
      expect(isChineseDesc(res.meta.desc)).toBe(true);
    }
    const anonymous = await coupons({ ...clientHeaders });
    expect(anonymous.meta).toMatchObject({ code: 502, desc: '登录已失效，请重新登录' });
  });
});

describe('validity', () => {
  it('past validTo an unused coupon is expired: listed under expired, not usable, not offered by the quote', async () => {
    const buyer = await b.buyer('13800007021', 1);
    const paid = await mustBuy(b, buyer, await m101Choice(b, [7]));
    await buyingServices(b).markPaid(paid.orderNo);
    const usable = (await coupons(buyer.headers)).data!.coupons;
    expect(usable).toHaveLength(2);

    b.clock.advance(30 * 24 * 60 + 1);
    await extendSessions(b);
    expect(await names(buyer)).toEqual([]);
    const expired = (await coupons(buyer.headers, { status: 'expired' })).data!.coupons;
    expect(expired.map((c) => c.userCouponId).sort()).toEqual(usable.map((c) => c.userCouponId).sort());
    expect(expired.every((c) => c.status === 'expired')).toBe(true);
    expect(await names(buyer, { status: 'expired', productTypes: '1' })).toEqual(['打车立减 10 元']);
    // A used coupon stays used when its dates pass.
    expect((await coupons(buyer.headers, { status: 'used' })).data!.coupons.map((c) => c.userCouponId)).toEqual([paid.coupon.userCouponId]);

    // The fixture's departures are in the past by now: quote a departure 30 days on.
    const template = await b.departureOn(1);
    const later = await sql<{ id: number }>`
      INSERT INTO departures (trip_id, line_id, service_date, departs_at, capacity, seats_sold, price_cents, status)
      SELECT trip_id, line_id, ${b.network.day(40)}::date, ${new Date(`${b.network.day(40)}T08:00:00+08:00`)}::timestamptz, capacity, 0, price_cents, status
      FROM departures WHERE id = ${template}
      RETURNING id`
      .execute(b.t.database.db)
      .then((r) => r.rows[0]!);
    const q = await b.call('POST', '/order/price/query', {
      headers: buyer.headers,
      body: { ...(await m101Choice(b, [1])), departureIds: [String(later.id)], passengerCount: 1 },
    });
    expect(q.meta.code).toBe(1);
    expect(q.data).toMatchObject({ coupons: [], appliedCoupon: null, discountCents: 0, payableCents: 800 });
    const asked = await b.call('POST', '/order/price/query', {
      headers: buyer.headers,
      body: { ...(await m101Choice(b, [1])), departureIds: [String(later.id)], passengerCount: 1, userCouponId: expired[0]!.userCouponId },
    });
    expect(asked.meta.code).toBe(2601);
    const created = await b.call('POST', '/order/create', {
      headers: buyer.headers,
      body: { ...(await m101Choice(b, [1])), departureIds: [String(later.id)], passengerIds: buyer.passengerIds, userCouponId: expired[0]!.userCouponId, expectedPayableCents: 300 },
    });
    expect(created.meta.code).toBe(2601);
  });
});
