import { describe, expect, it } from 'vitest';
import { calendarDay } from './calendar-fixture';
import { keepBookable, thisMonthDates, thisWeekDates, toggleDate } from './date-shortcuts';

// Wednesday 2026-06-24 to Friday 2026-07-03.
const days = [
  calendarDay('2026-06-24'),
  calendarDay('2026-06-25', { isSoldOut: true, seatsLeft: 0 }),
  calendarDay('2026-06-26', { seatsLeft: 1 }),
  calendarDay('2026-06-27', { isServiceDay: false, departureId: null }),
  calendarDay('2026-06-28', { isMakeUpWorkday: true }),
  calendarDay('2026-06-29'),
  calendarDay('2026-06-30', { isDeparted: true }),
  calendarDay('2026-07-01'),
  calendarDay('2026-07-02'),
  calendarDay('2026-07-03', { holidayName: '节日', isServiceDay: false, departureId: null }),
];

describe('date shortcuts', () => {
  it.each([
    ['this week, one rider', '2026-06-24', 1, ['2026-06-24', '2026-06-26', '2026-06-28']],
    ['this week, two riders skip the day with one seat', '2026-06-24', 2, ['2026-06-24', '2026-06-28']],
    ['this week from Sunday', '2026-06-28', 1, ['2026-06-28']],
    ['this week from Monday', '2026-06-29', 1, ['2026-06-29', '2026-07-01', '2026-07-02']],
  ])('%s', (_name, today, riders, expected) => {
    expect(thisWeekDates(days, today, riders)).toEqual(expected);
  });

  it.each([
    ['this month in June', '2026-06-24', 1, ['2026-06-24', '2026-06-26', '2026-06-28', '2026-06-29']],
    ['this month in July', '2026-07-01', 1, ['2026-07-01', '2026-07-02']],
    ['nothing left this month', '2026-06-30', 11, []],
  ])('%s', (_name, today, riders, expected) => {
    expect(thisMonthDates(days, today, riders)).toEqual(expected);
  });
});

describe('toggling a date', () => {
  const day = (date: string) => days.find((item) => item.date === date) ?? calendarDay(date);

  it.each([
    ['adds a bookable day in order', ['2026-06-29'], '2026-06-24', 1, ['2026-06-24', '2026-06-29'], null],
    ['removes a chosen day', ['2026-06-24', '2026-06-29'], '2026-06-24', 1, ['2026-06-29'], null],
    ['removes a chosen day that sold out meanwhile', ['2026-06-25'], '2026-06-25', 1, [], null],
    ['ignores a sold-out day', [], '2026-06-25', 1, [], null],
    ['ignores a departed day', [], '2026-06-30', 1, [], null],
    ['refuses a day without seats for everyone', [], '2026-06-26', 2, [], '当天仅剩 1 个座位，不够 2 位乘车人'],
  ] as const)('%s', (_name, chosen, date, riders, dates, refusal) => {
    expect(toggleDate(chosen, day(date), riders)).toEqual({ dates, refusal });
  });

  it('refuses a 32nd day', () => {
    const chosen = Array.from({ length: 31 }, (_, index) => `2026-08-${String(index + 1).padStart(2, '0')}`);
    expect(toggleDate(chosen, calendarDay('2026-09-01'), 1).refusal).toBe('一次最多购买 31 天的车票');
  });
});

describe('keeping the bookable dates', () => {
  it.each([
    ['keeps bookable ones sorted', ['2026-06-29', '2026-06-24'], 1, ['2026-06-24', '2026-06-29'], 0],
    ['drops sold-out, departed and unknown ones', ['2026-06-25', '2026-06-30', '2026-08-01', '2026-06-24'], 1, ['2026-06-24'], 3],
    ['drops a day with too few seats for the riders', ['2026-06-26'], 2, [], 1],
    ['counts repeats once', ['2026-06-24', '2026-06-24'], 1, ['2026-06-24'], 0],
  ])('%s', (_name, chosen, riders, dates, droppedCount) => {
    expect(keepBookable(chosen, days, riders)).toEqual({ dates, droppedCount });
  });
});
