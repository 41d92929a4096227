import gcoord from 'gcoord';
import { describe, expect, it } from 'vitest';
import { editFeed, replaceLine, tinyFeed } from '../../../test/gtfs-test-feed';
import { mapGtfsFeed } from './gtfs.mapper';
import { parseGtfsFeed } from './gtfs.parser';
import { pathLengthMeters } from '../../../lib/geo';

const cities = [
  { id: 440300, lng: 114.05454, lat: 22.52291 },
  { id: 320100, lng: 118.79647, lat: 32.05838 },
];
const map = (files = tinyFeed()) => mapGtfsFeed(parseGtfsFeed(files), cities);

describe('mapGtfsFeed', () => {
  const network = map();
  const [r1, r2] = network.lines;

  it('converts stops from WGS-84 to GCJ-02 and places them in a city', () => {
    const [gLng, gLat] = gcoord.transform([114.0241, 22.6118], gcoord.WGS84, gcoord.GCJ02);
    const b = network.stations.find((s) => s.externalId === 'B');
    expect(b?.lng).toBeCloseTo(gLng, 6);
    expect(b?.lat).toBeCloseTo(gLat, 6);
    // GCJ-02 in Shenzhen sits about 500 m south-east of WGS-84.
    expect(b!.lng - 114.0241).toBeGreaterThan(0.004);
    expect(b!.lat - 22.6118).toBeLessThan(-0.002);
    expect(network.stations.map((s) => [s.externalId, s.cityId, s.alias])).toEqual([
      ['A', 440300, ''],
      ['B', 440300, '北站'],
      ['C', 440300, ''],
    ]);
  });

  it('places a stop without udian_city_id in the nearest city', () => {
    const files = replaceLine(tinyFeed(), 'stops.txt', 2, 'A,新街口,32.043,118.778,,');
    expect(map(files).stations[0]?.cityId).toBe(320100);
  });

  it("makes a line from the route's first trip", () => {
    expect(r1).toMatchObject({ externalId: 'R1', cityId: 440300, agencyExternalId: 'op', code: 'T1', name: '民治—科技园', type: 'commute' });
    expect(r1?.stops).toEqual([
      // 07:00 board only; 07:06 departure (arrival 07:05:30) → 6; 07:40 alight only
      { seq: 1, stationExternalId: 'A', minutesFromStart: 0, canBoard: true, canAlight: false },
      { seq: 2, stationExternalId: 'B', minutesFromStart: 6, canBoard: true, canAlight: true },
      { seq: 3, stationExternalId: 'C', minutesFromStart: 40, canBoard: false, canAlight: true },
    ]);
    expect(r1).toMatchObject({ priceCents: 1250, isWhiteList: false, color: '#1677FF', reverseExternalId: 'R2' });
    expect(r2).toMatchObject({ priceCents: 800, isWhiteList: true, type: 'enterprise', reverseExternalId: 'R1', shape: null });
  });

  it('draws the shape in GCJ-02 and measures the line along it, else along the stops', () => {
    expect(r1?.shape).toHaveLength(4);
    const [lng, lat] = gcoord.transform([113.99, 22.58], gcoord.WGS84, gcoord.GCJ02);
    expect(r1?.shape?.[2]?.[0]).toBeCloseTo(lng, 6);
    expect(r1?.shape?.[2]?.[1]).toBeCloseTo(lat, 6);
    expect(r1?.distanceM).toBe(pathLengthMeters(r1?.shape ?? []));
    const stopPoints = ['C', 'B', 'A'].map((id) => {
      const s = network.stations.find((station) => station.externalId === id);
      return [s?.lng ?? 0, s?.lat ?? 0] as const;
    });
    expect(r2?.distanceM).toBe(pathLengthMeters(stopPoints));
    expect(r2?.distanceM).toBeGreaterThan(10_000);
  });

  it('maps services and trips', () => {
    expect(network.services).toEqual([
      {
        externalId: 'WK',
        weekdays: 0b0011111,
        startDate: '2025-01-01',
        endDate: '2027-12-31',
        followsCnWorkdays: true,
        exceptions: [
          { day: '2026-10-08', isRunning: false },
          { day: '2026-10-10', isRunning: true },
        ],
      },
    ]);
    expect(network.trips).toEqual([
      { externalId: 'R1-0700', lineExternalId: 'R1', serviceExternalId: 'WK', departureMinutes: 420, capacity: 50, headsign: '科技园' },
      { externalId: 'R1-0730', lineExternalId: 'R1', serviceExternalId: 'WK', departureMinutes: 450, capacity: 45, headsign: '科技园' },
      { externalId: 'R2-1800', lineExternalId: 'R2', serviceExternalId: 'WK', departureMinutes: 1080, capacity: 45, headsign: '民治' },
    ]);
  });

  it('skips a route without trips, and drops a reverse link to it', () => {
    const files = editFeed(tinyFeed(), 'trips.txt', (lines) => lines.filter((l) => !l.startsWith('R2,')));
    const withoutR2 = map(editFeed(files, 'stop_times.txt', (lines) => lines.filter((l) => !l.startsWith('R2-'))));
    expect(withoutR2.lines.map((l) => l.externalId)).toEqual(['R1']);
    expect(withoutR2.lines[0]?.reverseExternalId).toBeNull();
    expect(withoutR2.skippedRouteIds).toEqual(['R2']);
  });

  it('leaves a route with no price unpriced, with a warning', () => {
    const unpriced = map(replaceLine(tinyFeed(), 'routes.txt', 3, 'R2,op,T2,科技园—民治,3,,enterprise,,1,R1'));
    expect(unpriced.lines[1]).toMatchObject({ externalId: 'R2', isPriced: false, priceCents: 0, fares: [] });
    expect(unpriced.unpricedLines).toBe(1);
    expect(unpriced.warnings).toEqual([['unpricedLines', { count: 1, codes: 'T2' }]]);
  });

  it('warns of stops far from every city, naming the city they were put in', () => {
    const far = map(replaceLine(tinyFeed(), 'stops.txt', 2, 'A,远方,30.0,100.0,,'));
    expect(far.warnings).toEqual([['farStops', { count: 1, cityId: 440300, cityName: '', stops: 'A' }]]);
  });

  it.each([
    [
      'a city that does not exist',
      () => replaceLine(tinyFeed(), 'stops.txt', 3, 'B,深圳北站,22.611800,114.024100,北站,999999'),
      'stops.txt line 3: udian_city_id 999999 is not a city in the cities table',
    ],
  ])('refuses %s', (_, files, message) => {
    expect(() => map(files())).toThrow(message);
  });

  it("refuses the exporter's line ids when a stop pattern's trips disagree, two patterns share one, or a reverse line is not in the feed", () => {
    let files = editFeed(tinyFeed(), 'trips.txt', (lines) => lines.map((l, i) => (i === 0 ? `${l},udian_line_id,udian_reverse_line_id` : `${l},,`)));
    files = replaceLine(files, 'trips.txt', 2, 'R1,WK,R1-0700,科技园,S1,50,L1,L9');
    files = replaceLine(files, 'trips.txt', 3, 'R1,WK,R1-0730,科技园,S1,,L2,');
    expect(() => map(files)).toThrow('trips.txt line 3: trip "R1-0730" names udian_line_id "L2" where the other trips of its stop pattern name "L1"');
    files = replaceLine(files, 'trips.txt', 3, 'R1,WK,R1-0730,科技园,S1,,L1,');
    expect(() => map(files)).toThrow('trips.txt line 2: udian_reverse_line_id "L9" is not a line of the feed');
    files = replaceLine(files, 'trips.txt', 4, 'R2,WK,R2-1800,民治,,,L1,');
    expect(() => map(files)).toThrow('trips.txt line 4: line id "L1" is used by two different stop patterns');
  });

  it('refuses to guess a city when there is none', () => {
    expect(() => mapGtfsFeed(parseGtfsFeed(tinyFeed()), [])).toThrow('stops.txt line 2: no city to place the stop in');
  });
});
