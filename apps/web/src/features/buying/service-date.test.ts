import { describe, expect, it } from 'vitest';
import { weekdayName } from '../../lib/shanghai-time';
import { daysInMonth, formatChosenDates, formatMonthTitle, weekStart } from './service-date';

describe('service dates', () => {
  it.each([
    ['2026-06-01', '周一', '2026-06-01'],
    ['2026-06-07', '周日', '2026-06-01'],
    ['2026-06-10', '周三', '2026-06-08'],
  ])('%s is a %s in the week of %s', (date, name, monday) => {
    expect(weekdayName(date)).toBe(name);
    expect(weekStart(date)).toBe(monday);
  });

  it.each([
    ['2026-02', 28, '2026年2月'],
    ['2028-02', 29, '2028年2月'],
    ['2026-12', 31, '2026年12月'],
  ])('%s has %i days and reads %s', (month, days, title) => {
    expect(daysInMonth(month)).toBe(days);
    expect(formatMonthTitle(month)).toBe(title);
  });

  it.each([
    [[], '尚未选择乘车日期'],
    [['2026-06-01'], '已选 1 天：6月1日 周一'],
    [['2026-06-01', '2026-06-02', '2026-06-03', '2026-06-04', '2026-06-05'], '已选 5 天：6月1日 周一、6月2日 周二、6月3日 周三、6月4日 周四 等'],
  ])('chosen dates %j read %s', (dates, expected) => {
    expect(formatChosenDates(dates)).toBe(expected);
  });
});
