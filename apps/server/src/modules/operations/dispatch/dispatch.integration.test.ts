import type { LiveBus } from '@udian/contracts/endpoints/ops/live/live-buses';
import { errorCatalogue } from '@udian/contracts/meta-codes';
import type { DispatchDeparture } from '@udian/contracts/schemas/fleet';
import type { Ticket } from '@udian/contracts/schemas/tickets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { buyingServices, m101Choice, mustBuy } from '../../../test/buying-helpers';
import { opsCall } from '../../../test/ops-call';
import { operatorAs, type OperatorClient } from '../../../test/operator-login';
import { shanghaiInstant } from '../../../time/shanghai-time';
import { TURNAROUND_MINUTES } from './dispatch.service';

/**
 * The dispatch board (M101: 07:30 and 08:00, 40 minutes a run; M102: 18:00) and the live map of the buses
 * it sends out.
 */

let b: BuyingApp;
let dispatcher: OperatorClient;
let busA: string;
let busB: string;
let driverA: string;
let driverOff: string;

type Board = { departures: DispatchDeparture[]; vehicles: { id: string; plate: string }[]; drivers: { id: string; isActive: boolean }[] };

const post = <T>(who: OperatorClient, path: string, body: unknown) => opsCall<T>(b.t.app, 'POST', path, { headers: who.writeHeaders, body });
const board = async (offset: number, who = dispatcher) => (await opsCall<Board>(b.t.app, 'GET', '/fleet/dispatch', { headers: who.readHeaders, query: { date: b.network.day(offset) } })).data!;
const assign = (departureId: number | string, choice: { vehicleId?: string | null; driverId?: string | null }, who = dispatcher) =>
  post<{ departure: DispatchDeparture }>(who, '/fleet/dispatch/assign', { departureId: String(departureId), ...choice });

let username = 0;
/** A fresh dispatcher: a clock moved a day on has ended the earlier sessions. */
const freshDispatcher = () => operatorAs(b.t.app, b.t.database.db, 'dispatcher', `dispatch-${(username += 1)}`);

beforeAll(async () => {
  b = await createBuyingApp();
  dispatcher = await freshDispatcher();
  const vehicle = async (plate: string) => (await post<{ vehicle: { id: string } }>(dispatcher, '/fleet/vehicles/create', { plate, capacity: 30 })).data!.vehicle.id;
  busA = await vehicle('粤B·D10001');
  busB = await vehicle('粤B·D10002');
  const driver = async (name: string, phone: string) => (await post<{ driver: { id: string } }>(dispatcher, '/fleet/drivers/create', { name, phone })).data!.driver.id;
  driverA = await driver('陈师傅', '13911110001');
  driverOff = await driver('周师傅', '13911110002');
  await post(dispatcher, '/fleet/drivers/update', { id: driverOff, isActive: false });
});
afterAll(async () => b.t.close());

