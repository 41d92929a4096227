import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLineNetworkApp, type LineNetworkApp } from '../../test/line-network-app';

let n: LineNetworkApp;
let authHeaders: Record<string, string>;
beforeAll(async () => {
  n = await createLineNetworkApp();
  authHeaders = (await n.t.loginAs('13600000099')).headers;
});
afterAll(() => n.t.close());

type Row = {
  path: string;
  query?: Record<string, string>;
  form?: Record<string, string>;
  isAuthed?: boolean;
  code: 1 | 1001 | 1004;
  desc?: RegExp;
};

const at = { lng: '114.056', lat: '22.5375' };
const nearbyPaths = ['/lineOptimize/nearbyStop', '/lineOptimize/nearbyStopLineList', '/lineOptimize/nearbyStopLine', '/lineOptimize/nearby'];
const injections = ["' OR 1=1 --", '%', '_', '\\', '%_\\%', "'; DROP TABLE lines; --", '\u0000', '"\'`', '中心\' UNION SELECT 1 --'];

const rows: Row[] = [
  // Line ids.
  ...['/line/detail/query', '/line/newVersion/detail/query', '/line/related/query', '/line/adjustment/query'].flatMap((path): Row[] => [
    { path, query: {}, code: 1001 },
    { path, query: { lineId: 'abc' }, code: 1001, desc: /编号格式不正确/ },
    { path, query: { lineId: '0' }, code: 1001 },
    { path, query: { lineId: '-1' }, code: 1001 },
    { path, query: { lineId: '1e5' }, code: 1001 },
    { path, query: { lineId: '1 OR 1=1' }, code: 1001 },
    { path, query: { lineId: '12345678901234567' }, code: 1001 },
    { path, query: { lineId: '999999' }, code: 1004, desc: /线路不存在或已停运/ },
    { path, query: { lineId: '9999999999999999' }, code: 1004, desc: /线路不存在或已停运/ },
  ]),
  { path: '/line/isWhiteUser', query: { lineId: '' }, isAuthed: true, code: 1001 },
  { path: '/line/isWhiteUser', query: { lineId: '999999' }, isAuthed: true, code: 1004 },
  { path: '/line/collectLine', form: { lineId: 'abc' }, isAuthed: true, code: 1001 },
  { path: '/line/collectLine', form: {}, isAuthed: true, code: 1001 },
  { path: '/line/collectLine', form: { lineId: '999999' }, isAuthed: true, code: 1004 },
  { path: '/line/cancelCollectLine', form: { lineId: '9999999999999999' }, isAuthed: true, code: 1004 },
  { path: '/lineOptimize/queryLinesByStopId', query: { stationId: 'x' }, code: 1001 },
  { path: '/lineOptimize/queryLinesByStopId', query: { stationId: '999999' }, code: 1004, desc: /站点不存在/ },
  { path: '/lineGroup/share/detail/query', query: { lineIds: '' }, code: 1001 },
  { path: '/lineGroup/share/detail/query', query: { lineIds: '1,,2' }, code: 1001, desc: /线路编号格式不正确/ },
  { path: '/lineGroup/share/detail/query', query: { lineIds: '1;DROP TABLE lines' }, code: 1001 },
  { path: '/lineGroup/share/detail/query', query: { lineIds: Array.from({ length: 21 }, (_, i) => i + 1).join(',') }, code: 1001 },
  { path: '/lineGroup/share/detail/query', query: { lineIds: '9999999999999999,999999' }, code: 1 },
  // Coordinates and radii.
  ...nearbyPaths.flatMap((path): Row[] => [
    { path, query: { ...at, lng: '181' }, code: 1001, desc: /经度/ },
    { path, query: { ...at, lng: '-180.5' }, code: 1001, desc: /经度/ },
    { path, query: { ...at, lat: '-91' }, code: 1001, desc: /纬度/ },
    { path, query: { ...at, lat: 'abc' }, code: 1001 },
    { path, query: { ...at, lng: 'NaN' }, code: 1001 },
    { path, query: { ...at, lng: 'Infinity' }, code: 1001 },
    { path, query: { lng: at.lng }, code: 1001 },
    { path, query: { ...at, radius: '99999999' }, code: 1001, desc: /不能超过 5000 米/ },
    { path, query: { ...at, radius: '1e309' }, code: 1001 },
    { path, query: { ...at, radius: '-5' }, code: 1001, desc: /不能小于 100 米/ },
    { path, query: { ...at, radius: '150.5' }, code: 1001, desc: /整数/ },
    { path, query: { ...at, limit: '0' }, code: 1001 },
    { path, query: { ...at, limit: '51' }, code: 1001, desc: /不能超过 50/ },
    // The edges of the valid range still answer.
    { path, query: { lng: '180', lat: '90', radius: '5000' }, code: 1 },
    { path, query: { lng: '-180', lat: '-90', radius: '5000' }, code: 1 },
    { path, query: { lng: '0', lat: '0' }, code: 1 },
  ]),
  { path: '/lineOptimize/recommend', query: { cityId: 'abc' }, code: 1001 },
  { path: '/lineOptimize/recommend', query: { cityId: '0' }, code: 1001, desc: /城市编号/ },
  { path: '/line/V4/recommend', query: { cityId: '440300', lng: '200', lat: '22' }, code: 1001 },
  { path: '/line/V4/recommend', query: { cityId: '440300', limit: '31' }, code: 1001 },
  { path: '/line/V4/recommend', query: { cityId: '440300', lng: '180', lat: '-90' }, code: 1 },
  // Paging.
  { path: '/line/list', query: {}, code: 1001 },
  { path: '/line/list', query: { cityId: '440300', page: '0' }, code: 1001, desc: /页码/ },
  { path: '/line/list', query: { cityId: '440300', page: '1001' }, code: 1001, desc: /页码过大/ },
  { path: '/line/list', query: { cityId: '440300', page: '99999999999999999999' }, code: 1001 },
  { path: '/line/list', query: { cityId: '440300', pageSize: '51' }, code: 1001 },
  { path: '/line/list', query: { cityId: '440300', type: 'bus' }, code: 1001 },
  { path: '/line/list', query: { cityId: '440300', page: '1000', pageSize: '50' }, code: 1 },
  // Cities and places.
  { path: '/city/curCity/query', query: { lng: '114' }, code: 1001 },
  { path: '/city/curCity/query', query: { lng: '114', lat: '95' }, code: 1001, desc: /纬度/ },
  { path: '/banner/query', query: { cityId: '-1' }, code: 1001 },
  { path: '/index/init', query: { cityId: '1234567' }, code: 1001 },
  { path: '/index/init', query: { cityId: '999999' }, code: 1004, desc: /该城市暂未开通/ },
  { path: '/search/curPosition/query', query: { lng: '114', lat: 'abc' }, code: 1001 },
  { path: '/search/curPosition/query', query: { lng: '180', lat: '90' }, code: 1 },
  { path: '/region/list', query: { cityId: 'x' }, code: 1001 },
  // Keywords.
  ...['/search/place/query', '/search/line/query'].flatMap((path): Row[] => [
    { path, query: { cityId: '440300' }, code: 1001 },
    { path, query: { cityId: '440300', keyword: '' }, code: 1001, desc: /请输入搜索内容/ },
    { path, query: { cityId: '440300', keyword: '   ' }, code: 1001, desc: /请输入搜索内容/ },
    { path, query: { cityId: '440300', keyword: '站'.repeat(51) }, code: 1001, desc: /不能超过 50 个字/ },
    ...injections.map((keyword): Row => ({ path, query: { cityId: '440300', keyword }, code: 1 })),
  ]),
  { path: '/search/route/query', query: { startLng: '114', startLat: '22.5', endLng: '114.1', endLat: '100' }, code: 1001 },
  { path: '/search/route/query', query: { startLng: '114', startLat: '22.5' }, code: 1001 },
  { path: '/search/route/query', query: { startLng: '114', startLat: '22.5', endLng: '114.1', endLat: '22.6', radius: '6000' }, code: 1001 },
  { path: '/search/route/query', query: { startLng: '180', startLat: '90', endLng: '-180', endLat: '-90', radius: '5000' }, code: 1 },
];

describe('bad input never reaches a 500', () => {
  it.each(rows.map((row) => ({ ...row, label: `${row.path} ${JSON.stringify(row.query ?? row.form)}` })))(
    '$label → $code',
    async (row) => {
      const headers = row.isAuthed ? authHeaders : {};
      const res = row.form ? await n.postForm(row.path, row.form, headers) : await n.get(row.path, row.query, headers);
      expect(res.httpStatus).toBe(200);
      expect(res.meta.code).toBe(row.code);
      expect(res.meta.desc).toMatch(/[\u4e00-\u9fff]/);
      if (row.desc) expect(res.meta.desc).toMatch(row.desc);
      if (row.code === 1) expect(res.data).not.toBeNull();
      else expect(res.data).toBeNull();
    },
  );

  it('logged no unhandled error', () => {
    expect(n.t.logs.filter((line) => line.msg === 'unhandled error')).toEqual([]);
  });
});
