import { ApiPrefix } from '@udian/contracts/prefixes';
import type { Ticket } from '@udian/contracts/schemas/tickets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shanghaiInstant } from '../../../time/shanghai-time';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { buyingServices, isChineseDesc, m101Choice, mustBuy, type Buyer } from '../../../test/buying-helpers';

/** My tickets by tab with paging (and the older section's list), a ticket's detail, bad input. */

let b: BuyingApp;
let services: ReturnType<typeof buyingServices>;
beforeAll(async () => {
  b = await createBuyingApp();
  services = buyingServices(b);
});
afterAll(async () => b.t.close());

type Listed = { tickets: Ticket[]; page: number; hasMore: boolean };
const list = async (buyer: Buyer, query: Record<string, string> = {}) => {
  const answer = await b.call<Listed>('GET', '/ticket/v8/list', { headers: buyer.headers, query });
  expect(answer.meta.code, answer.meta.desc).toBe(1);
  return answer.data!;
};
const idsOf = (listed: Listed) => listed.tickets.map((t) => t.ticketId);
const legacyList = async (buyer: Buyer, query: Record<string, string>) =>
  (await b.t.app.inject({ method: 'GET', url: `${ApiPrefix.legacy}/ticket/v4/list`, query, headers: buyer.headers })).json();

describe('my tickets', () => {
  let buyer: Buyer;
  /** Ticket ids by fixture day. */
  const on: Record<number, string> = {};
  let paidOrder: { orderNo: string; payableCents: number; tickets: { ticketId: string }[] };

  beforeAll(async () => {
    buyer = await b.buyer('13800006001', 1);
    paidOrder = await mustBuy(b, buyer, await m101Choice(b, [9, 1, 5]));
    await services.markPaid(paidOrder.orderNo);
    const used = await mustBuy(b, buyer, await m101Choice(b, [6]));
    await services.markPaid(used.orderNo);
    const refunded = await mustBuy(b, buyer, await m101Choice(b, [7]));
    await services.markPaid(refunded.orderNo);
    await services.markRefunded(refunded.orderNo);
    const pending = await mustBuy(b, buyer, await m101Choice(b, [8]));
    for (const order of [paidOrder, used, refunded, pending]) {
      for (const t of order.tickets as { ticketId: string; serviceDate: string }[]) on[[1, 5, 6, 7, 8, 9].find((d) => b.network.day(d) === t.serviceDate)!] = t.ticketId;
    }
    await b.t.database.db.updateTable('tickets').set({ status: 'used', checked_at: b.clock.now }).where('id', '=', Number(on[6])).execute();
  });

  it('shows the tickets to ride, soonest first, by default', async () => {
    const toRide = await list(buyer);
    expect(idsOf(toRide)).toEqual([on[1], on[5], on[9]]);
    expect(toRide.tickets.map((t) => t.state)).toEqual(['toRide', 'toRide', 'toRide']);
    expect(toRide).toMatchObject({ page: 1, hasMore: false });
    expect(await list(buyer, { tab: 'toRide' })).toEqual(toRide);
  });

  it.each([
    ['used', 6, 'used'],
    ['refunded', 7, 'refunded'],
  ] as const)('tab %s', async (tab, day, state) => {
    const listed = await list(buyer, { tab });
    expect(idsOf(listed)).toEqual([on[day]]);
    expect(listed.tickets[0]).toMatchObject({ state, status: state, refundable: false });
  });

  it('never shows an unpaid order’s ticket', async () => {
    const all = await Promise.all(['toRide', 'used', 'refunded', 'expired'].map((tab) => list(buyer, { tab })));
    expect(all.flatMap(idsOf)).not.toContain(on[8]);
    const detail = await b.call('GET', '/ticket/query', { headers: buyer.headers, query: { ticketId: on[8]! } });
    expect(detail.meta).toMatchObject({ code: 1004, desc: '车票不存在' });
  });

  it('pages with hasMore', async () => {
    const pages = [await list(buyer, { pageSize: '2' }), await list(buyer, { pageSize: '2', page: '2' }), await list(buyer, { pageSize: '2', page: '3' })];
    expect(pages.map(idsOf)).toEqual([[on[1], on[5]], [on[9]], []]);
    expect(pages.map((p) => p.hasMore)).toEqual([true, false, false]);
    expect(pages.map((p) => p.page)).toEqual([1, 2, 3]);
  });

  it('splits what the order paid over its tickets, to the cent', async () => {
    const tickets = (await list(buyer)).tickets.filter((t) => t.orderNo === paidOrder.orderNo);
    expect(tickets).toHaveLength(3);
    expect(tickets.reduce((sum, t) => sum + t.paidCents, 0)).toBe(paidOrder.payableCents);
    for (const t of tickets) expect(Math.abs(t.paidCents - paidOrder.payableCents / 3)).toBeLessThan(1);
  });

  it('moves a ticket to expired once its check window has closed, latest first', async () => {
    const saved = b.clock.now;
    try {
      // Day 1's 08:00 bus boards at 市民中心 at 08:00; the window closes at 08:30.
      b.clock.now = new Date(shanghaiInstant(b.network.day(1), 480).getTime() + 30 * 60_000);
      expect(idsOf(await list(buyer))).toEqual([on[1], on[5], on[9]]);
      b.clock.advance(1);
      expect(idsOf(await list(buyer))).toEqual([on[5], on[9]]);
      const expired = await list(buyer, { tab: 'expired' });
      expect(idsOf(expired)).toEqual([on[1]]);
      expect(expired.tickets[0]).toMatchObject({ state: 'expired', status: 'valid', refundable: false });
    } finally {
      b.clock.now = saved;
    }
  });

  it('answers the same on the older section’s /ticket/v4/list', async () => {
    for (const tab of ['toRide', 'used', 'refunded', 'expired']) {
      const legacy = await legacyList(buyer, { tab, pageSize: '2' });
      expect(legacy.meta.code).toBe(1);
      expect(legacy.data).toEqual(await list(buyer, { tab, pageSize: '2' }));
    }
  });

  it('shows no one else’s tickets', async () => {
    const other = await b.buyer('13800006002', 1);
    for (const tab of ['toRide', 'used', 'refunded', 'expired']) expect(await list(other, { tab })).toEqual({ tickets: [], page: 1, hasMore: false });
  });
});

