import { METERS_PER_DEGREE, greatCircleMeters, type GeoPoint } from '@udian/contracts/great-circle';
import { CARPOOL_MATCH_RADIUS_M, CARPOOL_MATCH_WINDOW_MINUTES, CARPOOL_NEAR_RADIUS_M } from '@udian/contracts/schemas/carpool';
import { describe, expect, it } from 'vitest';
import { isJoinable, matchCarpools, matchWindow, nearCarpools, wantedInstant, type MatchCandidate } from './carpool-match';

/** 科技园 → 市民中心 in Shenzhen, and a point in Guangzhou. */
const KEJIYUAN: GeoPoint = { lng: 113.9546, lat: 22.5406 };
const SHIMIN: GeoPoint = { lng: 114.0595, lat: 22.543 };
const GUANGZHOU: GeoPoint = { lng: 113.3245, lat: 23.1064 };

/** A point `meters` due north of another: along a meridian the great circle is R × Δφ exactly. */
const north = (p: GeoPoint, meters: number): GeoPoint => ({ lng: p.lng, lat: p.lat + meters / METERS_PER_DEGREE });

const NOW = new Date('2026-12-01T00:00:00Z');
const AT = wantedInstant('2026-12-02', '08:00');

let seq = 0;
const carpool = (over: Partial<MatchCandidate> = {}): MatchCandidate => ({
  id: (seq += 1),
  from: KEJIYUAN,
  to: SHIMIN,
  status: 'gathering',
  deadline: new Date(AT.getTime() - 60 * 60_000),
  departsAt: AT,
  departure: { status: 'scheduled', capacity: 7, seatsSold: 2 },
  ...over,
});
const minutesFrom = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);
const wanted = { from: KEJIYUAN, to: SHIMIN, at: AT };
const ids = (list: { candidate: { id: number } }[]) => list.map((r) => r.candidate.id);

