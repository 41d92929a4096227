import { OrderCreateBody } from '@udian/contracts/endpoints/orders/order-create';
import { hashRequest } from '../../../http/idempotency';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { m101Choice, seatsSold, type Buyer } from '../../../test/buying-helpers';

/** Idempotency-Key on order creation, with Stripe's semantics (http/idempotency.ts). */

let b: BuyingApp;
beforeAll(async () => {
  b = await createBuyingApp();
});
afterAll(async () => b.t.close());

const bodyFor = async (buyer: Buyer, offsets: number[], minutes = 480) => ({
  ...(await m101Choice(b, offsets, minutes)),
  passengerIds: buyer.passengerIds,
  userCouponId: null,
  expectedPayableCents: 800 * offsets.length * buyer.passengerIds.length,
});

const create = (buyer: Buyer, body: unknown, idempotencyKey?: string) => b.call('POST', '/order/create', { headers: buyer.headers, body, idempotencyKey });

const ordersOf = async (buyer: Buyer) =>
  b.t.database.db.selectFrom('orders').select(['order_no', 'status']).where('user_id', '=', Number(buyer.userId)).execute();

describe('Idempotency-Key on /order/create', () => {
  it('the same key and body answer the same order; the seats are taken once', async () => {
    const buyer = await b.buyer('13800003001', 2);
    const body = await bodyFor(buyer, [1, 5]);
    const before = await seatsSold(b, body.departureIds);
    const first = await create(buyer, body, 'key-same');
    expect(first.meta.code).toBe(1);
    // The same body with its fields in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const second = await create(buyer, reordered, 'key-same');
    expect(second.meta.code).toBe(1);
    expect(second.data).toEqual(first.data);
    expect(await ordersOf(buyer)).toHaveLength(1);
    const after = await seatsSold(b, body.departureIds);
    for (const id of body.departureIds) expect(after[id]).toBe(before[id]! + 2);
  });

  it('the same key with another body answers 1010 and creates nothing', async () => {
    const buyer = await b.buyer('13800003002', 1);
    expect((await create(buyer, await bodyFor(buyer, [1]), 'key-reuse')).meta.code).toBe(1);
    const other = await create(buyer, await bodyFor(buyer, [5]), 'key-reuse');
    expect(other.meta).toMatchObject({ code: 1010, desc: '该请求标识已用于另一个请求，请刷新页面后重试' });
    expect(await ordersOf(buyer)).toHaveLength(1);
  });

  it('a key still being worked on answers 1011', async () => {
    const buyer = await b.buyer('13800003003', 1);
    const body = await bodyFor(buyer, [6]);
    expect((await create(buyer, body, 'key-busy')).meta.code).toBe(1);
    // As the row stands while the first request runs: claimed, no answer yet.
    await b.t.database.db.updateTable('idempotency_keys').set({ response: null }).where('key', '=', 'key-busy').execute();
    const busy = await create(buyer, body, 'key-busy');
    expect(busy.meta).toMatchObject({ code: 1011, desc: '上一次提交还在处理中，请稍候再试' });
    expect(await ordersOf(buyer)).toHaveLength(1);
  });

  it('a key left without an answer for a minute (its process died) is taken over by the retry', async () => {
    const buyer = await b.buyer('13800003013', 1);
    const body = await bodyFor(buyer, [7]);
    // A first request claimed the key and died before answering: no order, no answer.
    const stale = new Date(b.clock.now.getTime() - 61_000);
    await b.t.database.db
      .insertInto('idempotency_keys')
      .values({ user_id: Number(buyer.userId), scope: '/order/create', key: 'key-dead', request_hash: hashRequest({ query: {}, body: OrderCreateBody.parse(body) }), response: null, created_at: stale })
      .execute();
    const retried = await create(buyer, body, 'key-dead');
    expect(retried.meta.code).toBe(1);
    expect(await ordersOf(buyer)).toHaveLength(1);
    expect((await create(buyer, body, 'key-dead')).data.orderNo).toBe(retried.data.orderNo);
  });

  it('the same key sent twice at once makes one order: each answer is that order or 1011', async () => {
    const buyer = await b.buyer('13800003004', 1);
    const body = await bodyFor(buyer, [7]);
    const before = await seatsSold(b, body.departureIds);
    const answers = await Promise.all([create(buyer, body, 'key-race'), create(buyer, body, 'key-race')]);
    const orders = await ordersOf(buyer);
    expect(orders).toHaveLength(1);
    for (const answer of answers) {
      if (answer.meta.code === 1) expect(answer.data.orderNo).toBe(orders[0]!.order_no);
      else expect(answer.meta.code).toBe(1011);
    }
    expect(answers.some((a) => a.meta.code === 1)).toBe(true);
    expect((await seatsSold(b, body.departureIds))[body.departureIds[0]!]).toBe(before[body.departureIds[0]!]! + 1);
  });

  it('a business failure is the stored answer too: a retry gets it even once the seats are back', async () => {
    const [holder, buyer] = [await b.buyer('13800003005', 1), await b.buyer('13800003006', 1)];
    const held = await create(holder, await bodyFor(holder, [8], 450)); // the last seat of the 07:30 trip
    expect(held.meta.code).toBe(1);
    const body = await bodyFor(buyer, [8], 450);
    const refused = await create(buyer, body, 'key-failed');
    expect(refused.meta.code).toBe(2402);
    await b.call('POST', '/order/cancel', { headers: holder.headers, body: { orderNo: held.data.orderNo } });
    expect((await create(buyer, body, 'key-failed')).meta).toEqual(refused.meta);
    expect((await create(buyer, body, 'key-fresh')).meta.code).toBe(1);
  });

  it('keys belong to one account: another user with the same key gets an order of their own', async () => {
    const [a, other] = [await b.buyer('13800003007', 1), await b.buyer('13800003008', 1)];
    const mine = await create(a, await bodyFor(a, [9]), 'key-shared');
    const theirs = await create(other, await bodyFor(other, [9]), 'key-shared');
    expect(theirs.meta.code).toBe(1);
    expect(theirs.data.orderNo).not.toBe(mine.data.orderNo);
  });

  it('a key of 256 characters (or with a space) answers 1001; 255 visible characters are fine', async () => {
    const buyer = await b.buyer('13800003009', 1);
    const body = await bodyFor(buyer, [10]);
    for (const key of ['k'.repeat(256), 'has space']) {
      const res = await create(buyer, body, key);
      expect(res.meta).toMatchObject({ code: 1001, desc: 'Idempotency-Key 格式不正确（1 到 255 个可见字符）' });
    }
    expect(await ordersOf(buyer)).toHaveLength(0);
    expect((await create(buyer, body, 'k'.repeat(255))).meta.code).toBe(1);
  });

  it('without a key every request runs: the same body twice is refused as a second ticket, two bodies make two orders', async () => {
    const buyer = await b.buyer('13800003010', 1);
    const body = await bodyFor(buyer, [1]);
    const first = await create(buyer, body);
    const again = await create(buyer, body);
    expect(first.meta.code).toBe(1);
    expect(again.meta.code).toBe(2403);
    const other = await create(buyer, await bodyFor(buyer, [5]));
    expect(other.meta.code).toBe(1);
    expect(other.data.orderNo).not.toBe(first.data.orderNo);
    expect(await ordersOf(buyer)).toHaveLength(2);
  });
});
