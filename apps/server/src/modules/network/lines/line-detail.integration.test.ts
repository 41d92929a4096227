import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLineNetworkApp, type LineNetworkApp } from '../../../test/line-network-app';

let n: LineNetworkApp;
beforeAll(async () => {
  n = await createLineNetworkApp();
});
afterAll(() => n.t.close());

describe('line detail', () => {
  it('answers a line with its summary, agency, stops, times, shape, return line and notices', async () => {
    const { network } = n;
    const res = await n.get('/line/detail/query', { lineId: network.lines.m101 });
    expect(res.meta).toMatchObject({ code: 1 });
    const detail = res.data;
    expect(detail.line).toEqual({
      lineId: String(network.lines.m101),
      lineCode: 'M101',
      lineName: '福田—南山通勤快线',
      type: 'commute',
      cityId: 440300,
      startStationName: '市民中心',
      endStationName: '深圳湾公园',
      firstDepartureTime: '07:30',
      priceCents: 800,
      durationMinutes: 40,
      isWhiteList: false,
      isPriced: true,
      hasStopFares: false,
      description: '福田—南山通勤快线，工作日运营',
      agencyName: '深圳巴士集团',
      agencyPhone: '0755-83226666',
      distanceM: 12_500,
    });
    expect(detail.stops.map((s: { name: string }) => s.name)).toEqual(['市民中心', '会展中心', '车公庙', '科技园', '深圳湾公园']);
    expect(detail.stops[3]).toEqual({
      seq: 3,
      stationId: String(network.stations.techPark),
      name: '科技园',
      alias: '高新园',
      lng: 113.9545,
      lat: 22.5405,
      minutesFromStart: 30,
      canBoard: false,
      canAlight: true,
    });
    expect(detail.departureTimes).toEqual(['07:30', '08:00']);
    expect(detail.shape).toHaveLength(5);
    expect(detail.shape[0]).toEqual([114.0596, 22.5431]);
    expect(detail.reverseLineId).toBe(String(network.lines.m102));
    // In force and upcoming, newest first; the expired one is left out.
    expect(detail.announcements.map((a: { title: string }) => a.title)).toEqual(['国庆节停运', '车公庙站临时调整']);
    expect(detail.announcements[1]).toMatchObject({ effectiveFrom: network.day(-2), effectiveTo: null });
    // The passenger's own state is a call of its own: the detail is the same for everyone.
    expect(detail).not.toHaveProperty('isCollected');
    expect(detail).not.toHaveProperty('canBuy');
  });

  it('draws the stops in order when the line has no surveyed shape', async () => {
    const res = await n.get('/line/detail/query', { lineId: n.network.lines.m102 });
    expect(res.data.shape).toEqual([
      [113.95, 22.51],
      [113.9545, 22.5405],
      [114.02, 22.535],
      [114.0553, 22.537],
      [114.0596, 22.5431],
    ]);
  });

  it('has a 30-day calendar from today with holidays, make-up workdays, seats and a sold-out day', async () => {
    const { network } = n;
    const { data } = await n.get('/line/detail/query', { lineId: network.lines.m101 });
    const calendar = data.calendar as { date: string; isServiceDay: boolean; holidayName: string | null; isMakeUpWorkday: boolean; seatsLeft: number; isSoldOut: boolean }[];
    expect(calendar).toHaveLength(30);
    expect(calendar[0]?.date).toBe(network.today);
    expect(calendar[29]?.date).toBe(network.day(29));
    const on = (date: string) => calendar.find((d) => d.date === date);

    // A calendar day carries no list of departures: that is the departures call.
    expect(on(network.day(1))).toEqual({ date: network.day(1), isServiceDay: true, holidayName: null, isMakeUpWorkday: false, seatsLeft: 30, isSoldOut: false });
    expect(on(network.soldOutDay)).toMatchObject({ isServiceDay: true, seatsLeft: 0, isSoldOut: true });
    expect(on(network.holiday)).toMatchObject({ isServiceDay: false, holidayName: '国庆节', seatsLeft: 0, isSoldOut: false });
    expect(on(network.makeUpWorkday)).toMatchObject({ isServiceDay: true, isMakeUpWorkday: true, holidayName: null });
    expect(on(network.day(11))).toMatchObject({ isServiceDay: false, seatsLeft: 0 });
  });

  it('shows a change of seats within about a second (the per-line seat cache)', async () => {
    const { network } = n;
    const seatsOn = async (date: string) =>
      (await n.get('/line/detail/query', { lineId: network.lines.m101 })).data.calendar.find((d: { date: string }) => d.date === date).seatsLeft;
    const date = network.day(6);
    expect(await seatsOn(date)).toBe(30);
    await n.t.database.db.updateTable('departures').set({ seats_sold: 11 }).where('line_id', '=', network.lines.m101).where('service_date', '=', date).where('capacity', '=', 30).execute();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await seatsOn(date)).toBe(20);
  });

  it('answers the newer path with the same data', async () => {
    const older = await n.get('/line/detail/query', { lineId: n.network.lines.m101 });
    const newer = await n.get('/line/newVersion/detail/query', { lineId: n.network.lines.m101 });
    expect(newer.data).toEqual(older.data);
  });

  it.each([
    { name: 'an unknown line', lineId: () => '999999' },
    { name: 'an inactive line', lineId: () => String(n.network.lines.x901) },
  ])('refuses $name with 1004 and a Chinese message', async ({ lineId }) => {
    for (const path of ['/line/detail/query', '/line/newVersion/detail/query']) {
      const res = await n.get(path, { lineId: lineId() });
      expect(res).toMatchObject({ httpStatus: 200, data: null, meta: { code: 1004, desc: '线路不存在或已停运' } });
    }
  });
});