describe('ticket detail', () => {
  it('shows the line, the rider’s stops with times and places, the rider, the money and the check window', async () => {
    const buyer = await b.buyer('13800006011', 2);
    const order = await mustBuy(b, buyer, { ...(await m101Choice(b, [5])), boardSeq: 1, alightSeq: 4 });
    await services.markPaid(order.orderNo);
    const first = order.tickets[0] as { ticketId: string; departureId: string };
    const answer = await b.call<Ticket>('GET', '/ticket/query', { headers: buyer.headers, query: { ticketId: first.ticketId } });
    expect(answer.meta.code).toBe(1);
    const departsAt = shanghaiInstant(b.network.day(5), 480);
    // The bus is at 会展中心 five minutes after it leaves the first stop: the window is around that.
    const boardsAt = departsAt.getTime() + 5 * 60_000;
    expect(answer.data).toEqual({
      ticketId: first.ticketId,
      orderNo: order.orderNo,
      departureId: first.departureId,
      status: 'valid',
      state: 'toRide',
      line: { lineId: String(b.network.lines.m101), lineCode: 'M101', lineName: '福田—南山通勤快线' },
      serviceDate: b.network.day(5),
      time: '08:00',
      departsAt: departsAt.toISOString(),
      board: { seq: 1, stationId: String(b.network.stations.convention), name: '会展中心', time: '08:05', lng: 114.0553, lat: 22.537 },
      alight: { seq: 4, stationId: String(b.network.stations.bayPark), name: '深圳湾公园', time: '08:40', lng: 113.95, lat: 22.51 },
      passengerName: '乘客甲',
      passengerIdNumber: '110***********002X',
      priceCents: 800,
      paidCents: expect.any(Number),
      checkedAt: null,
      refundable: true,
      vehicle: null,
      checkWindow: { opensAt: new Date(boardsAt - 60 * 60_000).toISOString(), closesAt: new Date(boardsAt + 30 * 60_000).toISOString() },
      stopReason: null,
      acceptsTransitCard: false,
      periodPass: null,
    });
    expect(answer.data!.passengerIdNumber).not.toContain('11010519491231002X');
    const second = await b.call<Ticket>('GET', '/ticket/query', { headers: buyer.headers, query: { ticketId: (order.tickets[1] as { ticketId: string }).ticketId } });
    expect(answer.data!.paidCents + second.data!.paidCents).toBe(order.payableCents);
  });

  it('shows the bus and its driver once the departure has one', async () => {
    const buyer = await b.buyer('13800006012', 1);
    const order = await mustBuy(b, buyer, await m101Choice(b, [6]));
    await services.markPaid(order.orderNo);
    const ticket = order.tickets[0] as { ticketId: string; departureId: string };
    const vehicle = await b.t.database.db
      .insertInto('vehicles')
      .values({ plate: '粤B·D12345', capacity: 30, line_id: b.network.lines.m101, driver_name: '王建国', driver_phone: '13912345678' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await b.t.database.db.updateTable('departures').set({ vehicle_id: vehicle.id }).where('id', '=', Number(ticket.departureId)).execute();
    const answer = await b.call<Ticket>('GET', '/ticket/query', { headers: buyer.headers, query: { ticketId: ticket.ticketId } });
    expect(answer.data!.vehicle).toEqual({ plate: '粤B·D12345', driverName: '王建国', driverPhone: '13912345678' });
  });

  it('is not refundable after departure, though still to ride inside the window', async () => {
    const buyer = await b.buyer('13800006013', 1);
    const order = await mustBuy(b, buyer, await m101Choice(b, [1]));
    await services.markPaid(order.orderNo);
    const saved = b.clock.now;
    try {
      b.clock.now = new Date(shanghaiInstant(b.network.day(1), 480).getTime() + 60_000);
      const answer = await b.call<Ticket>('GET', '/ticket/query', { headers: buyer.headers, query: { ticketId: (order.tickets[0] as { ticketId: string }).ticketId } });
      expect(answer.data).toMatchObject({ state: 'toRide', refundable: false });
    } finally {
      b.clock.now = saved;
    }
  });

  it("follows its line's refund rules: not refundable once closer in than the line's smallest tier", async () => {
    const buyer = await b.buyer('13800006014', 1);
    const order = await mustBuy(b, buyer, await m101Choice(b, [10]));
    await services.markPaid(order.orderNo);
    const ticketId = (order.tickets[0] as { ticketId: string }).ticketId;
    const departsAt = shanghaiInstant(b.network.day(10), 480).getTime();
    const refundableAt = async (minutesBefore: number) => {
      const saved = b.clock.now;
      try {
        b.clock.now = new Date(departsAt - minutesBefore * 60_000);
        return (await b.call<Ticket>('GET', '/ticket/query', { headers: buyer.headers, query: { ticketId } })).data!.refundable;
      } finally {
        b.clock.now = saved;
      }
    };
    // The default rules refund until departure.
    expect(await refundableAt(60)).toBe(true);
    // M101 gets rules of its own: nothing within 2 hours of departure, as the quote will say (refundClosed).
    await b.t.database.db
      .insertInto('refund_rules')
      .values([
        { line_id: b.network.lines.m101, min_minutes_before: 1440, fee_percent: 0 },
        { line_id: b.network.lines.m101, min_minutes_before: 120, fee_percent: 30 },
      ])
      .execute();
    try {
      expect(await refundableAt(180)).toBe(true);
      expect(await refundableAt(60)).toBe(false);
    } finally {
      await b.t.database.db.deleteFrom('refund_rules').where('line_id', '=', b.network.lines.m101).execute();
    }
  });
});

describe('bad input', () => {
  it.each([
    ['/ticket/v8/list', { tab: 'all' }, '车票分类不正确'],
    ['/ticket/v8/list', { pageSize: '51' }, '每页最多 50 条'],
    ['/ticket/v8/list', { page: '0' }, '页码至少为 1'],
    ['/ticket/v8/list', { page: 'x' }, ''],
    ['/ticket/query', {}, ''],
    ['/ticket/query', { ticketId: 'abc' }, '编号格式不正确'],
    ['/ticket/query', { ticketId: '0' }, '编号格式不正确'],
    ['/ticket/rideCode/query', { ticketId: '-1' }, '编号格式不正确'],
    ['/bus/location/query', { ticketId: '1'.repeat(30) }, '编号格式不正确'],
    ['/line_eta/location/queryByTicket', {}, ''],
  ])('%s %j: a Chinese invalid-params answer', async (path, query, fragment) => {
    const buyer = await b.buyer('13800006021', 0);
    const answer = await b.call('GET', path, { headers: buyer.headers, query });
    expect(answer.meta.code).toBe(1001);
    expect(isChineseDesc(answer.meta.desc)).toBe(true);
    expect(answer.meta.desc).toContain(fragment);
  });

  it('needs a login', async () => {
    const answer = (await b.t.app.inject({ method: 'GET', url: `${ApiPrefix.api}/ticket/v8/list`, headers: { ...(await b.buyer('13800006022', 0)).headers, token: 'nope' } })).json();
    expect(answer.meta.code).toBe(502);
  });
});
