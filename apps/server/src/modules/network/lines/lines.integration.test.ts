import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLineNetworkApp, type LineNetworkApp } from '../../../test/line-network-app';
import { FIXTURE_PHONE_WHITE } from '../../../test/line-network-fixture';

let n: LineNetworkApp;
beforeAll(async () => {
  n = await createLineNetworkApp();
});
afterAll(() => n.t.close());

const codes = (lines: { lineCode: string }[]) => lines.map((line) => line.lineCode);

describe('related lines', () => {
  it('puts the return line first, then lines sharing two or more stations', async () => {
    const res = await n.get('/line/related/query', { lineId: n.network.lines.m101 });
    // M102 shares every station but comes first as the return line; S301 shares 车公庙 and 科技园;
    // E201 shares only 会展中心; X901 is inactive.
    expect(codes(res.data.lines)).toEqual(['M102', 'S301']);
  });

  it('refuses an unknown line', async () => {
    expect((await n.get('/line/related/query', { lineId: 987654 })).meta).toMatchObject({ code: 1004, desc: '线路不存在或已停运' });
  });
});

describe('lines by stop', () => {
  it('answers the station and every active line stopping there, by code', async () => {
    const res = await n.get('/lineOptimize/queryLinesByStopId', { stationId: n.network.stations.convention });
    expect(res.data.station).toEqual({
      stationId: String(n.network.stations.convention),
      name: '会展中心',
      alias: '',
      lng: 114.0553,
      lat: 22.537,
      isValid: true,
    });
    // M102 only lets passengers alight here, and still stops here.
    expect(codes(res.data.lines)).toEqual(['E201', 'M101', 'M102']);
  });

  it('refuses an unknown station', async () => {
    expect((await n.get('/lineOptimize/queryLinesByStopId', { stationId: 987654 })).meta).toMatchObject({ code: 1004, desc: '站点不存在' });
  });
});

describe('lines by region', () => {
  it('answers the active lines one can board in a district, with their boarding stops there, by code', async () => {
    const res = await n.get('/lineOptimize/queryLinesByRegionId', { regionId: n.network.regions.nanshan });
    expect(res.data.region).toEqual({ regionId: String(n.network.regions.nanshan), name: '南山区' });
    // M101 only lets passengers alight in 南山; X901 no longer runs.
    expect(res.data.items.map((item: { line: { lineCode: string }; boardingStops: string[] }) => [item.line.lineCode, item.boardingStops])).toEqual([
      ['M102', ['深圳湾公园', '科技园']],
      ['S301', ['科技园', '南山中心']],
    ]);
  });

  it('counts the stations of its sub-districts, and answers nothing for a sub-district without stations', async () => {
    const futian = await n.get('/lineOptimize/queryLinesByRegionId', { regionId: n.network.regions.futian });
    expect(futian.data.items.map((item: { line: { lineCode: string } }) => item.line.lineCode)).toEqual(['E201', 'M101', 'S301']);
    const street = await n.get('/lineOptimize/queryLinesByRegionId', { regionId: n.network.regions.xiangmihu });
    expect(street.data).toEqual({ region: { regionId: String(n.network.regions.xiangmihu), name: '香蜜湖街道' }, items: [] });
  });

  it('refuses an unknown region in Chinese', async () => {
    expect((await n.get('/lineOptimize/queryLinesByRegionId', { regionId: 987654 })).meta).toMatchObject({ code: 1004, desc: '区域不存在' });
    expect((await n.get('/lineOptimize/queryLinesByRegionId', { regionId: 'abc' })).meta).toMatchObject({ code: 1001 });
  });
});

describe('line list', () => {
  it('pages the active lines of a city by code, with the total', async () => {
    const first = await n.get('/line/list', { cityId: 440300, pageSize: 3 });
    expect(first.data).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(codes(first.data.lines)).toEqual(['E201', 'M101', 'M102']);
    const second = await n.get('/line/list', { cityId: 440300, pageSize: 3, page: 2 });
    expect(codes(second.data.lines)).toEqual(['S301']);
  });

  it('filters by type and answers an empty page past the end', async () => {
    expect(codes((await n.get('/line/list', { cityId: 440300, type: 'school' })).data.lines)).toEqual(['S301']);
    expect((await n.get('/line/list', { cityId: 440300, page: 1000 })).data).toMatchObject({ lines: [], total: 4, page: 1000 });
    expect((await n.get('/line/list', { cityId: 999999 })).data).toMatchObject({ lines: [], total: 0 });
  });

  it('computes the summary of every line the same way', async () => {
    const { data } = await n.get('/line/list', { cityId: 440300 });
    expect(data.lines.find((line: { lineCode: string }) => line.lineCode === 'S301')).toEqual({
      lineId: String(n.network.lines.s301),
      lineCode: 'S301',
      lineName: '南山学校专线',
      type: 'school',
      cityId: 440300,
      startStationName: '车公庙',
      endStationName: '南山中心',
      firstDepartureTime: '06:40',
      priceCents: 500,
      durationMinutes: 20,
      isWhiteList: false,
      isPriced: true,
      hasStopFares: false,
    });
  });
});