describe('the dispatch board', () => {
  it("lists a day's departures with their run times, buses, drivers and the choices", async () => {
    const day = await board(6);
    // By time, then line; an inactive line's departures (X901) are not on the board.
    const at = (minutes: number) => shanghaiInstant(b.network.day(6), minutes).toISOString();
    expect(day.departures.map((d) => `${d.line.code} ${d.departsAt}`)).toEqual([
      `S301 ${at(400)}`,
      `E201 ${at(420)}`,
      `M101 ${at(450)}`,
      `N001 ${at(450)}`,
      `M101 ${at(480)}`,
      `M102 ${at(1080)}`,
    ]);
    const first = day.departures.find((d) => d.line.code === 'M101' && d.departsAt === shanghaiInstant(b.network.day(6), 480).toISOString())!;
    expect(first).toMatchObject({ arrivesAt: shanghaiInstant(b.network.day(6), 520).toISOString(), status: 'scheduled', vehicle: null, driver: null, canAssign: true });
    expect(day.vehicles.map((v) => v.plate)).toEqual(['粤B·D10001', '粤B·D10002']);
    expect(day.drivers).toEqual([expect.objectContaining({ id: driverA, isActive: true }), expect.objectContaining({ id: driverOff, isActive: false })]);
    const bad = await opsCall(b.t.app, 'GET', '/fleet/dispatch', { headers: dispatcher.readHeaders, query: { date: '明天' } });
    expect(bad.meta).toMatchObject({ code: 1001 });
    expect(bad.meta.desc).toContain('日期格式应为 YYYY-MM-DD');
  });

  it('assigns a bus and a driver, audited, and clears them with null', async () => {
    const departureId = await b.departureOn(6, 480);
    const answer = await assign(departureId, { vehicleId: busA, driverId: driverA });
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data!.departure).toMatchObject({ vehicle: { id: busA, plate: '粤B·D10001' }, driver: { id: driverA, name: '陈师傅' } });
    const entries = await b.t.database.db.selectFrom('audit_log').select(['summary', 'before', 'after']).where('action', '=', 'departure.assign').execute();
    expect(entries).toEqual([{ summary: `${b.network.day(6)} 08:00 M101 福田—南山通勤快线：车辆 粤B·D10001，司机 陈师傅`, before: { vehicle: null, driver: null }, after: { vehicle: '粤B·D10001', driver: '陈师傅' } }]);
    const onlyDriver = await assign(departureId, { driverId: null });
    expect(onlyDriver.data!.departure).toMatchObject({ vehicle: { id: busA }, driver: null });
  });

  it('refuses a bus or a driver on a departure whose run overlaps, and allows one after the turnaround', async () => {
    const early = await b.departureOn(6, 450);
    // 07:30 runs until 08:10 (+10 turnaround): the 08:00 bus is taken.
    const busy = await assign(early, { vehicleId: busA });
    expect(busy.meta.code).toBe(errorCatalogue.dispatchVehicleBusy.code);
    expect(busy.meta.desc).toBe(`车辆 粤B·D10001 已派往 ${b.network.day(6)} 08:00 M101 福田—南山通勤快线 的班次，与本班次时间重叠（含 ${TURNAROUND_MINUTES} 分钟周转）`);
    await assign(await b.departureOn(6, 480), { driverId: driverA });
    const driverBusy = await assign(early, { driverId: driverA });
    expect(driverBusy.meta.code).toBe(errorCatalogue.dispatchDriverBusy.code);
    expect(driverBusy.meta.desc).toContain('司机 陈师傅 已安排在');
    // Another bus and driver on 07:30 are fine; M102 at 18:00 is far from both runs.
    expect((await assign(early, { vehicleId: busB })).meta.code).toBe(1);
    const m102 = (await board(6)).departures.find((d) => d.line.code === 'M102')!;
    expect((await assign(m102.id, { vehicleId: busA, driverId: driverA })).meta.code).toBe(1);
  });

  it('refuses an inactive driver, a cancelled departure, a departed one and unknown ids', async () => {
    const departureId = await b.departureOn(7, 480);
    const inactive = await assign(departureId, { driverId: driverOff });
    expect(inactive.meta).toMatchObject({ code: errorCatalogue.driverInactive.code, desc: '司机 周师傅 已停用，不能派班' });
    // The fixture's M101 08:00 on day 4 is stopped (停运).
    const cancelled = await b.departureOn(4, 480);
    expect((await assign(cancelled, { vehicleId: busB })).meta).toMatchObject(errorCatalogue.dispatchDepartureClosed);
    expect((await assign('999999', { vehicleId: busB })).meta).toMatchObject(errorCatalogue.dispatchDepartureNotFound);
    expect((await assign(departureId, { vehicleId: '999999' })).meta).toMatchObject(errorCatalogue.vehicleNotFound);
    expect((await assign(departureId, { driverId: '999999' })).meta).toMatchObject(errorCatalogue.driverNotFound);
    expect((await post(dispatcher, '/fleet/dispatch/assign', { departureId: String(departureId) })).meta.desc).toContain('请选择车辆或司机');

    const saved = b.clock.now;
    b.clock.now = new Date(shanghaiInstant(b.network.day(7), 481).getTime());
    try {
      const late = await freshDispatcher();
      expect((await assign(departureId, { vehicleId: busB }, late)).meta).toMatchObject(errorCatalogue.dispatchDepartureClosed);
      expect((await board(7, late)).departures.find((d) => d.id === String(departureId))!.canAssign).toBe(false);
    } finally {
      b.clock.now = saved;
    }
    const row = await b.t.database.db.selectFrom('departures').select(['vehicle_id', 'driver_id']).where('id', '=', departureId).executeTakeFirstOrThrow();
    expect(row).toEqual({ vehicle_id: null, driver_id: null });
  });

  it("shows the assigned bus and driver on a rider's ticket", async () => {
    const buyer = await b.buyer('13800009101');
    const order = await mustBuy(b, buyer, await m101Choice(b, [8]));
    await buyingServices(b).markPaid(order.orderNo);
    const ticket = (order.tickets as { ticketId: string; departureId: string }[])[0]!;
    const before = await b.call<Ticket>('GET', '/ticket/query', { headers: buyer.headers, query: { ticketId: ticket.ticketId } });
    expect(before.data!.vehicle).toBeNull();
    expect((await assign(ticket.departureId, { vehicleId: busB, driverId: driverA })).meta.code).toBe(1);
    const after = await b.call<Ticket>('GET', '/ticket/query', { headers: buyer.headers, query: { ticketId: ticket.ticketId } });
    expect(after.data!.vehicle).toEqual({ plate: '粤B·D10002', driverName: '陈师傅', driverPhone: '13911110001' });
  });
});

