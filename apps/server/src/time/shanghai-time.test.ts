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
