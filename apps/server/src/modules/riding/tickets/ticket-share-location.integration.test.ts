import { errorCatalogue } from '@udian/contracts/meta-codes';
import type { BusLocation, RideCodes, Ticket } from '@udian/contracts/schemas/tickets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shanghaiInstant } from '../../../time/shanghai-time';
import { clientHeaders, createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { buyingServices, m101Choice, mustBuy, withClockMoved, type Buyer } from '../../../test/buying-helpers';

/** Share links for a companion, and where the ticket's bus is. */

let b: BuyingApp;
let services: ReturnType<typeof buyingServices>;
let buyer: Buyer;
/** Two riders on M101's 08:00 bus on fixture day 5. */
let tickets: { ticketId: string; departureId: string }[];

beforeAll(async () => {
  b = await createBuyingApp();
  services = buyingServices(b);
  buyer = await b.buyer('13800008001', 2);
  const order = await mustBuy(b, buyer, await m101Choice(b, [5]));
  await services.markPaid(order.orderNo);
  tickets = order.tickets as typeof tickets;
});
afterAll(async () => b.t.close());

type Shared = { shareToken: string; path: string; expiresAt: string };
const share = (ticketId: string, who: Buyer = buyer) => b.call<Shared>('POST', '/ticket/share', { headers: who.headers, body: { ticketId } });
const openShared = (token: string) =>
  b.call<{ ticket: Record<string, unknown>; rideCodes: RideCodes | null }>('GET', '/ticket/share/query', { headers: { ...clientHeaders }, query: { token } });

const addVehicle = async (departureId: string, plate: string) => {
  const vehicle = await b.t.database.db
    .insertInto('vehicles')
    .values({ plate, capacity: 30, line_id: b.network.lines.m101, driver_name: '李志强', driver_phone: '13920000001' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await b.t.database.db.updateTable('departures').set({ vehicle_id: vehicle.id }).where('id', '=', Number(departureId)).execute();
  return vehicle.id;
};

describe('share links', () => {
  let shared: Shared;

  beforeAll(async () => {
    await addVehicle(tickets[0]!.departureId, '粤B·D54321');
    const answer = await share(tickets[0]!.ticketId);
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    shared = answer.data!;
  });

  it('links to the share-ticket page until the check window closes', async () => {
    const closesAt = new Date(shanghaiInstant(b.network.day(5), 480).getTime() + 30 * 60_000);
    expect(shared.expiresAt).toBe(closesAt.toISOString());
    expect(shared.path).toBe(`/udianbus/common/share-ticket.html?token=${encodeURIComponent(shared.shareToken)}`);
  });

  it('shows the ticket without the ID number or the driver’s phone, and its ride codes, without a login', async () => {
    const answer = await openShared(shared.shareToken);
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    const own = await b.call<Ticket>('GET', '/ticket/query', { headers: buyer.headers, query: { ticketId: tickets[0]!.ticketId } });
    const { passengerIdNumber: _id, vehicle, ...rest } = own.data!;
    expect(answer.data!.ticket).toEqual({ ...rest, vehicle: { plate: vehicle!.plate, driverName: vehicle!.driverName } });
    expect(JSON.stringify(answer.data)).not.toMatch(/passengerIdNumber|driverPhone|13920000001|\*{4}/);
    const codes = await b.call<RideCodes>('GET', '/ticket/rideCode/query', { headers: buyer.headers, query: { ticketId: tickets[0]!.ticketId } });
    expect(answer.data!.rideCodes).toEqual(codes.data);
  });

  it.each([
    ['another ticket id', (t: string) => t.replace(/^\d+/, tickets[1]!.ticketId)],
    ['a later expiry', (t: string) => t.replace(/\.(\d+)\./, (_m, e: string) => `.${Number(e) + 86_400}.`)],
    ['a changed signature', (t: string) => `${t.slice(0, -2)}${t.endsWith('AA') ? 'BB' : 'AA'}`],
    ['garbage', () => 'hello'],
  ])('refuses a token with %s', async (_label, change) => {
    const answer = await openShared(change(shared.shareToken));
    expect(answer.meta).toMatchObject({ code: errorCatalogue.shareLinkInvalid.code, desc: errorCatalogue.shareLinkInvalid.desc });
  });

  it('refuses the link once the window has closed', async () => {
    const minutes = (new Date(shared.expiresAt).getTime() - b.clock.now.getTime()) / 60_000;
    await withClockMoved(b, minutes, async () => expect((await openShared(shared.shareToken)).meta.code).toBe(errorCatalogue.shareLinkInvalid.code));
    await withClockMoved(b, minutes - 1, async () => expect((await openShared(shared.shareToken)).meta.code).toBe(1));
  });

  it('an empty token is bad input, in Chinese', async () => {
    const answer = await b.call('GET', '/ticket/share/query', { headers: { ...clientHeaders }, query: { token: '' } });
    expect(answer.meta.code).toBe(1001);
    expect(answer.meta.desc).toContain('分享链接无效');
  });

  it('shows a shared ticket refunded since, without codes; shares only tickets to ride', async () => {
    const other = await b.buyer('13800008002', 1);
    const order = await mustBuy(b, other, await m101Choice(b, [6]));
    await services.markPaid(order.orderNo);
    const ticketId = (order.tickets[0] as { ticketId: string }).ticketId;
    const link = (await share(ticketId, other)).data!;
    await services.markRefunded(order.orderNo);
    const answer = await openShared(link.shareToken);
    expect(answer.data).toMatchObject({ ticket: { ticketId, state: 'refunded' }, rideCodes: null });
    const again = await share(ticketId, other);
    expect(again.meta).toMatchObject({ code: errorCatalogue.ticketNotValid.code, desc: '只能分享待乘车的车票' });
  });
});

describe('where the bus is', () => {
  type Located = BusLocation & { board: unknown; stops: unknown[]; shape: unknown[] };
  const busLocation = (ticketId: string) => b.call<BusLocation>('GET', '/bus/location/query', { headers: buyer.headers, query: { ticketId } });
  const byTicket = (ticketId: string) => b.call<Located>('GET', '/line_eta/location/queryByTicket', { headers: buyer.headers, query: { ticketId } });
  let vehicleId: number;
  let ticketId: string;

  beforeAll(async () => {
    const order = await mustBuy(b, buyer, { ...(await m101Choice(b, [7])), boardSeq: 2, alightSeq: 4 });
    await services.markPaid(order.orderNo);
    ticketId = (order.tickets[0] as { ticketId: string }).ticketId;
  });

  const position = (secondsAgo: number, lng: number) => ({
    vehicle_id: vehicleId,
    lng,
    lat: 22.54,
    speed_kmh: 32.5,
    heading: 270,
    recorded_at: new Date(b.clock.now.getTime() - secondsAgo * 1000),
  });

  it('says honestly that there is no bus and no position before one is assigned', async () => {
    const answer = await busLocation(ticketId);
    expect(answer.data).toEqual({ vehicle: null, position: null, isLive: false });
    const located = await byTicket(ticketId);
    expect(located.data).toMatchObject({ vehicle: null, position: null, isLive: false });
  });

  it('shows the bus with no position before it ever reported', async () => {
    const order = await b.t.database.db.selectFrom('tickets').select('departure_id').where('id', '=', Number(ticketId)).executeTakeFirstOrThrow();
    vehicleId = await addVehicle(String(order.departure_id), '粤B·D11111');
    expect((await busLocation(ticketId)).data).toEqual({
      vehicle: { plate: '粤B·D11111', driverName: '李志强', driverPhone: '13920000001' },
      position: null,
      isLive: false,
    });
  });

  it('shows a stale position as not live', async () => {
    await b.t.database.db.insertInto('vehicle_positions').values(position(600, 114.01)).execute();
    const answer = await busLocation(ticketId);
    expect(answer.data).toMatchObject({ position: { lng: 114.01, lat: 22.54, speedKmh: 32.5, heading: 270 }, isLive: false });
    expect(answer.data!.position!.recordedAt).toBe(new Date(b.clock.now.getTime() - 600_000).toISOString());
  });

  it('shows the latest position as live when it is fresh', async () => {
    await b.t.database.db.insertInto('vehicle_positions').values([position(30, 114.03), position(90, 114.02)]).execute();
    const answer = await busLocation(ticketId);
    expect(answer.data).toMatchObject({ position: { lng: 114.03 }, isLive: true });
    // Two minutes later it is no longer live.
    await withClockMoved(b, 1.6, async () => expect((await busLocation(ticketId)).data).toMatchObject({ position: { lng: 114.03 }, isLive: false }));
  });

  it('adds the boarding stop, the stops and the route for the map', async () => {
    const answer = await byTicket(ticketId);
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data).toMatchObject({
      vehicle: { plate: '粤B·D11111' },
      position: { lng: 114.03 },
      isLive: true,
      board: { stationId: String(b.network.stations.chegongmiao), name: '车公庙', lng: 114.02, lat: 22.535 },
    });
    expect(answer.data!.stops).toEqual([
      { seq: 0, name: '市民中心', lng: 114.0596, lat: 22.5431 },
      { seq: 1, name: '会展中心', lng: 114.0553, lat: 22.537 },
      { seq: 2, name: '车公庙', lng: 114.02, lat: 22.535 },
      { seq: 3, name: '科技园', lng: 113.9545, lat: 22.5405 },
      { seq: 4, name: '深圳湾公园', lng: 113.95, lat: 22.51 },
    ]);
    expect(answer.data!.shape).toHaveLength(5);
  });
});

describe("user A on user B's tickets", () => {
  let stranger: Buyer;
  beforeAll(async () => {
    stranger = await b.buyer('13800008099', 1);
  });

  const calls: [string, 'GET' | 'POST', string, (id: string) => Record<string, string>][] = [
    ['detail', 'GET', '/ticket/query', (id) => ({ ticketId: id })],
    ['ride codes', 'GET', '/ticket/rideCode/query', (id) => ({ ticketId: id })],
    ['check-in', 'POST', '/ticket/check', (id) => ({ ticketId: id, departureId: tickets[0]!.departureId, rideCode: 'UD1.1.1.aaaaaaaaaaaaaaaaaaaaaa' })],
    ['share', 'POST', '/ticket/share', (id) => ({ ticketId: id })],
    ['bus location', 'GET', '/bus/location/query', (id) => ({ ticketId: id })],
    ['location by ticket', 'GET', '/line_eta/location/queryByTicket', (id) => ({ ticketId: id })],
  ];

  it.each(calls)('%s: not found, exactly as for a ticket nobody has', async (_label, method, path, input) => {
    const ask = (id: string) => b.call(method, path, { headers: stranger.headers, ...(method === 'GET' ? { query: input(id) } : { body: input(id) }) });
    const answer = await ask(tickets[1]!.ticketId);
    expect(answer).toMatchObject({ data: null, meta: { code: 1004, desc: '车票不存在' } });
    expect((await ask('999999999')).meta).toEqual({ ...answer.meta, timestamp: expect.any(Number) });
  });

  it('check-in by a stranger with the owner’s real code changes nothing', async () => {
    const codes = await b.call<RideCodes>('GET', '/ticket/rideCode/query', { headers: buyer.headers, query: { ticketId: tickets[1]!.ticketId } });
    const departsAt = shanghaiInstant(b.network.day(5), 480);
    await withClockMoved(b, (departsAt.getTime() - b.clock.now.getTime()) / 60_000 - 10, async () => {
      const step = Math.floor(b.clock.now.getTime() / 30_000);
      const code = codes.data!.codes.find((c) => c.step === step)!.code;
      const answer = await b.call('POST', '/ticket/check', { headers: stranger.headers, body: { ticketId: tickets[1]!.ticketId, departureId: tickets[1]!.departureId, rideCode: code } });
      expect(answer.meta).toMatchObject({ code: 1004, desc: '车票不存在' });
    });
    const row = await b.t.database.db.selectFrom('tickets').select('status').where('id', '=', Number(tickets[1]!.ticketId)).executeTakeFirstOrThrow();
    expect(row.status).toBe('valid');
  });
});