describe('line group share', () => {
  it('keeps the order of the link and leaves out unknown, inactive and repeated ids', async () => {
    const { lines } = n.network;
    const res = await n.get('/lineGroup/share/detail/query', { lineIds: [lines.s301, 424242, lines.x901, lines.m101, lines.s301].join(',') });
    expect(codes(res.data.lines)).toEqual(['S301', 'M101']);
  });
});

describe('line adjustment', () => {
  it('answers the line and its notices in force or upcoming, newest first', async () => {
    const res = await n.get('/line/adjustment/query', { lineId: n.network.lines.m101 });
    expect(res.data.line.lineCode).toBe('M101');
    expect(res.data.announcements).toEqual([
      { announcementId: expect.any(String), title: '国庆节停运', content: '国庆节当天停运一天。', effectiveFrom: n.network.holiday, effectiveTo: n.network.holiday, publishedAt: expect.any(String) },
      { announcementId: expect.any(String), title: '车公庙站临时调整', content: expect.any(String), effectiveFrom: n.network.day(-2), effectiveTo: null, publishedAt: expect.any(String) },
    ]);
  });

  it('refuses an inactive line', async () => {
    expect((await n.get('/line/adjustment/query', { lineId: n.network.lines.x901 })).meta.code).toBe(1004);
  });
});

describe('collections', () => {
  it('collects and uncollects idempotently and lists the most recent first', async () => {
    const { headers } = await n.t.loginAs('13600000011');
    const { lines } = n.network;
    for (const lineId of [lines.m101, lines.s301, lines.s301]) {
      const res = await n.postForm('/line/collectLine', { lineId: String(lineId) }, headers);
      expect(res).toMatchObject({ meta: { code: 1 }, data: { lineId: String(lineId), isCollected: true } });
      // created_at has microsecond resolution; keep the two apart for a stable order.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(codes((await n.get('/lineOptimize/collection', {}, headers)).data.lines)).toEqual(['S301', 'M101']);

    for (let i = 0; i < 2; i += 1) {
      const res = await n.postForm('/line/cancelCollectLine', { lineId: String(lines.s301) }, headers);
      expect(res).toMatchObject({ meta: { code: 1 }, data: { lineId: String(lines.s301), isCollected: false } });
    }
    expect(codes((await n.get('/lineOptimize/collection', {}, headers)).data.lines)).toEqual(['M101']);
  });

  it('keeps each passenger their own collection', async () => {
    const { headers } = await n.t.loginAs('13600000012');
    expect((await n.get('/lineOptimize/collection', {}, headers)).data.lines).toEqual([]);
  });

  it('refuses to collect an unknown or inactive line', async () => {
    const { headers } = await n.t.loginAs('13600000013');
    for (const lineId of ['999999', String(n.network.lines.x901)]) {
      expect((await n.postForm('/line/collectLine', { lineId }, headers)).meta).toMatchObject({ code: 1004, desc: '线路不存在或已停运' });
    }
    expect((await n.postForm('/line/cancelCollectLine', { lineId: '999999' }, headers)).meta.code).toBe(1004);
  });
});

describe('white-user check', () => {
  it('answers per line and passenger', async () => {
    const white = await n.t.loginAs(FIXTURE_PHONE_WHITE);
    const other = await n.t.loginAs('13600000014');
    const { lines } = n.network;
    const check = async (lineId: number, headers: Record<string, string>) => (await n.get('/line/isWhiteUser', { lineId }, headers)).data;
    const phoneList = { kind: 'phoneList', group: null, terms: null };
    const everyone = { kind: 'public', group: null, terms: null };
    expect(await check(lines.e201, white.headers)).toEqual({ lineId: String(lines.e201), isWhiteList: true, isWhiteUser: true, access: phoneList, refusal: null });
    expect(await check(lines.e201, other.headers)).toEqual({
      lineId: String(lines.e201),
      isWhiteList: true,
      isWhiteUser: false,
      access: phoneList,
      refusal: '该线路仅限白名单用户购买',
    });
    expect(await check(lines.m101, other.headers)).toEqual({ lineId: String(lines.m101), isWhiteList: false, isWhiteUser: true, access: everyone, refusal: null });
    expect((await n.get('/line/isWhiteUser', { lineId: 999999 }, other.headers)).meta.code).toBe(1004);
  });
});

describe('calls that need a login', () => {
  it.each([
    { name: 'collect', call: () => n.postForm('/line/collectLine', { lineId: String(n.network.lines.m101) }) },
    { name: 'cancel collect', call: () => n.postForm('/line/cancelCollectLine', { lineId: String(n.network.lines.m101) }) },
    { name: 'collection', call: () => n.get('/lineOptimize/collection') },
    { name: 'white-user check', call: () => n.get('/line/isWhiteUser', { lineId: n.network.lines.e201 }) },
    { name: 'white-user check with a forged token', call: () => n.get('/line/isWhiteUser', { lineId: n.network.lines.e201 }, { token: 'f'.repeat(64), userId: '100001' }) },
  ])('answers 502 to $name without a session', async ({ call }) => {
    const res = await call();
    expect(res).toMatchObject({ httpStatus: 200, data: null, meta: { code: 502 } });
    expect(res.meta.desc).toMatch(/[\u4e00-\u9fff]/);
  });
});