describe('the live map', () => {
  it('shows a bus pushing its position with its line, run, next stop and lateness', async () => {
    // busA runs M101 at 08:00 on day 9 and is, at 08:30, between 会展中心 (08:05) and 车公庙 (08:15): late.
    const departureId = await b.departureOn(9, 480);
    expect((await assign(departureId, { vehicleId: busA })).meta.code).toBe(1);
    const saved = b.clock.now;
    const at = new Date(shanghaiInstant(b.network.day(9), 510).getTime());
    b.clock.now = at;
    try {
      const ops = await freshDispatcher();
      const { token } = (await post<{ token: string }>(ops, '/fleet/vehicles/issue-token', { id: busA })).data!;
      // From 会展中心 (114.0553, 22.537) west towards 车公庙 (114.02, 22.535), 150 m every 20 s.
      const points = Array.from({ length: 6 }, (_, i) => ({
        lng: 114.0553 - ((114.0553 - 114.02) * (i + 1) * 150) / 3600,
        lat: 22.537 - ((22.537 - 22.535) * (i + 1) * 150) / 3600,
        speedKmh: 27,
        heading: 265,
        recordedAt: new Date(at.getTime() - (6 - i) * 20_000).toISOString(),
      }));
      const pushed = await b.t.app.inject({ method: 'POST', url: '/ydbus-api-v2/vehicle/position/push', headers: { authorization: `Bearer ${token}` }, payload: { points } });
      expect(pushed.json<{ data: { accepted: number } }>().data.accepted).toBe(6);

      const answer = await opsCall<{ summary: { live: number; late: number; stale: number }; lateThresholdMinutes: number; buses: LiveBus[] }>(b.t.app, 'GET', '/live/buses', {
        headers: ops.readHeaders,
      });
      expect(answer.meta.code, answer.meta.desc).toBe(1);
      const bus = answer.data!.buses.find((x) => x.vehicleId === busA)!;
      expect(bus).toMatchObject({
        plate: '粤B·D10001',
        line: { id: String(b.network.lines.m101), code: 'M101' },
        departure: { id: String(departureId), departsAt: shanghaiInstant(b.network.day(9), 480).toISOString() },
        nextStop: { seq: 2, name: '车公庙' },
        lng: points.at(-1)!.lng,
        lat: points.at(-1)!.lat,
        speedKmh: 27,
        recordedAt: points.at(-1)!.recordedAt,
        isStale: false,
        isLate: true,
      });
      // Due at 车公庙 at 08:15; at 08:30 it is still short of it.
      expect(bus.lateMinutes).toBeGreaterThanOrEqual(15);
      expect(bus.lateMinutes).toBeLessThan(40);
      expect(answer.data!.lateThresholdMinutes).toBe(5);
      expect(answer.data!.summary).toEqual({ live: 1, late: 1, stale: 0 });

      // Three minutes without a report: stale, no lateness, no longer counted live.
      b.clock.now = new Date(at.getTime() + 3 * 60_000);
      const later = await opsCall<{ summary: { live: number; late: number; stale: number }; buses: LiveBus[] }>(b.t.app, 'GET', '/live/buses', { headers: ops.readHeaders });
      expect(later.data!.buses.find((x) => x.vehicleId === busA)).toMatchObject({ isStale: true, lateMinutes: null, isLate: false });
      expect(later.data!.summary).toEqual({ live: 0, late: 0, stale: 1 });
      // Half an hour on, it is off the map.
      b.clock.now = new Date(at.getTime() + 31 * 60_000);
      const gone = await opsCall<{ buses: LiveBus[] }>(b.t.app, 'GET', '/live/buses', { headers: ops.readHeaders });
      expect(gone.data!.buses).toEqual([]);
    } finally {
      b.clock.now = saved;
    }
  });
});
