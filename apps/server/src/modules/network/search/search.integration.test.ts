import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLineNetworkApp, type LineNetworkApp } from '../../../test/line-network-app';
import { distanceM } from '../../../lib/geo';

let n: LineNetworkApp;
beforeAll(async () => {
  n = await createLineNetworkApp();
});
afterAll(() => n.t.close());

const here = { lng: 114.056, lat: 22.5375 };
const techPark = { lng: 113.9545, lat: 22.5405 };
const codes = (lines: { lineCode: string }[]) => lines.map((line) => line.lineCode);
const placeNames = (places: { kind: string; name: string }[]) => places.map((p) => `${p.kind}:${p.name}`);

describe('current position', () => {
  it('names the point after a station within 2 km, in the district whose outline holds it', async () => {
    const res = await n.get('/search/curPosition/query', here);
    expect(res.data).toEqual({
      address: '会展中心附近',
      nearestStation: expect.objectContaining({ name: '会展中心', distanceM: distanceM(here, { lng: 114.0553, lat: 22.537 }) }),
      regionName: '福田区',
    });
  });

  it('takes the station’s district when no outline holds the point', async () => {
    expect((await n.get('/search/curPosition/query', { lng: 113.931, lat: 22.521 })).data).toMatchObject({ address: '南山中心附近', regionName: '南山区' });
  });

  it('falls back to the nearest district centre, then to nothing', async () => {
    expect((await n.get('/search/curPosition/query', { lng: 113.9, lat: 22.56 })).data).toEqual({ address: '南山区', nearestStation: null, regionName: '南山区' });
    expect((await n.get('/search/curPosition/query', { lng: 113.5, lat: 22.2 })).data).toEqual({ address: '', nearestStation: null, regionName: null });
  });
});

describe('place search', () => {
  it('finds stations by name or alias before districts, with the district as detail', async () => {
    const res = await n.get('/search/place/query', { cityId: 440300, keyword: '福田' });
    expect(res.data.places).toEqual([
      { kind: 'station', placeId: String(n.network.stations.civicCentre), name: '市民中心', detail: '福田区', lng: 114.0596, lat: 22.5431 },
      { kind: 'region', placeId: String(n.network.regions.futian), name: '福田区', detail: '深圳市', lng: 114.0545, lat: 22.5211 },
    ]);
    expect((await n.get('/search/place/query', { cityId: 440300, keyword: '香蜜湖' })).data.places).toEqual([
      expect.objectContaining({ kind: 'region', name: '香蜜湖街道', detail: '福田区' }),
    ]);
  });

  it('puts the exact name first, leaves out invalid stations and other cities, and keeps to the limit', async () => {
    expect(placeNames((await n.get('/search/place/query', { cityId: 440300, keyword: ' 会展中心 ' })).data.places)).toEqual(['station:会展中心']);
    expect(placeNames((await n.get('/search/place/query', { cityId: 440300, keyword: '南山' })).data.places)).toEqual(['station:南山中心', 'region:南山区']);
    expect((await n.get('/search/place/query', { cityId: 440300, keyword: '中心', limit: 2 })).data.places).toHaveLength(2);
    expect((await n.get('/search/place/query', { cityId: 440300, keyword: '新街口' })).data.places).toEqual([]);
  });

  it('searches every city when no city is given, naming the city in the detail', async () => {
    const res = await n.get('/search/place/query', { keyword: '新街口' });
    expect(res.meta.code).toBe(1);
    expect(res.data.places).toEqual([expect.objectContaining({ kind: 'station', name: '新街口', detail: expect.stringMatching(/^南京市/) })]);
    expect((await n.get('/search/place/query', { keyword: '市民中心' })).data.places).toEqual([
      expect.objectContaining({ name: '市民中心', detail: '深圳市福田区' }),
    ]);
  });

  it.each([
    { keyword: '%', expected: ['station:100%巴士站'] },
    { keyword: '_', expected: ['station:测试_站'] },
    { keyword: '\\', expected: [] },
    { keyword: "' OR 1=1 --", expected: [] },
    { keyword: '%%', expected: [] },
  ])('takes $keyword literally', async ({ keyword, expected }) => {
    const res = await n.get('/search/place/query', { cityId: 440300, keyword });
    expect(res.meta.code).toBe(1);
    expect(placeNames(res.data.places)).toEqual(expected);
  });
});

