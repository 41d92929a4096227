import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { FIXTURE_PHONE_WHITE } from '../../../test/line-network-fixture';
import { buy, couponRow, departureOf, m101Choice, mustBuy, seatsSold, withClockMoved } from '../../../test/buying-helpers';
import { shanghaiInstant } from '../../../time/shanghai-time';

/** Creating an order: seats held with the conditional update, tickets, the coupon locked, and every refusal. */

let b: BuyingApp;
beforeAll(async () => {
  b = await createBuyingApp();
});
afterAll(async () => b.t.close());

const create = async (headers: Record<string, string>, body: Record<string, unknown>) => b.call('POST', '/order/create', { headers, body });

/** The month-day label the server uses in its messages: 'M月D日'. */
const label = (offset: number) => {
  const [, m, d] = b.network.day(offset).split('-');
  return `${Number(m)}月${Number(d)}日`;
};

const orderCount = async () => Number((await b.t.database.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('create: what an order takes', () => {
  it('takes n seats on every date, one ticket per passenger per date, and locks the coupon', async () => {
    const buyer = await b.buyer('13800002001', 3);
    const choice = await m101Choice(b, [5, 1, 6]);
    const before = await seatsSold(b, choice.departureIds);
    const { quote, created } = await buy(b, buyer, choice);
    expect(created.meta.code).toBe(1);
    const order = created.data;
    expect(order).toMatchObject({ status: 'pending', passengerCount: 3, totalCents: 7200, dates: [1, 5, 6].map(b.network.day) });
    const after = await seatsSold(b, choice.departureIds);
    for (const id of choice.departureIds) expect(after[id]).toBe(before[id]! + 3);

    expect(order.tickets).toHaveLength(9);
    const pairs = order.tickets.map((t: { departureId: string; passengerId: string }) => `${t.departureId}:${t.passengerId}`);
    expect(new Set(pairs).size).toBe(9);
    for (const t of order.tickets) {
      expect(t).toMatchObject({ status: 'pending', priceCents: 800, time: '08:00' });
      expect(buyer.passengerIds).toContain(t.passengerId);
      expect(t.passengerIdNumber).toMatch(/\*/);
    }

    const couponId = quote.data.appliedCoupon.userCouponId as string;
    expect(order.coupon).toEqual({ userCouponId: couponId, name: quote.data.appliedCoupon.name });
    const row = await couponRow(b, couponId);
    expect(row.status).toBe('locked');
    expect(row.order_id).not.toBeNull();
  });

  it('creates an order without a coupon when userCouponId is null, leaving the coupons free', async () => {
    const buyer = await b.buyer('13800002002', 1);
    const order = await mustBuy(b, buyer, await m101Choice(b, [7]), { coupon: null });
    expect(order).toMatchObject({ coupon: null, discountCents: 0, payableCents: 800 });
    const coupons = await b.call('GET', '/coupon/listUserCoupon', { headers: buyer.headers });
    expect(coupons.data.coupons.map((c: { name: string }) => c.name)).toHaveLength(3);
  });

  it('a white-listed user can buy the enterprise line E201; anyone else gets 2408', async () => {
    const choice = { lineId: String(b.network.lines.e201), departureIds: [String(await departureOf(b, b.network.lines.e201, 1))], boardSeq: 0, alightSeq: 1 };
    const outsider = await b.buyer('13800002003', 1);
    const refused = await create(outsider.headers, { ...choice, passengerIds: outsider.passengerIds, userCouponId: null, expectedPayableCents: 1200 });
    expect(refused.meta).toMatchObject({ code: 2408, desc: '该线路仅限白名单用户购买' });
    const quoted = await b.call('POST', '/order/price/query', { headers: outsider.headers, body: { ...choice, passengerCount: 1 } });
    expect(quoted.meta.code).toBe(2408);
    const white = await b.buyer(FIXTURE_PHONE_WHITE, 1);
    const order = await mustBuy(b, white, choice, { coupon: null });
    expect(order).toMatchObject({ status: 'pending', totalCents: 1200, line: { lineCode: 'E201' } });
  });
});

describe('create: refusals', () => {
  it('2405 when the payable amount changed, with the new amount in the message; nothing is held', async () => {
    const buyer = await b.buyer('13800002011', 1);
    const choice = await m101Choice(b, [8]);
    const before = await seatsSold(b, choice.departureIds);
    const res = await create(buyer.headers, { ...choice, passengerIds: buyer.passengerIds, userCouponId: null, expectedPayableCents: 700 });
    expect(res.meta.code).toBe(2405);
    expect(res.meta.desc).toContain('最新应付 8.00 元');
    expect(await seatsSold(b, choice.departureIds)).toEqual(before);
  });

  it('2403 naming the passenger and the date when a passenger already holds a live ticket there', async () => {
    const buyer = await b.buyer('13800002012', 2);
    await mustBuy(b, buyer, await m101Choice(b, [9]), { passengerIds: [buyer.passengerIds[1]!], coupon: null });
    const choice = await m101Choice(b, [8, 9]);
    const before = await seatsSold(b, choice.departureIds);
    const res = await create(buyer.headers, { ...choice, passengerIds: buyer.passengerIds, userCouponId: null, expectedPayableCents: 3200 });
    expect(res.meta.code).toBe(2403);
    expect(res.meta.desc).toBe(`乘客乙 已购买 ${label(9)} 08:00 的车票，请勿重复购买`);
    expect(await seatsSold(b, choice.departureIds)).toEqual(before);
  });

  it('2410 for the same departure twice or two departures on one date', async () => {
    const buyer = await b.buyer('13800002013', 1);
    const d1 = String(await b.departureOn(1));
    const d1early = String(await b.departureOn(1, 450));
    for (const departureIds of [[d1, d1], [d1, d1early]]) {
      const res = await create(buyer.headers, { ...(await m101Choice(b, [1])), departureIds, passengerIds: buyer.passengerIds, userCouponId: null, expectedPayableCents: 1600 });
      expect(res.meta).toMatchObject({ code: 2410, desc: '同一天只能选择一个班次，请检查乘车日期' });
    }
  });

  it('2401 for a departure that has left (the clock moved past it)', async () => {
    const buyer = await b.buyer('13800002014', 1);
    const choice = await m101Choice(b, [1, 5]);
    const pastDeparture = (shanghaiInstant(b.network.day(1), 481).getTime() - b.clock.now.getTime()) / 60_000;
    const res = await withClockMoved(b, Math.ceil(pastDeparture), () =>
      create(buyer.headers, { ...choice, passengerIds: buyer.passengerIds, userCouponId: null, expectedPayableCents: 1600 }),
    );
    expect(res.meta.code).toBe(2401);
    expect(res.meta.desc).toContain(`${label(1)} 08:00`);
  });

  it('1004 for a cancelled departure, another line’s departure or one that does not exist', async () => {
    const buyer = await b.buyer('13800002015', 1);
    const base = { ...(await m101Choice(b, [1])), passengerIds: buyer.passengerIds, userCouponId: null, expectedPayableCents: 800 };
    const cancelled = await create(buyer.headers, { ...base, departureIds: [String(await b.departureOn(4))] });
    expect(cancelled.meta.code).toBe(1004);
    expect(cancelled.meta.desc).toContain('停运');
    const m102 = await create(buyer.headers, { ...base, departureIds: [String(await departureOf(b, b.network.lines.m102, 1))] });
    expect(m102.meta).toMatchObject({ code: 1004, desc: '班次不存在或已停运，请重新选择' });
    const missing = await create(buyer.headers, { ...base, departureIds: ['98765432'] });
    expect(missing.meta).toMatchObject({ code: 1004, desc: '班次不存在或已停运，请重新选择' });
    const noLine = await create(buyer.headers, { ...base, lineId: '98765432' });
    expect(noLine.meta).toMatchObject({ code: 1004, desc: '线路不存在或已停运' });
  });

  it('2404 for stops that do not make a trip', async () => {
    const buyer = await b.buyer('13800002016', 1);
    const base = { ...(await m101Choice(b, [1])), passengerIds: buyer.passengerIds, userCouponId: null, expectedPayableCents: 800 };
    const cases: [number, number, string][] = [
      [2, 1, '下车站点须在上车站点之后，请重新选择'],
      [1, 1, '下车站点须在上车站点之后，请重新选择'],
      [3, 4, '所选上车站点不可上车，请重新选择'], // 科技园 is alight only
      [0, 9, '所选下车站点不可下车，请重新选择'], // no such stop
      [9, 4, '所选上车站点不可上车，请重新选择'],
    ];
    for (const [boardSeq, alightSeq, desc] of cases) {
      const res = await create(buyer.headers, { ...base, boardSeq, alightSeq });
      expect(res.meta, `${boardSeq}→${alightSeq}`).toMatchObject({ code: 2404, desc });
    }
  });

  it('2409 past 5 pending orders; cancelling one makes room again', async () => {
    const buyer = await b.buyer('13800002017', 1);
    const orders = [];
    for (const day of [1, 5, 6, 7, 8]) orders.push(await mustBuy(b, buyer, await m101Choice(b, [day])));
    const sixth = await buy(b, buyer, await m101Choice(b, [9]), { coupon: null });
    expect(sixth.created.meta).toMatchObject({ code: 2409, desc: '待支付的订单过多，请先支付或取消后再下单' });
    await b.call('POST', '/order/cancel', { headers: buyer.headers, body: { orderNo: orders[0]!.orderNo } });
    await mustBuy(b, buyer, await m101Choice(b, [9]), { coupon: null });
  });

  it('2402 when the 07:30 trip (capacity 2) has fewer seats than passengers; nothing is held', async () => {
    const buyer = await b.buyer('13800002018', 3);
    const choice = await m101Choice(b, [1], 450);
    const before = await seatsSold(b, choice.departureIds);
    const res = await create(buyer.headers, { ...choice, passengerIds: buyer.passengerIds, userCouponId: null, expectedPayableCents: 2400 });
    expect(res.meta.code).toBe(2402);
    expect(res.meta.desc).toBe(`${label(1)} 07:30 的班次余票不足，请选择其他日期或减少乘车人`);
    expect(await seatsSold(b, choice.departureIds)).toEqual(before);
  });

  it('2402 on the sold-out day, and the dates before it are given back in the same transaction', async () => {
    const buyer = await b.buyer('13800002019', 1);
    const choice = await m101Choice(b, [1, 2]);
    const before = await seatsSold(b, choice.departureIds);
    const orders = await orderCount();
    const { quote, created } = await buy(b, buyer, choice);
    expect(created.meta.code).toBe(2402);
    expect(created.meta.desc).toContain(`${label(2)} 08:00`);
    expect(await seatsSold(b, choice.departureIds)).toEqual(before);
    expect(await orderCount()).toBe(orders);
    expect((await couponRow(b, quote.data.appliedCoupon.userCouponId)).status).toBe('unused');
  });

  it('2601 when the coupon sent is not usable for this order', async () => {
    const buyer = await b.buyer('13800002020', 1);
    const q = await b.call('POST', '/order/price/query', { headers: buyer.headers, body: { ...(await m101Choice(b, [10])), passengerCount: 1 } });
    const taxi = q.data.coupons.find((c: { coupon: { name: string } }) => c.coupon.name === '打车立减 10 元').coupon.userCouponId;
    const res = await create(buyer.headers, { ...(await m101Choice(b, [10])), passengerIds: buyer.passengerIds, userCouponId: taxi, expectedPayableCents: 800 });
    expect(res.meta.code).toBe(2601);
  });
});

describe('create: at the same time', () => {
  it('two buyers racing for the last seat of the 07:30 trip: one order, one 2402, never oversold', async () => {
    const [first, second] = [await b.buyer('13800002031', 1), await b.buyer('13800002032', 1)];
    const choice = await m101Choice(b, [6], 450);
    const before = await seatsSold(b, choice.departureIds);
    expect(before[choice.departureIds[0]!]).toBe(1);
    const results = await Promise.all(
      [first, second].map((buyer) => create(buyer.headers, { ...choice, passengerIds: buyer.passengerIds, userCouponId: null, expectedPayableCents: 800 })),
    );
    expect(results.map((r) => r.meta.code).sort()).toEqual([1, 2402]);
    expect(await seatsSold(b, choice.departureIds)).toEqual({ [choice.departureIds[0]!]: 2 });
  });

  it('the same passenger on the same departure twice at once: one order, the other 2403', async () => {
    const buyer = await b.buyer('13800002033', 1);
    const choice = await m101Choice(b, [10]);
    const before = await seatsSold(b, choice.departureIds);
    const results = await Promise.all(
      [1, 2].map(() => create(buyer.headers, { ...choice, passengerIds: buyer.passengerIds, userCouponId: null, expectedPayableCents: 800 })),
    );
    expect(results.map((r) => r.meta.code).sort()).toEqual([1, 2403]);
    expect((await seatsSold(b, choice.departureIds))[choice.departureIds[0]!]).toBe(before[choice.departureIds[0]!]! + 1);
  });

  it('one coupon on two orders at once: only one gets it', async () => {
    const buyer = await b.buyer('13800002034', 2);
    const q = await b.call('POST', '/order/price/query', { headers: buyer.headers, body: { ...(await m101Choice(b, [9])), passengerCount: 1 } });
    const coupon = q.data.appliedCoupon.userCouponId as string;
    const results = await Promise.all(
      buyer.passengerIds.map(async (p) =>
        create(buyer.headers, { ...(await m101Choice(b, [9])), passengerIds: [p], userCouponId: coupon, expectedPayableCents: q.data.payableCents }),
      ),
    );
    expect(results.map((r) => r.meta.code).sort()).toEqual([1, 2601]);
    const winner = results.find((r) => r.meta.code === 1)!;
    expect(winner.data.coupon.userCouponId).toBe(coupon);
  });
});
