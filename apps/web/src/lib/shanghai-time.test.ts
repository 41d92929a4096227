import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatMonthDay,
  formatServiceDate,
  formatShanghaiDateTime,
  SHANGHAI_OFFSET_MS,
  shanghaiClockOf,
  shanghaiDateOf,
  shanghaiInstantOf,
  shanghaiToday,
  WEEKDAY_NAMES_MONDAY_FIRST,
  weekdayIndex,
  weekdayName,
} from './shanghai-time';

describe('Shanghai time', () => {
  it('is UTC+8 and names weekdays Monday first', () => {
    expect(SHANGHAI_OFFSET_MS).toBe(8 * 60 * 60 * 1000);
    expect(WEEKDAY_NAMES_MONDAY_FIRST).toEqual(['周一', '周二', '周三', '周四', '周五', '周六', '周日']);
  });

  it.each([
    ['2026-03-01T15:59:59Z', '2026-03-01'],
    ['2026-03-01T16:00:00Z', '2026-03-02'],
    ['2026-12-31T16:30:00Z', '2027-01-01'],
  ])('Shanghai today at %s is %s', (instant, expected) => {
    expect(shanghaiToday(Date.parse(instant))).toBe(expected);
    expect(shanghaiDateOf(Date.parse(instant))).toBe(expected);
  });

  it('finds the Shanghai date of an instant', () => {
    expect(shanghaiDateOf(Date.parse('2026-06-23T16:00:00Z'))).toBe('2026-06-24');
  });

  it.each([
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-01-01', -1, '2025-12-31'],
  ])('%s plus %i day is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    ['2026-06-01', '周一', 0],
    ['2026-06-07', '周日', 6],
    ['2026-06-10', '周三', 2],
  ])('%s is a %s, day %i of a Monday-first week', (date, name, index) => {
    expect(weekdayName(date)).toBe(name);
    expect(weekdayIndex(date)).toBe(index);
  });

  it('writes dates the Chinese way', () => {
    expect(formatMonthDay('2026-01-05')).toBe('1月5日');
  });
});

describe('formatServiceDate', () => {
  it.each([
    ['2026-06-03', '6月3日 周三'],
    ['2026-06-07', '6月7日 周日'],
    ['2026-10-01', '10月1日 周四'],
    ['2026-06-24', '6月24日 周三'],
    ['2026-11-22', '11月22日 周日'],
  ])('%s → %s', (date, text) => {
    expect(formatServiceDate(date)).toBe(text);
  });
});

describe('formatShanghaiDateTime', () => {
  it.each([
    ['2026-06-03T00:15:00.000Z', '2026-06-03 08:15'],
    ['2026-06-03T16:05:59Z', '2026-06-04 00:05'],
    ['2026-12-31T17:00:00+01:00', '2027-01-01 00:00'],
    ['2026-06-03T08:15:00+08:00', '2026-06-03 08:15'],
    ['2026-06-23T23:45:00.000Z', '2026-06-24 07:45'],
    ['not a date', ''],
    ['yesterday', ''],
    [null, ''],
    ['', ''],
  ])('%s → %s, whatever the device zone', (iso, text) => {
    expect(formatShanghaiDateTime(iso)).toBe(text);
  });
});

describe('clock times', () => {
  it("reads Shanghai's wall clock at an instant", () => {
    expect(shanghaiClockOf(Date.parse('2026-11-21T16:30:05Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 22,
      date: '2026-11-22',
      clock: '00:30',
      seconds: 5,
    });
  });

  it('finds the instant of a clock time on a service date', () => {
    expect(new Date(shanghaiInstantOf('2026-06-24', '07:48')).toISOString()).toBe('2026-06-23T23:48:00.000Z');
    expect(new Date(shanghaiInstantOf('2026-01-01', '00:10')).toISOString()).toBe('2025-12-31T16:10:00.000Z');
  });
});