describe('popular places', () => {
  it("offers the city's stations served by the most active lines first, with their districts and points", async () => {
    const res = await n.get('/search/place/popular', { cityId: 440300, limit: 5 });
    const places = res.data.places as { kind: string; name: string; detail: string; lng: number }[];
    // Three active lines each at 会展中心, 车公庙 and 科技园; two at 市民中心 and 深圳湾公园 (inactive X901 not counted).
    expect(new Set(places.slice(0, 3).map((p) => p.name))).toEqual(new Set(['会展中心', '车公庙', '科技园']));
    expect(new Set(places.slice(3).map((p) => p.name))).toEqual(new Set(['市民中心', '深圳湾公园']));
    expect(places.every((p) => p.kind === 'station')).toBe(true);
    expect(places.find((p) => p.name === '科技园')).toMatchObject({ detail: '南山区', lng: 113.9545, lat: 22.5405 });
  });

  it('leaves out closed stations and stations no active line serves, and keeps to the city', async () => {
    const names = ((await n.get('/search/place/popular', { cityId: 440300, limit: 20 })).data.places as { name: string }[]).map((p) => p.name);
    expect(names).not.toContain('会展中心旧站');
    expect(names).not.toContain('100%巴士站');
    expect(names).not.toContain('新街口');
    expect(names).toHaveLength(7);
    expect(placeNames((await n.get('/search/place/popular', { cityId: 320100 })).data.places)).toEqual(['station:南京南站', 'station:新街口']);
  });

  it('refuses a missing city or a limit out of range, in Chinese', async () => {
    expect(await n.get('/search/place/popular', {})).toMatchObject({ data: null, meta: { code: 1001 } });
    expect((await n.get('/search/place/popular', { cityId: 440300, limit: 21 })).meta.desc).toBe('参数 limit 有误：数量不能超过 20');
  });
});

describe('line search', () => {
  it.each([
    { keyword: 'm10', expected: ['M101', 'M102'] },
    { keyword: 's301', expected: ['S301'] },
    // E201's name matches; the others serve the station.
    { keyword: '科技园', expected: ['E201', 'M101', 'M102', 'S301'] },
    { keyword: '学校', expected: ['S301'] },
    { keyword: '南京', expected: [] },
    { keyword: '%', expected: [] },
    { keyword: "' OR 1=1 --", expected: [] },
  ])('finds $expected for $keyword', async ({ keyword, expected }) => {
    expect(codes((await n.get('/search/line/query', { cityId: 440300, keyword })).data.lines)).toEqual(expected);
  });

  it('puts an exact code before lines that only mention it', async () => {
    // E201 sorts before M101 by code; the exact code still comes first.
    await n.t.database.db.updateTable('lines').set({ name: '龙华科技园专线（接驳 M101）' }).where('id', '=', n.network.lines.e201).execute();
    expect(codes((await n.get('/search/line/query', { cityId: 440300, keyword: 'M101' })).data.lines)).toEqual(['M101', 'E201']);
  });
});

describe('route search', () => {
  it('finds a line boarded near the start and left later near the end', async () => {
    const res = await n.get('/search/route/query', { startLng: here.lng, startLat: here.lat, endLng: techPark.lng, endLat: techPark.lat });
    expect(res.data.lines).toEqual([
      expect.objectContaining({
        lineCode: 'M101',
        boardStop: expect.objectContaining({ name: '会展中心', distanceM: distanceM(here, { lng: 114.0553, lat: 22.537 }) }),
        alightStop: expect.objectContaining({ name: '科技园', distanceM: 0 }),
        rideMinutes: 25,
      }),
    ]);
  });

  it('respects the direction and the board/alight flags', async () => {
    const res = await n.get('/search/route/query', { startLng: techPark.lng, startLat: techPark.lat, endLng: here.lng, endLat: here.lat });
    expect(res.data.lines.map((l: { lineCode: string; boardStop: { name: string }; alightStop: { name: string } }) => [l.lineCode, l.boardStop.name, l.alightStop.name])).toEqual([
      ['M102', '科技园', '会展中心'],
    ]);
  });

  it('ranks by total walk, then ride', async () => {
    const res = await n.get('/search/route/query', { startLng: here.lng, startLat: here.lat, endLng: techPark.lng, endLat: techPark.lat, radius: 5000 });
    expect(res.data.lines.map((l: { lineCode: string; boardStop: { name: string }; alightStop: { name: string }; rideMinutes: number }) => [l.lineCode, l.boardStop.name, l.alightStop.name, l.rideMinutes])).toEqual([
      ['M101', '会展中心', '科技园', 25],
      ['S301', '车公庙', '科技园', 12],
    ]);
  });

  it('answers nothing when no line joins the two places', async () => {
    expect((await n.get('/search/route/query', { startLng: 113.5, startLat: 22.2, endLng: here.lng, endLat: here.lat })).data.lines).toEqual([]);
  });
});

describe('region list', () => {
  it('lists the districts, then the sub-districts, with their parents', async () => {
    const res = await n.get('/region/list', { cityId: 440300 });
    expect(res.data.regions.map((r: { name: string; parentName: string | null; level: number }) => [r.name, r.level, r.parentName])).toEqual([
      ['福田区', 1, null],
      ['南山区', 1, null],
      ['香蜜湖街道', 2, '福田区'],
    ]);
    expect(res.data.regions[0]).toEqual({
      regionId: String(n.network.regions.futian),
      parentId: null,
      name: '福田区',
      code: '440304',
      level: 1,
      cityId: 440300,
      center: { lng: 114.0545, lat: 22.5211 },
      path: [[113.98, 22.5], [114.1, 22.5], [114.1, 22.58], [113.98, 22.58]],
      parentName: null,
    });
    expect(res.data.regions[2].parentId).toBe(String(n.network.regions.futian));
    expect((await n.get('/region/list', { cityId: 320100 })).data.regions).toEqual([]);
  });
});
