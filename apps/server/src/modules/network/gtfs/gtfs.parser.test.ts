import { describe, expect, it } from 'vitest';
import { editFeed, replaceLine, tinyFeed } from '../../../test/gtfs-test-feed';
import { parseGtfsFeed } from './gtfs.parser';

describe('parseGtfsFeed', () => {
  const feed = parseGtfsFeed(tinyFeed());

  it('reads agencies, stops with their extension columns, and routes', () => {
    expect(feed.agencies).toEqual([{ line: 2, agencyId: 'op', name: '测试巴士', url: 'https://bus.example', phone: '0755-1234' }]);
    expect(feed.stops.map((s) => [s.stopId, s.alias, s.cityId])).toEqual([
      ['A', '', null],
      ['B', '北站', 440300],
      ['C', '', null],
    ]);
    expect(feed.stops[0]).toMatchObject({ lat: 22.6223, lng: 114.0357 });
  });

  it('reads routes with their udian_price_cents, and fares with their rules', () => {
    expect(feed.routes.map((r) => [r.routeId, r.priceCents, r.lineType, r.isWhiteList, r.reverseRouteId, r.color])).toEqual([
      ['R1', null, 'commute', false, 'R2', '#1677FF'],
      ['R2', 800, 'enterprise', true, 'R1', ''],
    ]);
    expect(feed.fares.fares.get('F1')).toEqual({ fareId: 'F1', currency: 'CNY', priceCents: 1250 });
    expect(feed.fares.rules).toEqual([{ fareId: 'F1', routeId: 'R1', originId: '', destinationId: '', containsId: '' }]);
  });

  it('reads the calendar as a weekday mask with its calendar_dates', () => {
    expect(feed.services).toEqual([
      {
        line: 2,
        serviceId: 'WK',
        weekdays: 0b0011111,
        startDate: '2025-01-01',
        endDate: '2027-12-31',
        followsCnWorkdays: true,
        exceptions: new Map([
          ['2026-10-08', false],
          ['2026-10-10', true],
        ]),
      },
    ]);
  });

  it('makes a service known only from calendar_dates run on its listed dates', () => {
    const files = editFeed(tinyFeed(), 'calendar_dates.txt', (lines) => [...lines, 'EXTRA,20261003,1', 'EXTRA,20261001,1']);
    const extra = parseGtfsFeed(files).services.find((s) => s.serviceId === 'EXTRA');
    expect(extra).toMatchObject({ weekdays: 0, startDate: '2026-10-01', endDate: '2026-10-03', followsCnWorkdays: false });
    expect(extra?.exceptions.size).toBe(2);
  });

  it('keeps runs in file order, and the first trip of each stop pattern with its stop times sorted by stop_sequence', () => {
    const shuffled = parseGtfsFeed(editFeed(tinyFeed(), 'stop_times.txt', ([header = '', ...rows]) => [header, ...rows.reverse()]));
    expect(shuffled.runs.map((t) => [t.externalId, t.capacity, t.pattern, t.departureSeconds])).toEqual([
      ['R1-0700', 50, 0, 25_200],
      ['R1-0730', 45, 0, 27_000],
      ['R2-1800', 45, 1, 64_800],
    ]);
    expect(shuffled.patterns.map((p) => [p.routeId, p.firstTripId, p.tripCount, p.shapeId])).toEqual([
      ['R1', 'R1-0700', 2, 'S1'],
      ['R2', 'R2-1800', 1, null],
    ]);
    expect(shuffled.patterns[0]?.stopTimes.map((st) => [st.stopId, st.departureSeconds, st.pickupType, st.dropOffType])).toEqual([
      ['A', 25_200, 0, 1],
      ['B', 25_560, 0, 0],
      ['C', 27_600, 1, 0],
    ]);
  });

  it('falls back to the arrival time, and reads shapes in sequence order', () => {
    const last = feed.patterns[1]?.stopTimes[2];
    expect(last).toMatchObject({ stopId: 'A', departureSeconds: 18 * 3600 + 41 * 60 });
    const reversed = editFeed(tinyFeed(), 'shapes.txt', ([header = '', ...rows]) => [header, ...rows.reverse()]);
    expect(parseGtfsFeed(reversed).shapes.get('S1')?.map((p) => p.lat)).toEqual([22.6223, 22.6118, 22.58, 22.5432]);
  });

  it('reads unusual but valid numbers in stop_times.txt, and refuses bad ones naming the column', () => {
    const files = replaceLine(tinyFeed(), 'stop_times.txt', 3, 'R1-0700,07:05:30,07:06:00,B,0002,00,-0');
    expect(parseGtfsFeed(files).patterns[0]?.stopTimes[1]).toMatchObject({ stopId: 'B', sequence: 2, pickupType: 0, dropOffType: 0 });
    const bad = replaceLine(tinyFeed(), 'stop_times.txt', 3, 'R1-0700,07:05:30,07:06:00,B,2,7,0');
    expect(() => parseGtfsFeed(bad)).toThrow('stop_times.txt line 3: pickup_type 7 is out of range (0..3)');
  });

  it('spreads the times of stops left without one evenly between the known ones', () => {
    const files = replaceLine(tinyFeed(), 'stop_times.txt', 3, 'R1-0700,,,B,2,0,0');
    expect(parseGtfsFeed(files).patterns[0]?.stopTimes.map((st) => st.departureSeconds)).toEqual([25_200, 26_400, 27_600]);
  });

  it('leaves stations and entrances (location_type > 0) out of the stops', () => {
    const files = editFeed(tinyFeed(), 'stops.txt', (lines) =>
      [...lines.map((l, i) => (i === 0 ? `${l},location_type` : `${l},0`)), 'P,深圳北站(站房),22.6118,114.0241,,,1'],
    );
    expect(parseGtfsFeed(files).stops.map((s) => s.stopId)).toEqual(['A', 'B', 'C']);
    const calling = replaceLine(files, 'stop_times.txt', 3, 'R1-0700,07:05:30,07:06:00,P,2,0,0');
    expect(() => parseGtfsFeed(calling)).toThrow('stop_times.txt line 3: stop_id "P" is a station or entrance (location_type > 0), not a stop');
  });

  it('accepts a feed with one agency and no agency_id', () => {
    let files = replaceLine(tinyFeed(), 'agency.txt', 1, 'agency_name,agency_url,agency_timezone');
    files = replaceLine(files, 'agency.txt', 2, '测试巴士,https://bus.example,Asia/Shanghai');
    files = editFeed(files, 'routes.txt', (lines) => lines.map((l) => l.replace(',op,', ',,')));
    const parsed = parseGtfsFeed(files);
    expect(parsed.agencies[0]?.agencyId).toBe('');
    expect(parsed.routes.map((r) => r.agencyId)).toEqual(['', '']);
  });
});
