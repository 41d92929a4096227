import { errorCatalogue } from '@udian/contracts/meta-codes';
import { carpoolFareCents } from '@udian/contracts/schemas/carpool';
import { greatCircleMeters } from '@udian/contracts/great-circle';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { isChineseDesc } from '../../../test/buying-helpers';
import { carpoolCall, joinAndBuy, KEJIYUAN, SHIMIN, startBody, startCarpool } from '../../../test/carpool-fixture';
import { refundedCents } from '../../../test/crowdfund-fixture';
import { addDays, shanghaiDate, shanghaiInstant } from '../../../time/shanghai-time';

/**
 * Carpools (decision 051) through the passenger API on decision 047's mechanism: starting one makes a custom
 * line of type carpool with its one departure on presale; riders join and buy a seat through the ordinary
 * order and payment; the crowdfunds job opens it at its minimum (tickets valid, riders told) or fails it at its
 * deadline and refunds every rider in full; the guards (twice, beyond the seats, after the deadline, full);
 * match and near; my carpools; and bad input, each with its own Chinese message.
 */

let b: BuyingApp;
let realNow: Date;
let phoneSeq = 0;
const newPhone = () => `1370051${String((phoneSeq += 1)).padStart(4, '0')}`;
const rider = (count = 1) => b.buyer(newPhone(), count);
const db = () => b.t.database.db;
const expectFailure = (meta: { code: number; desc: string }, name: keyof typeof errorCatalogue) => {
  expect(meta, meta.desc).toMatchObject({ code: errorCatalogue[name].code });
  expect(isChineseDesc(meta.desc), meta.desc).toBe(true);
};
const detail = (id: string, headers: Record<string, string>) => carpoolCall(b, 'GET', '/car/carpool/detail', { headers, query: { id } });
const phoneOf = async (userId: string) => (await db().selectFrom('users').select('phone').where('id', '=', Number(userId)).executeTakeFirstOrThrow()).phone!;
const messagesTo = (phone: string, template: string) => db().selectFrom('sent_messages').select(['content', 'status']).where('phone', '=', phone).where('template', '=', template).execute();

beforeAll(async () => {
  b = await createBuyingApp({ SMS_IP_HOURLY_LIMIT: '10000', SMS_PHONE_DAILY_LIMIT: '1000' });
  realNow = b.clock.now;
});
afterAll(async () => b.t.close());
beforeEach(() => {
  b.clock.now = realNow;
});

