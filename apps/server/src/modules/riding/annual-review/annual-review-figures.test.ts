import { METERS_PER_DEGREE, greatCircleMeters } from '@udian/contracts/great-circle';
import { co2SavedGrams } from '@udian/contracts/ride-carbon';
import { describe, expect, it } from 'vitest';
import { couponSavings, rideMetres, routesByLine, summariseSegments, type LineRoute } from './annual-review-figures';
import type { RideSegmentRow } from './annual-review.repository';

/** A point `metres` east of (114, 0) on the equator, where a degree of longitude is METERS_PER_DEGREE. */
const east = (metres: number): [number, number] => [114 + metres / METERS_PER_DEGREE, 0];
const stop = (seq: number, metres: number) => {
  const [lng, lat] = east(metres);
  return { seq, lng, lat };
};

/** A line east along the equator: stops at 0, 1000, 2500 and 4000 m, its route a detour north between the middle two. */
const detour: LineRoute = {
  shape: [east(0), east(1000), [east(1000)[0], 0.009], [east(2500)[0], 0.009], east(2500), east(4000)],
  stops: [stop(0, 0), stop(1, 1000), stop(2, 2500), stop(3, 4000)],
};

const segment = (overrides: Partial<RideSegmentRow>): RideSegmentRow => ({
  line_id: 1,
  line_code: 'M101',
  line_name: '福田—南山通勤快线',
  board_seq: 0,
  alight_seq: 3,
  rides: 1,
  minutes_per_ride: 30,
  last_date: '2026-03-02',
  earliest_minute: 480,
  earliest_date: '2026-03-02',
  board_name: '市民中心',
  ...overrides,
});

describe('rideMetres', () => {
  it('measures along the stored route between where the two stops fall on it', () => {
    const northLeg = 0.009 * METERS_PER_DEGREE;
    const measured = rideMetres(detour, 0, 3)!;
    expect(measured.isAlongRoute).toBe(true);
    expect(measured.metres).toBeCloseTo(4000 + 2 * northLeg, 0);
    expect(rideMetres(detour, 2, 3)!.metres).toBeCloseTo(1500, 0);
  });

  it('sums great-circle distances between the consecutive stops of the ride when the line has no route', () => {
    const stops = [{ seq: 0, lng: 114.0596, lat: 22.5431 }, { seq: 1, lng: 114.0553, lat: 22.537 }, { seq: 2, lng: 114.02, lat: 22.535 }];
    const measured = rideMetres({ shape: null, stops }, 0, 2)!;
    expect(measured.isAlongRoute).toBe(false);
    expect(measured.metres).toBe(greatCircleMeters(stops[0]!, stops[1]!) + greatCircleMeters(stops[1]!, stops[2]!));
    expect(measured.metres).toBeGreaterThan(greatCircleMeters(stops[0]!, stops[2]!));
  });

  it('has no distance for a stop no longer on the line', () => {
    expect(rideMetres(detour, 0, 7)).toBeNull();
    expect(rideMetres(undefined, 0, 1)).toBeNull();
  });
});

describe('summariseSegments', () => {
  const routes = new Map([[1, detour]]);

  it('sums rides, distance, scheduled minutes and the CO2 of that distance', () => {
    const figures = summariseSegments([segment({ rides: 3 }), segment({ board_seq: 2, rides: 2, minutes_per_ride: 10 })], routes);
    expect(figures.rides).toBe(5);
    expect(figures.ridesAlongRoute).toBe(5);
    expect(figures.minutesOnBus).toBe(3 * 30 + 2 * 10);
    const expected = Math.round(3 * rideMetres(detour, 0, 3)!.metres + 2 * rideMetres(detour, 2, 3)!.metres);
    expect(figures.distanceM).toBe(expected);
    expect(figures.co2SavedGrams).toBe(co2SavedGrams(expected));
  });

  it('counts a ride across midnight by its scheduled minutes, never below zero', () => {
    // Boards 23:50 on its service day, alights 00:20 the next: 30 minutes.
    const figures = summariseSegments([segment({ earliest_minute: 1430, minutes_per_ride: 30 })], routes);
    expect(figures.minutesOnBus).toBe(30);
  });

  it('gives the earliest ride by its service day: an after-midnight boarding is not the morning\'s', () => {
    const figures = summariseSegments(
      [
        segment({ line_id: 2, line_code: 'N01', line_name: '夜班线', earliest_minute: 1445, earliest_date: '2026-05-01', board_name: '夜站' }),
        segment({ earliest_minute: 410, earliest_date: '2026-07-09' }),
      ],
      routes,
    );
    expect(figures.earliestRide).toEqual({ date: '2026-07-09', boardsAt: '06:50', lineCode: 'M101', lineName: '福田—南山通勤快线', boardName: '市民中心' });
  });

  it('dates an only ride after midnight on the day it boarded', () => {
    const figures = summariseSegments([segment({ earliest_minute: 1445, earliest_date: '2026-12-31' })], routes);
    expect(figures.earliestRide).toMatchObject({ date: '2027-01-01', boardsAt: '00:05' });
  });

  it('takes the earlier date when two rides boarded at the same minute', () => {
    const figures = summariseSegments([segment({ earliest_date: '2026-09-01' }), segment({ board_seq: 2, earliest_date: '2026-02-01' })], routes);
    expect(figures.earliestRide?.date).toBe('2026-02-01');
  });

  it('names the most ridden line, a tie going to the line ridden last', () => {
    const figures = summariseSegments(
      [
        segment({ rides: 2, last_date: '2026-03-01' }),
        segment({ line_id: 2, line_code: 'M102', line_name: '南山—福田通勤快线', rides: 2, last_date: '2026-06-01' }),
      ],
      routes,
    );
    expect(figures.topLine).toEqual({ lineId: '2', lineCode: 'M102', lineName: '南山—福田通勤快线', rides: 2 });
  });

  it('answers nothing to name for a year without rides', () => {
    expect(summariseSegments([], routes)).toEqual({
      rides: 0, distanceM: 0, ridesAlongRoute: 0, minutesOnBus: 0, co2SavedGrams: 0, topLine: null, earliestRide: null,
    });
  });
});

describe('couponSavings', () => {
  it('is each ridden ticket\'s price less its share of what the order paid', () => {
    // Two 8 元 tickets, 5 元 off: the order paid 11 元, 5.50 each; one was refunded, the other ridden.
    expect(couponSavings([{ id: 11, order_id: 1, price_cents: 800 }], new Map([[10, 550], [11, 550]]))).toBe(250);
  });

  it('is zero without a coupon', () => {
    expect(couponSavings([], new Map())).toBe(0);
  });
});

describe('routesByLine', () => {
  it('groups the stops of each line in order with its route', () => {
    const routes = routesByLine([
      { line_id: 1, shape: null, seq: 0, lng: 114, lat: 22 },
      { line_id: 1, shape: null, seq: 1, lng: 114.1, lat: 22 },
      { line_id: 2, shape: [[1, 2], [3, 4]], seq: 0, lng: 113, lat: 22 },
    ]);
    expect(routes.get(1)!.stops.map((s) => s.seq)).toEqual([0, 1]);
    expect(routes.get(2)!.shape).toEqual([[1, 2], [3, 4]]);
  });
});
