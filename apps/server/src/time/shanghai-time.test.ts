import { describe, expect, it } from 'vitest';
import { addDays, clockOfMinutes, shanghaiClock, shanghaiDate, shanghaiInstant } from './shanghai-time';

describe('Shanghai dates and times', () => {
  it.each([
    { utc: '2025-09-30T15:59:59Z', date: '2025-09-30', clock: '23:59' },
    { utc: '2025-09-30T16:00:00Z', date: '2025-10-01', clock: '00:00' },
    { utc: '2025-12-31T23:30:00Z', date: '2026-01-01', clock: '07:30' },
  ])('$utc is $date $clock in Shanghai', ({ utc, date, clock }) => {
    expect(shanghaiDate(new Date(utc))).toBe(date);
    expect(shanghaiClock(new Date(utc))).toBe(clock);
    expect(shanghaiClock(Date.parse(utc))).toBe(clock);
  });

  it.each([
    ['2025-01-31', 1, '2025-02-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2025-03-01', -1, '2025-02-28'],
    ['2025-06-15', 29, '2025-07-14'],
  ] as const)('%s + %i day(s) = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    [0, '00:00'],
    [450, '07:30'],
    [1439, '23:59'],
    [1440, '00:00'],
    [1510, '01:10'],
  ] as const)('%i minutes reads %s', (minutes, clock) => {
    expect(clockOfMinutes(minutes)).toBe(clock);
  });

  it('turns a service date and minute into the instant, after-midnight runs on the next day', () => {
    expect(shanghaiInstant('2025-10-01', 450).toISOString()).toBe('2025-09-30T23:30:00.000Z');
    expect(shanghaiInstant('2025-10-01', 1450).toISOString()).toBe('2025-10-01T16:10:00.000Z');
  });
});

describe('service-date arithmetic across month, year and leap-day boundaries', () => {
  it.each([
    ['2026-02-27', 2, '2026-03-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-01-15', 30, '2026-02-14'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    ['2026-11-23', 420, '2026-11-22T23:00:00.000Z'], // 07:00 in Shanghai is 23:00 UTC the day before
    ['2026-11-23', 0, '2026-11-22T16:00:00.000Z'],
    ['2026-11-23', 1110, '2026-11-23T10:30:00.000Z'], // 18:30
    ['2026-11-23', 1470, '2026-11-23T16:30:00.000Z'], // 24:30: after midnight, still the 23rd's trip
  ])('a trip of %s at minute %i departs at %s', (date, minutes, iso) => {
    expect(shanghaiInstant(date, minutes).toISOString()).toBe(iso);
  });
});
