import { describe, expect, it } from 'vitest';
import type { CnDayKind } from './cn-calendar-days';
import { isServiceDay, nextServiceDays, todayServiceDate, weekdayOf, type ServiceRule } from './service-days';

const MON_FRI = 0b0011111;
const SAT_SUN = 0b1100000;
const commute: ServiceRule = { weekdays: MON_FRI, startDate: '2025-01-01', endDate: '2027-12-31', followsCnWorkdays: true };
const plainWeekdays: ServiceRule = { ...commute, followsCnWorkdays: false };
const weekends: ServiceRule = { ...commute, weekdays: SAT_SUN, followsCnWorkdays: false };

const cnDays = new Map<string, CnDayKind>([
  ['2026-10-01', 'holiday'], // Thursday, 国庆节
  ['2026-10-03', 'holiday'], // Saturday inside the block
  ['2026-10-10', 'workday'], // Saturday worked
]);
const none = new Map<string, boolean>();

describe('service dates in Asia/Shanghai', () => {
  it.each([
    ['2026-03-01T15:59:59Z', '2026-03-01'],
    ['2026-03-01T16:00:00Z', '2026-03-02'], // midnight in Shanghai
    ['2025-12-31T16:30:00Z', '2026-01-01'],
    ['2024-02-28T16:00:00Z', '2024-02-29'],
  ])('%s is service date %s', (instant, date) => {
    expect(todayServiceDate(new Date(instant))).toBe(date);
  });

  it.each([
    ['2026-11-23', 0], // Monday
    ['2026-11-27', 4],
    ['2026-11-28', 5],
    ['2026-11-29', 6], // Sunday
    ['2025-01-01', 2], // Wednesday
  ])('%s is weekday %i (0 = Monday)', (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });

});

describe('isServiceDay', () => {
  it.each([
    ['a weekday', commute, '2026-11-23', true],
    ['a Saturday', commute, '2026-11-28', false],
    ['a public holiday on a weekday, following the official calendar', commute, '2026-10-01', false],
    ['a public holiday on a weekday, not following it', plainWeekdays, '2026-10-01', true],
    ['a make-up workday on a Saturday, following the official calendar', commute, '2026-10-10', true],
    ['a make-up workday on a Saturday, not following it', plainWeekdays, '2026-10-10', false],
    ['a weekend service on a holiday Saturday', weekends, '2026-10-03', true],
    ['before the service starts', { ...commute, startDate: '2026-12-01' }, '2026-11-30', false],
    ['on the first day', { ...commute, startDate: '2026-11-30' }, '2026-11-30', true],
    ['on the last day', { ...commute, endDate: '2026-11-30' }, '2026-11-30', true],
    ['after the service ends', { ...commute, endDate: '2026-11-30' }, '2026-12-01', false],
    ['a service with no weekdays', { ...commute, weekdays: 0 }, '2026-11-23', false],
  ])('%s', (_, service, date, expected) => {
    expect(isServiceDay({ service, serviceExceptions: none, lineExceptions: none, cnDays, date })).toBe(expected);
  });

  it.each([
    ['a calendar_dates removal beats the weekday', new Map([['2026-11-23', false]]), none, '2026-11-23', false],
    ['a calendar_dates addition beats the weekend', new Map([['2026-11-28', true]]), none, '2026-11-28', true],
    ['a calendar_dates addition beats the official holiday', new Map([['2026-10-01', true]]), none, '2026-10-01', true],
    ['a calendar_dates addition outside the dates (as in GTFS)', new Map([['2028-01-03', true]]), none, '2028-01-03', true],
    ['a line exception beats a calendar_dates addition', new Map([['2026-11-28', true]]), new Map([['2026-11-28', false]]), '2026-11-28', false],
    ['a line exception adds a run on a holiday', none, new Map([['2026-10-01', true]]), '2026-10-01', true],
    ['a line exception cancels a weekday', none, new Map([['2026-11-24', false]]), '2026-11-24', false],
    ['exceptions of other dates change nothing', new Map([['2026-11-24', false]]), new Map([['2026-11-25', false]]), '2026-11-23', true],
  ])('%s', (_, serviceExceptions, lineExceptions, date, expected) => {
    expect(isServiceDay({ service: commute, serviceExceptions, lineExceptions, cnDays, date })).toBe(expected);
  });
});

describe('nextServiceDays', () => {
  const calendar = { service: commute, serviceExceptions: none, lineExceptions: none, cnDays };

  it('counts service days, not calendar days, and starts with the first date', () => {
    expect(nextServiceDays({ ...calendar, from: '2026-09-28', count: 5 })).toEqual([
      '2026-09-28',
      '2026-09-29',
      '2026-09-30',
      // 10-01 is a holiday; the 2nd is not in this test's calendar, so it is an ordinary Friday
      '2026-10-02',
      '2026-10-05',
    ]);
  });

  it('includes a make-up Saturday', () => {
    expect(nextServiceDays({ ...calendar, from: '2026-10-09', count: 3 })).toEqual(['2026-10-09', '2026-10-10', '2026-10-12']);
  });

  it('stops at the end of the service', () => {
    const ending = { ...calendar, service: { ...commute, endDate: '2026-11-25' } };
    expect(nextServiceDays({ ...ending, from: '2026-11-23', count: 30 })).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
  });

  it('looks no further than scanDays', () => {
    const never = { ...calendar, service: { ...commute, weekdays: 0 } };
    expect(nextServiceDays({ ...never, from: '2026-11-23', count: 30, scanDays: 10 })).toEqual([]);
  });
});
