import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLineNetworkApp, type LineNetworkApp } from '../../../test/line-network-app';
import { distanceM } from '../../../lib/geo';

let n: LineNetworkApp;
beforeAll(async () => {
  n = await createLineNetworkApp();
});
afterAll(() => n.t.close());

/** Just north-east of 会展中心; 市民中心 is about 800 m away, 车公庙 about 3.7 km. */
const here = { lng: 114.056, lat: 22.5375 };
const codes = (lines: { lineCode: string }[]) => lines.map((line) => line.lineCode);
const names = (stops: { name: string }[]) => stops.map((stop) => stop.name);

describe('nearby stops', () => {
  it('answers valid stations within the radius, nearest first, with the great-circle distance', async () => {
    const res = await n.get('/lineOptimize/nearbyStop', { ...here, radius: 1000 });
    expect(res.meta.code).toBe(1);
    // 会展中心旧站 is as close but no longer valid.
    expect(names(res.data.stops)).toEqual(['会展中心', '市民中心']);
    expect(res.data.stops[0]).toEqual({
      stationId: String(n.network.stations.convention),
      name: '会展中心',
      alias: '',
      lng: 114.0553,
      lat: 22.537,
      isValid: true,
      distanceM: distanceM(here, { lng: 114.0553, lat: 22.537 }),
    });
    expect(res.data.stops[1].distanceM).toBe(distanceM(here, { lng: 114.0596, lat: 22.5431 }));
  });

  it('keeps to the limit and the radius, and answers nothing far from any station', async () => {
    expect(names((await n.get('/lineOptimize/nearbyStop', { ...here, radius: 1000, limit: 1 })).data.stops)).toEqual(['会展中心']);
    expect(names((await n.get('/lineOptimize/nearbyStop', { ...here, radius: 100 })).data.stops)).toEqual(['会展中心']);
    expect(names((await n.get('/lineOptimize/nearbyStop', { ...here, radius: 5000 })).data.stops)).toEqual(['会展中心', '市民中心', '车公庙']);
    expect((await n.get('/lineOptimize/nearbyStop', { lng: 113.8, lat: 22.75 })).data.stops).toEqual([]);
  });

  it('uses 1000 m when no radius is given', async () => {
    expect(names((await n.get('/lineOptimize/nearbyStop', here)).data.stops)).toEqual(['会展中心', '市民中心']);
  });
});

describe('nearby stations with their lines', () => {
  it('lists stations where an active line can be boarded, each with those lines by code', async () => {
    const res = await n.get('/lineOptimize/nearbyStopLineList', { ...here, radius: 1000 });
    const stops = res.data.stops as { station: { name: string; distanceM: number }; lines: { lineCode: string }[] }[];
    // M102 only sets down at both stations; X901 is inactive.
    expect(stops.map((s) => [s.station.name, codes(s.lines)])).toEqual([
      ['会展中心', ['E201', 'M101']],
      ['市民中心', ['M101']],
    ]);
    expect(stops[0]?.station.distanceM).toBe(distanceM(here, { lng: 114.0553, lat: 22.537 }));
    expect(stops[0]?.lines[1]).toMatchObject({ lineCode: 'M101', startStationName: '市民中心', endStationName: '深圳湾公园', firstDepartureTime: '07:30' });
  });

  it('leaves out stations where no line can be boarded', async () => {
    const techPark = { lng: 113.9545, lat: 22.5405 };
    const res = await n.get('/lineOptimize/nearbyStopLineList', { ...techPark, radius: 300 });
    expect(res.data.stops.map((s: { station: { name: string }; lines: { lineCode: string }[] }) => [s.station.name, codes(s.lines)])).toEqual([
      ['科技园', ['M102', 'S301']],
    ]);
  });

  it('answers the nearest such station alone, or null', async () => {
    const res = await n.get('/lineOptimize/nearbyStopLine', { ...here, radius: 1000 });
    expect(res.data.stop.station.name).toBe('会展中心');
    expect(codes(res.data.stop.lines)).toEqual(['E201', 'M101']);
    expect((await n.get('/lineOptimize/nearbyStopLine', { lng: 113.8, lat: 22.75 })).data).toEqual({ stop: null });
  });
});

describe('nearby lines', () => {
  it('lists each active line once with its nearest boardable stop, nearest first, then by code', async () => {
    const res = await n.get('/lineOptimize/nearby', { ...here, radius: 5000 });
    const lines = res.data.lines as { lineCode: string; nearestStop: { name: string; distanceM: number } }[];
    expect(lines.map((l) => [l.lineCode, l.nearestStop.name])).toEqual([
      ['E201', '会展中心'],
      ['M101', '会展中心'],
      ['S301', '车公庙'],
    ]);
    expect(lines[2]?.nearestStop.distanceM).toBe(distanceM(here, { lng: 114.02, lat: 22.535 }));
    expect(codes((await n.get('/lineOptimize/nearby', { ...here, radius: 5000, limit: 2 })).data.lines)).toEqual(['E201', 'M101']);
  });
});

describe('recommended lines', () => {
  it('ranks a city’s lines by seats sold in the coming week, then by code', async () => {
    // Seats sold over days 0–6: S301 100, M101 39 (a sold-out day), E201 5, M102 0.
    for (const path of ['/lineOptimize/recommend', '/line/V4/recommend']) {
      expect(codes((await n.get(path, { cityId: 440300 })).data.lines)).toEqual(['S301', 'M101', 'E201', 'M102']);
    }
    expect(codes((await n.get('/lineOptimize/recommend', { cityId: 440300, limit: 2 })).data.lines)).toEqual(['S301', 'M101']);
    expect(codes((await n.get('/lineOptimize/recommend', { cityId: 320100 })).data.lines)).toEqual(['N001']);
  });

  it('puts lines that can be boarded within 3 km first when the point is known', async () => {
    const longhua = { lng: 114.031, lat: 22.661 };
    expect(codes((await n.get('/lineOptimize/recommend', { cityId: 440300, ...longhua })).data.lines)).toEqual(['E201', 'S301', 'M101', 'M102']);
    // Half a point is no point.
    expect(codes((await n.get('/lineOptimize/recommend', { cityId: 440300, lng: longhua.lng })).data.lines)).toEqual(['S301', 'M101', 'E201', 'M102']);
  });
});
