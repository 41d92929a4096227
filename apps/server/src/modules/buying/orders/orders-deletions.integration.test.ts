import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { m101Choice, mustBuy } from '../../../test/buying-helpers';

let b: BuyingApp;
beforeAll(async () => {
  b = await createBuyingApp();
});
afterAll(async () => b.t.close());

describe('deleting what orders refer to', () => {
  it('refuses to delete a departure with tickets, or a line with orders; an unsold departure can go', async () => {
    const buyer = await b.buyer('13800000602', 1);
    const sold = await b.departureOn(7);
    await mustBuy(b, buyer, await m101Choice(b, [7]));
    const db = b.t.database.db;
    await expect(db.deleteFrom('departures').where('id', '=', sold).execute()).rejects.toMatchObject({ code: '23503' });
    await expect(db.deleteFrom('lines').where('id', '=', b.network.lines.m101).execute()).rejects.toMatchObject({ code: '23503' });
    expect(await db.selectFrom('departures').select('id').where('id', '=', sold).executeTakeFirst()).toEqual({ id: sold });
    const unsold = await b.departureOn(8);
    await db.deleteFrom('departures').where('id', '=', unsold).execute();
    expect(await db.selectFrom('departures').select('id').where('id', '=', unsold).executeTakeFirst()).toBeUndefined();
  });
});

describe('a rider deleted after buying', () => {
  it('can be deleted; the order keeps the name and masked ID, and order again leaves the rider out', async () => {
    const buyer = await b.buyer('13800000601', 2);
    const order = await mustBuy(b, buyer, await m101Choice(b, [6]));
    const [gone, kept] = buyer.passengerIds;

    const deleted = await b.call('POST', '/passenger/del', { headers: buyer.headers, body: { passengerId: gone } });
    expect(deleted.meta).toMatchObject({ code: 1 });

    const detail = await b.call('GET', '/order/detail', { headers: buyer.headers, query: { orderNo: order.orderNo } });
    expect(detail.meta.code).toBe(1);
    expect(detail.data.passengerCount).toBe(2);
    expect(detail.data.tickets.map((t: { passengerId: string | null; passengerName: string }) => [t.passengerId, t.passengerName])).toEqual([
      [null, '乘客甲'],
      [kept, '乘客乙'],
    ]);
    expect(detail.data.tickets[0].passengerIdNumber).toMatch(/^\d{3}\*+\w{4}$/);

    const again = await b.call('GET', '/ticket/orderAgain', { headers: buyer.headers, query: { orderNo: order.orderNo } });
    expect(again.data.passengerIds).toEqual([kept]);
  });
});