describe('starting a carpool', () => {
  it('makes a custom line of type carpool: two stops, one departure on its date, presold for that date, the starter joined', async () => {
    const starter = await rider();
    const made = await startCarpool(b, starter);
    const distance = Math.round(greatCircleMeters(KEJIYUAN, SHIMIN));
    expect(made.priceCents).toBe(carpoolFareCents(distance));
    const line = await db().selectFrom('lines').select(['type', 'is_active', 'price_cents']).where('id', '=', Number(made.lineId)).executeTakeFirstOrThrow();
    expect(line).toEqual({ type: 'carpool', is_active: true, price_cents: made.priceCents });
    const stops = await db().selectFrom('line_stops').select(['seq', 'can_board', 'can_alight']).where('line_id', '=', Number(made.lineId)).orderBy('seq').execute();
    expect(stops).toEqual([
      { seq: 0, can_board: true, can_alight: false },
      { seq: 1, can_board: false, can_alight: true },
    ]);
    const departures = await db().selectFrom('departures').select(['service_date', 'capacity', 'departs_at']).where('line_id', '=', Number(made.lineId)).execute();
    expect(departures).toEqual([{ service_date: made.date, capacity: 7, departs_at: shanghaiInstant(made.date, 8 * 60) }]);
    const crowdfund = await db().selectFrom('crowdfunds').select(['kind', 'period_kind', 'target', 'seats', 'status']).where('line_id', '=', Number(made.lineId)).executeTakeFirstOrThrow();
    expect(crowdfund).toEqual({ kind: 'carpool', period_kind: 'day', target: 2, seats: 7, status: 'gathering' });
    const presale = await db().selectFrom('line_presales').select(['status', 'dates']).where('line_id', '=', Number(made.lineId)).executeTakeFirstOrThrow();
    expect(presale).toEqual({ status: 'presale', dates: [made.date] });
    const seen = await detail(made.id, starter.headers);
    expect(seen.data).toMatchObject({
      carpool: { status: 'gathering', from: { name: '科技园' }, to: { name: '市民中心' }, time: '08:00', seats: 7, seatsLeft: 7, minimum: 2, committed: 0, isJoinable: true },
      plan: { lineId: made.lineId, departureIds: [made.departureId], boardSeq: 0, alightSeq: 1 },
      me: { isStarter: true, state: 'joined', orderNo: null, ticketIds: [] },
    });
    // A visitor sees it too, without a part.
    expect((await carpoolCall(b, 'GET', '/car/carpool/detail', { headers: { platform: 'H5', channel: '10000', deviceId: 'test-device-0001' }, query: { id: made.id } })).data.me).toBeNull();
  });

  it('uses a station chosen on the place sheet as its stop, and makes a stop of any other point', async () => {
    const station = await db().selectFrom('stations').select(['id', 'name', 'lng', 'lat']).where('name', '=', '科技园').executeTakeFirstOrThrow();
    const stationsBefore = Number((await db().selectFrom('stations').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const made = await startCarpool(b, await rider(), { from: { name: station.name, lng: Number(station.lng), lat: Number(station.lat), stationId: String(station.id) } });
    const stops = await db().selectFrom('line_stops').select(['seq', 'station_id']).where('line_id', '=', Number(made.lineId)).orderBy('seq').execute();
    expect(stops[0]!.station_id).toBe(station.id);
    const stationsAfter = Number((await db().selectFrom('stations').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(stationsAfter).toBe(stationsBefore + 1);
  });

  it('is not offered as a line to board near me nor recommended: it is found by its own list and match', async () => {
    const station = await db().selectFrom('stations').select(['id', 'name', 'lng', 'lat']).where('name', '=', '科技园').executeTakeFirstOrThrow();
    const at = { lng: String(station.lng), lat: String(station.lat) };
    const { headers } = await rider();
    const made = await startCarpool(b, await rider(), { from: { name: station.name, lng: Number(station.lng), lat: Number(station.lat), stationId: String(station.id) } });
    const lineIds = (stops: Array<{ lines: Array<{ lineId: string }> }>) => stops.flatMap((stop) => stop.lines.map((line) => line.lineId));
    // The read model catches the new line up within its check interval: the carpool's own page shows it first.
    let nearStops: Array<{ lines: Array<{ lineId: string }> }> = [];
    for (let tries = 0; tries < 50; tries += 1) {
      const page = await b.call('GET', '/line/detail/query', { headers, query: { lineId: made.lineId } });
      nearStops = (await b.call('GET', '/lineOptimize/nearbyStopLineList', { headers, query: { ...at, radius: '500' } })).data.stops;
      if (page.meta.code === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(nearStops.length).toBeGreaterThan(0);
    expect(lineIds(nearStops)).not.toContain(made.lineId);
    const nearLines = (await b.call('GET', '/lineOptimize/nearby', { headers, query: { ...at, radius: '500' } })).data.lines;
    expect(nearLines.map((line: { lineId: string }) => line.lineId)).not.toContain(made.lineId);
    const recommended = (await b.call('GET', '/lineOptimize/recommend', { headers, query: { cityId: '440300', ...at } })).data.lines;
    expect(recommended.map((line: { lineId: string }) => line.lineId)).not.toContain(made.lineId);
  });

  it('refuses bad input with its own message, and stores nothing', async () => {
    const starter = await rider();
    const before = await db().selectFrom('carpools').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const today = shanghaiDate(b.clock.now);
    const refused = async (over: Record<string, unknown>) => (await carpoolCall(b, 'POST', '/car/carpool/start', { headers: starter.headers, body: startBody(b, over) })).meta;
    const soon = new Date(b.clock.now.getTime() + 30 * 60_000);
    const soonDate = shanghaiDate(soon);
    const soonTime = new Date(soon.getTime() + 8 * 3_600_000).toISOString().slice(11, 16);
    expectFailure(await refused({ from: { name: '上海人民广场', lng: 121.4737, lat: 31.2304 }, to: { name: '上海火车站', lng: 121.4558, lat: 31.2495 } }), 'carpoolOutsideCity');
    expectFailure(await refused({ date: addDays(today, 15) }), 'carpoolDateOutOfRange');
    expectFailure(await refused({ date: addDays(today, -1) }), 'carpoolDateOutOfRange');
    expectFailure(await refused({ date: soonDate, time: soonTime, deadline: new Date(b.clock.now.getTime() + 60_000).toISOString() }), 'carpoolDepartureTooSoon');
    const departs = shanghaiInstant(addDays(today, 1), 8 * 60);
    expectFailure(await refused({ deadline: new Date(departs.getTime() - 29 * 60_000).toISOString() }), 'carpoolDeadlineInvalid');
    expectFailure(await refused({ deadline: new Date(b.clock.now.getTime() - 1_000).toISOString() }), 'carpoolDeadlineInvalid');
    for (const [over, text] of [
      [{ minimum: 8 }, '成行人数'],
      [{ minimum: 1 }, '成行人数'],
      [{ seats: 12 }, '请选择车型'],
      [{ to: { name: '科技园南', lng: 113.9546, lat: 22.5356 } }, '相距太近'],
      [{ to: { name: '广州塔', lng: 113.3245, lat: 23.1064 } }, '80 公里'],
      [{ from: { name: '', lng: 113.9546, lat: 22.5406 } }, '请选择地点'],
    ] as const) {
      const meta = await refused(over);
      expect(meta.code, meta.desc).toBe(errorCatalogue.invalidParams.code);
      expect(meta.desc).toContain(text);
    }
    const after = await db().selectFrom('carpools').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('lets a passenger have three of their own gathering at once, not a fourth', async () => {
    const starter = await rider();
    for (let i = 0; i < 3; i += 1) await startCarpool(b, starter, { time: `0${7 + i}:30` });
    expectFailure((await carpoolCall(b, 'POST', '/car/carpool/start', { headers: starter.headers, body: startBody(b) })).meta, 'carpoolOpenLimit');
  });
});

describe('a carpool that reaches its minimum', () => {
  it('runs: the job opens it, its tickets become valid with ride codes, riders are told, its one ride is not extended', async () => {
    const starter = await rider();
    const made = await startCarpool(b, starter, { minimum: 2 });
    const first = await joinAndBuy(b, starter, made.id);
    expect(first.meta.code, first.meta.desc).toBe(1);
    const held = await db().selectFrom('tickets').innerJoin('orders', 'orders.id', 'tickets.order_id').select('tickets.id').where('orders.line_id', '=', Number(made.lineId)).execute();
    expect(held).toHaveLength(1);
    // Still gathering: the ticket waits (待成团) and has no ride code.
    const waiting = await b.call('GET', '/ticket/query', { headers: starter.headers, query: { ticketId: String(held[0]!.id) } });
    expect(waiting.data).toMatchObject({ state: 'gathering' });
    expect(await b.t.runJob('crowdfunds')).toMatchObject({ opened: 0, failed: 0 });

    const second = await rider();
    expect((await joinAndBuy(b, second, made.id)).meta.code).toBe(1);
    expect(await b.t.runJob('crowdfunds')).toMatchObject({ opened: 1 });
    const tickets = await db()
      .selectFrom('tickets')
      .innerJoin('orders', 'orders.id', 'tickets.order_id')
      .select(['tickets.id', 'tickets.status'])
      .where('orders.line_id', '=', Number(made.lineId))
      .orderBy('tickets.id')
      .execute();
    expect(tickets.map((t) => t.status)).toEqual(['valid', 'valid']);
    const seen = await detail(made.id, second.headers);
    expect(seen.data.carpool).toMatchObject({ status: 'opened', committed: 2, seatsLeft: 5, isJoinable: true });
    expect(seen.data.me).toMatchObject({ isStarter: false, state: 'committed', ticketIds: [String(tickets[1]!.id)] });
    const ticket = await b.call('GET', '/ticket/query', { headers: second.headers, query: { ticketId: seen.data.me.ticketIds[0] } });
    expect(ticket.data).toMatchObject({ state: 'toRide' });
    // Its service still ends on its one date: a carpool is one ride.
    const service = await db()
      .selectFrom('services')
      .innerJoin('trips', 'trips.service_id', 'services.id')
      .select(['services.start_date', 'services.end_date'])
      .where('trips.line_id', '=', Number(made.lineId))
      .executeTakeFirstOrThrow();
    expect(service).toEqual({ start_date: made.date, end_date: made.date });
    const sms = await messagesTo(await phoneOf(second.userId), 'carpoolOpened');
    expect(sms[0]?.content).toContain('已成行');
    // Running with seats left: another passenger still joins and buys a seat, now an ordinary sale.
    expect((await joinAndBuy(b, await rider(), made.id)).meta.code).toBe(1);
    // 我的拼车: the starter's, with the state and their ticket.
    const mine = await carpoolCall(b, 'GET', '/car/carpool/mine', { headers: starter.headers });
    expect(mine.data.items.find((i: { carpool: { id: string } }) => i.carpool.id === made.id)).toMatchObject({ carpool: { status: 'opened' }, me: { isStarter: true, state: 'committed' } });
  });
});

describe('a carpool short of its minimum at its deadline', () => {
  it('fails and every rider is refunded in full automatically; nothing is sold after', async () => {
    const starter = await rider(2);
    const made = await startCarpool(b, starter, { minimum: 4 });
    const paid = [await joinAndBuy(b, starter, made.id, { riders: starter.passengerIds }), await joinAndBuy(b, await rider(), made.id)];
    for (const p of paid) expect(p.meta.code, p.meta.desc).toBe(1);
    const late = await rider();
    const lateJoin = await carpoolCall(b, 'POST', '/car/carpool/join', { headers: late.headers, body: { id: made.id } });
    expect(lateJoin.meta.code).toBe(1);
    // The deadline passes with 3 of 4.
    const crowdfund = await db().selectFrom('crowdfunds').select('deadline').where('line_id', '=', Number(made.lineId)).executeTakeFirstOrThrow();
    b.clock.now = new Date(crowdfund.deadline.getTime() + 1_000);
    expectFailure((await carpoolCall(b, 'POST', '/car/carpool/join', { headers: (await rider()).headers, body: { id: made.id } })).meta, 'carpoolClosed');
    const afterDeadline = await b.call('POST', '/order/create', {
      headers: late.headers,
      body: { lineId: made.lineId, departureIds: [made.departureId], boardSeq: 0, alightSeq: 1, passengerIds: late.passengerIds, userCouponId: null, expectedPayableCents: made.priceCents },
    });
    expectFailure(afterDeadline.meta, 'assembleClosed');
    // (Earlier tests' carpools, whose deadlines the clock also passed, fail in the same run.)
    const run = (await b.t.runJob('crowdfunds')) as { failed: number; settled: number };
    expect(run.failed).toBeGreaterThanOrEqual(1);
    expect(run.settled).toBe(run.failed);
    expect((await db().selectFrom('crowdfunds').select(['status', 'settled_at']).where('id', '=', Number(made.id)).executeTakeFirstOrThrow()).status).toBe('failed');
    expect(await refundedCents(b, paid[0]!.orderNo!)).toBe(2 * made.priceCents);
    expect(await refundedCents(b, paid[1]!.orderNo!)).toBe(made.priceCents);
    const tickets = await db()
      .selectFrom('tickets')
      .innerJoin('orders', 'orders.id', 'tickets.order_id')
      .innerJoin('departures', 'departures.id', 'tickets.departure_id')
      .select(['tickets.status', 'departures.status as departure', 'departures.cancel_reason'])
      .where('orders.line_id', '=', Number(made.lineId))
      .execute();
    expect(tickets).toHaveLength(3);
    for (const t of tickets) expect(t).toEqual({ status: 'refunded', departure: 'cancelled', cancel_reason: '拼车未成行，已全额退款' });
    const mine = await carpoolCall(b, 'GET', '/car/carpool/mine', { headers: starter.headers });
    expect(mine.data.items.find((i: { carpool: { id: string } }) => i.carpool.id === made.id)).toMatchObject({
      carpool: { status: 'failed', isJoinable: false },
      me: { isStarter: true, state: 'refunded', refundedCents: 2 * made.priceCents, ticketIds: [] },
    });
    const sms = await messagesTo(await phoneOf(starter.userId), 'carpoolFailed');
    expect(sms[0]?.content).toContain(`未成行，已支付的 ${((2 * made.priceCents) / 100).toFixed(2)} 元已全额原路退回`);
    const line = await db().selectFrom('lines').select('is_active').where('id', '=', Number(made.lineId)).executeTakeFirstOrThrow();
    expect(line.is_active).toBe(false);
    // A second run has nothing left to do.
    expect(await b.t.runJob('crowdfunds')).toMatchObject({ failed: 0, settled: 0 });
  });
});

describe('joining', () => {
  it('is refused twice while the passenger holds an order on it, paid or not; a cancelled order lets them join again', async () => {
    const made = await startCarpool(b, await rider());
    const buyer = await rider();
    const pending = await joinAndBuy(b, buyer, made.id, { isPaid: false });
    expect(pending.meta.code).toBe(1);
    expectFailure((await carpoolCall(b, 'POST', '/car/carpool/join', { headers: buyer.headers, body: { id: made.id } })).meta, 'carpoolAlreadyJoined');
    await b.call('POST', '/order/cancel', { headers: buyer.headers, body: { orderNo: pending.orderNo } });
    const again = await joinAndBuy(b, buyer, made.id);
    expect(again.meta.code, again.meta.desc).toBe(1);
    expectFailure((await carpoolCall(b, 'POST', '/car/carpool/join', { headers: buyer.headers, body: { id: made.id } })).meta, 'carpoolAlreadyJoined');
  });

  it('never seats the same rider twice, nor the starter’s riders beyond the seats; a full carpool is refused', async () => {
    const starter = await rider(4);
    const made = await startCarpool(b, starter, { seats: 7, minimum: 7 });
    // Four riders of the starter's own carpool: four seats.
    expect((await joinAndBuy(b, starter, made.id, { riders: starter.passengerIds })).meta.code).toBe(1);
    const other = await rider(4);
    // Four more of another passenger's: only three seats are left.
    const beyond = await joinAndBuy(b, other, made.id, { riders: other.passengerIds });
    expectFailure(beyond.meta, 'seatsSoldOut');
    expect((await joinAndBuy(b, other, made.id, { riders: other.passengerIds.slice(0, 3) })).meta.code).toBe(1);
    const seats = await db().selectFrom('departures').select(['seats_sold', 'capacity']).where('id', '=', Number(made.departureId)).executeTakeFirstOrThrow();
    expect(seats).toEqual({ seats_sold: 7, capacity: 7 });
    expectFailure((await carpoolCall(b, 'POST', '/car/carpool/join', { headers: (await rider()).headers, body: { id: made.id } })).meta, 'carpoolFull');
    // The same rider on another order of the same carpool: buying's one live ticket per rider and departure.
    const again = await b.call('POST', '/order/create', {
      headers: starter.headers,
      body: { lineId: made.lineId, departureIds: [made.departureId], boardSeq: 0, alightSeq: 1, passengerIds: [starter.passengerIds[0]], userCouponId: null, expectedPayableCents: made.priceCents },
    });
    expect([errorCatalogue.passengerHasTicket.code, errorCatalogue.seatsSoldOut.code]).toContain(again.meta.code);
  });

  it('an unknown carpool, and a carpool through the crowdfund share call, are refused', async () => {
    const buyer = await rider();
    expectFailure((await carpoolCall(b, 'POST', '/car/carpool/join', { headers: buyer.headers, body: { id: '99999999' } })).meta, 'carpoolNotFound');
    expectFailure((await carpoolCall(b, 'GET', '/car/carpool/detail', { headers: buyer.headers, query: { id: '99999999' } })).meta, 'carpoolNotFound');
    const made = await startCarpool(b, await rider());
    const shareCode = (await db().selectFrom('crowdfunds').select('share_code').where('id', '=', Number(made.id)).executeTakeFirstOrThrow()).share_code;
    expectFailure((await b.call('POST', '/customLine/share/join', { headers: buyer.headers, body: { shareCode } })).meta, 'assembleNotFound');
    // And my-custom's crowdfunds never list a carpool.
    await joinAndBuy(b, buyer, made.id);
    const crowdfunds = await b.call('GET', '/assemble/myLineAssembleList', { headers: buyer.headers });
    expect(crowdfunds.data.items.some((i: { assemble: { id: string } }) => i.assemble.id === made.id)).toBe(false);
  });
});

describe('finding carpools', () => {
  it('matches by both ends and the time window through /car/carpool/match, best first, and lists those near me', async () => {
    const starter = await rider();
    const date = addDays(shanghaiDate(b.clock.now), 2);
    const deadline = new Date(shanghaiInstant(date, 6 * 60).getTime()).toISOString();
    const best = await startCarpool(b, starter, { date, time: '08:00', deadline });
    const later = await startCarpool(b, starter, { date, time: '08:40', deadline });
    const elsewhere = await startCarpool(b, starter, { date, time: '08:00', deadline, to: { name: '深圳北站', lng: 114.0295, lat: 22.6097 } });
    const query = { fromLng: String(KEJIYUAN.lng + 0.003), fromLat: String(KEJIYUAN.lat), toLng: String(SHIMIN.lng), toLat: String(SHIMIN.lat), date, time: '08:05' };
    const visitor = { platform: 'H5', channel: '10000', deviceId: 'test-device-0001' };
    const found = await carpoolCall(b, 'GET', '/car/carpool/match', { headers: visitor, query });
    expect(found.meta.code, found.meta.desc).toBe(1);
    const ids = found.data.items.map((i: { carpool: { id: string } }) => i.carpool.id);
    expect(ids.indexOf(best.id)).toBeLessThan(ids.indexOf(later.id));
    expect(ids).not.toContain(elsewhere.id);
    expect(found.data.items[ids.indexOf(best.id)]).toMatchObject({ fromDistanceM: 308, toDistanceM: 0, minutesApart: 5 });
    // Another day at the same time: nothing.
    const otherDay = await carpoolCall(b, 'GET', '/car/carpool/match', { headers: visitor, query: { ...query, date: addDays(date, 1) } });
    expect(otherDay.data.items.map((i: { carpool: { id: string } }) => i.carpool.id)).not.toContain(best.id);
    const near = await carpoolCall(b, 'GET', '/car/carpool/near', { headers: visitor, query: { lng: String(KEJIYUAN.lng), lat: String(KEJIYUAN.lat) } });
    expect(near.data.items.map((i: { carpool: { id: string } }) => i.carpool.id)).toEqual(expect.arrayContaining([best.id, later.id, elsewhere.id]));
    expect(near.data.items[0].distanceM).toBe(0);
    const bad = await carpoolCall(b, 'GET', '/car/carpool/match', { headers: visitor, query: { ...query, time: '25:00' } });
    expectFailure(bad.meta, 'invalidParams');
  });
});
