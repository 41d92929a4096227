import { describe, expect, it } from 'vitest';
import { isImpliedSpeedAbsurd, normalHeading, pointProblem, POSITION_LIMITS } from './position-rules';
import { bearerToken } from './vehicle-token';

const now = new Date('2026-11-23T00:30:00Z');
/** A good point in Shenzhen, 10 s old. */
const good = { lng: 114.0579, lat: 22.5431, speedKmh: 35, recordedAt: new Date(now.getTime() - 10_000) };

describe('a point on its own', () => {
  it('accepts an ordinary point, and the limits themselves', () => {
    expect(pointProblem(good, now)).toBeNull();
    expect(pointProblem({ ...good, lng: 73, lat: 3 }, now)).toBeNull();
    expect(pointProblem({ ...good, lng: 136, lat: 54 }, now)).toBeNull();
    expect(pointProblem({ ...good, speedKmh: 0 }, now)).toBeNull();
    expect(pointProblem({ ...good, speedKmh: 150 }, now)).toBeNull();
    expect(pointProblem({ ...good, recordedAt: new Date(now.getTime() + 30_000) }, now)).toBeNull();
    expect(pointProblem({ ...good, recordedAt: new Date(now.getTime() - 24 * 3600_000) }, now)).toBeNull();
  });

  it.each([
    ['0,0 (no fix)', { lng: 0, lat: 0 }],
    ['axes swapped', { lng: 22.5431, lat: 114.0579 }],
    ['west of the service area', { lng: 72.99 }],
    ['east of it', { lng: 136.01 }],
    ['south of it', { lat: 2.99 }],
    ['north of it', { lat: 54.01 }],
    ['NaN longitude', { lng: Number.NaN }],
    ['NaN latitude', { lat: Number.NaN }],
    ['infinite latitude', { lat: Number.POSITIVE_INFINITY }],
  ])('refuses absurd coordinates: %s', (_name, change) => {
    expect(pointProblem({ ...good, ...change }, now)).toBe('badCoordinates');
  });

  it.each([
    ['negative', -1],
    ['over 150 km/h', 150.1],
    ['a unit mistake (m/s × 1000)', 9_700],
    ['NaN', Number.NaN],
  ])('refuses an absurd speed: %s', (_name, speedKmh) => {
    expect(pointProblem({ ...good, speedKmh }, now)).toBe('badSpeed');
  });

  it('refuses a time more than 30 s ahead of ours, older than a day, or no time at all', () => {
    expect(pointProblem({ ...good, recordedAt: new Date(now.getTime() + 30_001) }, now)).toBe('futureTimestamp');
    expect(pointProblem({ ...good, recordedAt: new Date(now.getTime() + 86_400_000) }, now)).toBe('futureTimestamp');
    expect(pointProblem({ ...good, recordedAt: new Date(now.getTime() - 24 * 3600_000 - 1) }, now)).toBe('staleTimestamp');
    expect(pointProblem({ ...good, recordedAt: new Date(Number.NaN) }, now)).toBe('futureTimestamp');
  });

  it('names coordinates before speed before time when several are wrong', () => {
    expect(pointProblem({ lng: 0, lat: 0, speedKmh: -5, recordedAt: new Date(0) }, now)).toBe('badCoordinates');
    expect(pointProblem({ ...good, speedKmh: 500, recordedAt: new Date(0) }, now)).toBe('badSpeed');
  });
});

describe('a point against the one before it', () => {
  const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);
  const from = { lng: 114.0, lat: 22.5, recordedAt: at(0) };
  /** About 1.11 km north per 0.01° of latitude. */
  const north = (degrees: number, seconds: number) => ({ lng: 114.0, lat: 22.5 + degrees, recordedAt: at(seconds) });

  it('accepts a bus going 1.11 km in a minute (67 km/h) and refuses one going it in 10 s (400 km/h)', () => {
    expect(isImpliedSpeedAbsurd(from, north(0.01, 60))).toBe(false);
    expect(isImpliedSpeedAbsurd(from, north(0.01, 10))).toBe(true);
  });

  it('draws the line at 200 km/h', () => {
    // 1113 m: 200 km/h takes 20.04 s.
    expect(isImpliedSpeedAbsurd(from, north(0.01, 21))).toBe(false);
    expect(isImpliedSpeedAbsurd(from, north(0.01, 19))).toBe(true);
  });

  it('takes a jump within GPS noise as no movement at all, however short the time', () => {
    expect(isImpliedSpeedAbsurd(from, north(0.0004, 0.2))).toBe(false); // 44 m
    expect(isImpliedSpeedAbsurd(from, north(0.0006, 0.2))).toBe(true); // 67 m in 0.2 s
    expect(POSITION_LIMITS.impliedSpeedSlackM).toBe(50);
  });

  it('compares only with a point at most 10 minutes before: after a gap the bus may be anywhere', () => {
    const far = { lng: 116.4, lat: 39.9 }; // Beijing, 1,900 km from Shenzhen
    expect(isImpliedSpeedAbsurd(from, { ...far, recordedAt: at(600) })).toBe(true);
    expect(isImpliedSpeedAbsurd(from, { ...far, recordedAt: at(601) })).toBe(false);
  });

  it('refuses a real move reported at the same instant', () => {
    expect(isImpliedSpeedAbsurd(from, north(0.01, 0))).toBe(true);
  });
});

describe('headings and device tokens', () => {
  it.each([
    [0, 0],
    [359.5, 359.5],
    [360, 0],
    [-90, 270],
    [725, 5],
    [Number.NaN, 0],
  ])('heading %d reads %d', (heading, expected) => {
    expect(normalHeading(heading)).toBe(expected);
  });

  it('reads a well-formed Bearer token and nothing else', () => {
    const token = 'A'.repeat(43);
    expect(bearerToken(`Bearer ${token}`)).toBe(token);
    expect(bearerToken(`bearer ${token}`)).toBe(token);
    expect(bearerToken([`Bearer ${token}`])).toBe(token);
    expect(bearerToken(undefined)).toBeUndefined();
    expect(bearerToken('')).toBeUndefined();
    expect(bearerToken(token)).toBeUndefined();
    expect(bearerToken(`Basic ${token}`)).toBeUndefined();
    expect(bearerToken('Bearer short')).toBeUndefined();
    expect(bearerToken(`Bearer ${token}!`)).toBeUndefined();
  });
});