describe('matching carpools (decision 051)', () => {
  it('takes my date and time as one Shanghai instant, and a window either side of it', () => {
    expect(wantedInstant('2026-12-02', '08:00').toISOString()).toBe('2026-12-02T00:00:00.000Z');
    expect(matchWindow(AT)).toEqual({ from: minutesFrom(AT, -CARPOOL_MATCH_WINDOW_MINUTES), until: minutesFrom(AT, CARPOOL_MATCH_WINDOW_MINUTES) });
  });

  it('matches a carpool whose origin is exactly at the radius, and not one a metre beyond', () => {
    const atRadius = north(KEJIYUAN, CARPOOL_MATCH_RADIUS_M);
    const beyond = north(KEJIYUAN, CARPOOL_MATCH_RADIUS_M + 1);
    expect(Math.round(greatCircleMeters(KEJIYUAN, atRadius))).toBe(CARPOOL_MATCH_RADIUS_M);
    const inside = carpool({ from: atRadius });
    const outside = carpool({ from: beyond });
    const result = matchCarpools(wanted, [inside, outside], NOW);
    expect(ids(result)).toEqual([inside.id]);
    expect(result[0]).toMatchObject({ fromDistanceM: CARPOOL_MATCH_RADIUS_M, toDistanceM: 0, minutesApart: 0 });
  });

  it('needs BOTH ends near: a near origin with a far destination does not match', () => {
    const farEnd = carpool({ to: north(SHIMIN, CARPOOL_MATCH_RADIUS_M + 1) });
    const atRadiusEnd = carpool({ to: north(SHIMIN, CARPOOL_MATCH_RADIUS_M) });
    expect(ids(matchCarpools(wanted, [farEnd, atRadiusEnd], NOW))).toEqual([atRadiusEnd.id]);
  });

  it('matches departures exactly at the window’s edges, not a minute beyond', () => {
    const early = carpool({ departsAt: minutesFrom(AT, -CARPOOL_MATCH_WINDOW_MINUTES) });
    const late = carpool({ departsAt: minutesFrom(AT, CARPOOL_MATCH_WINDOW_MINUTES) });
    const tooEarly = carpool({ departsAt: minutesFrom(AT, -CARPOOL_MATCH_WINDOW_MINUTES - 1) });
    const tooLate = carpool({ departsAt: minutesFrom(AT, CARPOOL_MATCH_WINDOW_MINUTES + 1) });
    const result = matchCarpools(wanted, [early, late, tooEarly, tooLate], NOW);
    expect(ids(result).sort((a, b) => a - b)).toEqual([early.id, late.id]);
    expect(result.map((r) => r.minutesApart)).toEqual([60, 60]);
  });

  it('matches across midnight: 23:40 finds 00:20 the next day, never 00:20 the same day', () => {
    const lateNight = wantedInstant('2026-12-02', '23:40');
    const nextDay = carpool({ departsAt: wantedInstant('2026-12-03', '00:20'), deadline: wantedInstant('2026-12-02', '22:00') });
    const sameDay = carpool({ departsAt: wantedInstant('2026-12-02', '00:20'), deadline: wantedInstant('2026-12-01', '22:00') });
    const result = matchCarpools({ ...wanted, at: lateNight }, [nextDay, sameDay], NOW);
    expect(ids(result)).toEqual([nextDay.id]);
    expect(result[0]!.minutesApart).toBe(40);
    // And the other way round: 00:10 finds 23:30 of the day before.
    const before = carpool({ departsAt: wantedInstant('2026-12-02', '23:30') });
    expect(ids(matchCarpools({ ...wanted, at: wantedInstant('2026-12-03', '00:10') }, [before], NOW))).toEqual([before.id]);
  });

  it('leaves out a carpool in another city at the same time', () => {
    const guangzhou = carpool({ from: GUANGZHOU, to: north(GUANGZHOU, 5_000) });
    expect(matchCarpools(wanted, [guangzhou], NOW)).toEqual([]);
  });

  it('leaves out full, failed, closed, past-deadline, stopped and departed carpools; keeps one running with seats', () => {
    const full = carpool({ departure: { status: 'scheduled', capacity: 7, seatsSold: 7 } });
    const failed = carpool({ status: 'failed' });
    const closed = carpool({ status: 'closed' });
    const pastDeadline = carpool({ deadline: NOW });
    const stopped = carpool({ departure: { status: 'cancelled', capacity: 7, seatsSold: 0 } });
    const noDeparture = carpool({ departure: null });
    const running = carpool({ status: 'opened', deadline: minutesFrom(NOW, -5) });
    const open = carpool();
    const result = matchCarpools(wanted, [full, failed, closed, pastDeadline, stopped, noDeparture, running, open], NOW);
    expect(ids(result).sort((a, b) => a - b)).toEqual([running.id, open.id].sort((a, b) => a - b));
    const departed = carpool({ status: 'opened', departsAt: minutesFrom(NOW, -1) });
    expect(matchCarpools({ ...wanted, at: NOW }, [departed], NOW)).toEqual([]);
  });

  it('ranks by metres walked at both ends plus 80 m for each minute apart; ties by departure, then id', () => {
    const far = carpool({ from: north(KEJIYUAN, 1_500) });
    const later = carpool({ departsAt: minutesFrom(AT, 10) }); // 800 m of waiting
    const exact = carpool();
    const twin = carpool();
    const earlierTie = carpool({ departsAt: minutesFrom(AT, -10) }); // same 800 m, earlier
    const result = matchCarpools(wanted, [far, later, twin, exact, earlierTie], NOW);
    expect(ids(result)).toEqual([exact.id < twin.id ? exact.id : twin.id, exact.id < twin.id ? twin.id : exact.id, earlierTie.id, later.id, far.id]);
  });

  it('says whether a seat may be bought now', () => {
    expect(isJoinable(carpool(), NOW)).toBe(true);
    expect(isJoinable(carpool({ deadline: NOW }), NOW)).toBe(false);
    expect(isJoinable(carpool({ status: 'opened', deadline: minutesFrom(NOW, -1) }), NOW)).toBe(true);
    expect(isJoinable(carpool({ departure: { status: 'scheduled', capacity: 7, seatsSold: 6 } }), NOW)).toBe(true);
  });

  it('lists carpools setting off near a point, nearest first, within the near radius', () => {
    const near = carpool({ from: north(KEJIYUAN, 300) });
    const nearer = carpool({ from: north(KEJIYUAN, 100) });
    const edge = carpool({ from: north(KEJIYUAN, CARPOOL_NEAR_RADIUS_M) });
    const beyond = carpool({ from: north(KEJIYUAN, CARPOOL_NEAR_RADIUS_M + 1) });
    const full = carpool({ from: KEJIYUAN, departure: { status: 'scheduled', capacity: 7, seatsSold: 7 } });
    const result = nearCarpools(KEJIYUAN, [near, beyond, edge, nearer, full], NOW);
    expect(ids(result)).toEqual([nearer.id, near.id, edge.id]);
    expect(result.map((r) => r.distanceM)).toEqual([100, 300, CARPOOL_NEAR_RADIUS_M]);
  });
});
