import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLineNetworkApp, type LineNetworkApp } from '../../../test/line-network-app';
import { FIXTURE_PHONE_WHITE } from '../../../test/line-network-fixture';

let n: LineNetworkApp;
beforeAll(async () => {
  n = await createLineNetworkApp();
});
afterAll(() => n.t.close());

const departuresOn = (lineId: number | string, date: string) => n.get('/line/departures/query', { lineId, date });

describe('a line’s departures on one date', () => {
  it('lists the date’s departures by time, with seats left and price', async () => {
    const { network } = n;
    const res = await departuresOn(network.lines.m101, network.day(1));
    expect(res.meta.code).toBe(1);
    expect(res.data).toEqual({
      lineId: String(network.lines.m101),
      date: network.day(1),
      departures: [
        { departureId: expect.any(String), time: '07:30', departsAt: expect.stringMatching(/T23:30:00\.000Z$/), seatsLeft: 1, priceCents: 800 },
        { departureId: expect.any(String), time: '08:00', departsAt: expect.stringMatching(/T00:00:00\.000Z$/), seatsLeft: 29, priceCents: 800 },
      ],
    });
  });

  it('leaves out cancelled runs, and answers an empty list on a day without service', async () => {
    const { network } = n;
    expect((await departuresOn(network.lines.m101, network.cancelledDay)).data.departures.map((d: { time: string }) => d.time)).toEqual(['07:30']);
    expect((await departuresOn(network.lines.m101, network.holiday)).data.departures).toEqual([]);
  });

  it('reads seats fresh on every request', async () => {
    const { network } = n;
    const date = network.day(7);
    const seats = async () => (await departuresOn(network.lines.m101, date)).data.departures.map((d: { seatsLeft: number }) => d.seatsLeft);
    const before = await seats();
    await n.t.database.db.updateTable('departures').set((eb) => ({ seats_sold: eb('seats_sold', '+', 1) })).where('line_id', '=', network.lines.m101).where('service_date', '=', date).execute();
    expect(await seats()).toEqual(before.map((s: number) => Math.max(0, s - 1)));
  });

  it('refuses an unknown or inactive line and a malformed date with the envelope', async () => {
    const { network } = n;
    for (const lineId of ['999999', String(network.lines.x901)]) {
      expect(await departuresOn(lineId, network.day(1))).toMatchObject({ httpStatus: 200, data: null, meta: { code: 1004, desc: '线路不存在或已停运' } });
    }
    const bad = await departuresOn(network.lines.m101, '2026-13');
    expect(bad.data).toBeNull();
    expect(bad.meta.code).not.toBe(1);
    expect(bad.meta.desc).toMatch(/日期/);
  });
});

describe('the passenger’s own state of a line', () => {
  const userState = (lineId: number | string, headers?: Record<string, string>) => n.get('/line/userState/query', { lineId }, headers);

  it('says whether the logged-in passenger collected the line and may buy it', async () => {
    const { network } = n;
    const white = await n.t.loginAs(FIXTURE_PHONE_WHITE);
    const other = await n.t.loginAs('13700000002');

    const e201 = { lineId: String(network.lines.e201), isCollected: false, group: null, memberPriceCents: null };
    expect((await userState(network.lines.e201, white.headers)).data).toEqual({ ...e201, canBuy: true, refusal: null });
    expect((await userState(network.lines.e201, other.headers)).data).toEqual({ ...e201, canBuy: false, refusal: '该线路仅限白名单用户购买' });

    await n.postForm('/line/collectLine', { lineId: String(network.lines.m101) }, other.headers);
    expect((await userState(network.lines.m101, other.headers)).data).toMatchObject({ isCollected: true, canBuy: true });
    expect((await userState(network.lines.m101, white.headers)).data).toMatchObject({ isCollected: false, canBuy: true });
  });

  it('needs a login, and refuses an unknown or inactive line', async () => {
    const { network } = n;
    const visitor = await userState(network.lines.m101);
    expect(visitor.data).toBeNull();
    expect(visitor.meta.code).not.toBe(1);
    const user = await n.t.loginAs('13700000003');
    for (const lineId of ['999999', String(network.lines.x901)]) {
      expect(await userState(lineId, user.headers)).toMatchObject({ data: null, meta: { code: 1004, desc: '线路不存在或已停运' } });
    }
  });
});
