import { describe, expect, it } from 'vitest';
import { calendarDay } from './calendar-fixture';
import { buildMonthGrids, describeDay } from './calendar-grid';

describe('calendar day cells', () => {
  it.each([
    ['a bookable day', {}, { mark: null, status: '余10', tone: 'bookable', isBookable: true }],
    ['a holiday without service', { isServiceDay: false, departureId: null, holidayName: '国庆节' }, { mark: '休', status: '无班次', tone: 'off', isBookable: false }],
    ['a make-up workday', { isMakeUpWorkday: true }, { mark: '班', status: '余10', tone: 'bookable', isBookable: true }],
    ['a sold-out day', { isSoldOut: true, seatsLeft: 0 }, { mark: null, status: '售罄', tone: 'soldOut', isBookable: false }],
    ['no seats though not flagged', { seatsLeft: 0 }, { mark: null, status: '售罄', tone: 'soldOut', isBookable: false }],
    ['a departed day', { isDeparted: true }, { mark: null, status: '已发车', tone: 'departed', isBookable: false }],
    ['a service day without this time', { departureId: null }, { mark: null, status: '无班次', tone: 'off', isBookable: false }],
  ] as const)('%s', (_name, overrides, expected) => {
    expect(describeDay(calendarDay('2026-10-01', overrides))).toMatchObject(expected);
  });

  it('says the whole day for screen readers', () => {
    expect(describeDay(calendarDay('2026-10-01', { holidayName: '国庆节' })).ariaLabel).toBe('10月1日 周四 国庆节 余10座');
  });
});

describe('month grids', () => {
  it('fills every month the days touch, from the 1st, with blanks before it', () => {
    const days = [calendarDay('2026-06-29'), calendarDay('2026-06-30'), calendarDay('2026-07-01')];
    const grids = buildMonthGrids(days);
    expect(grids.map((grid) => [grid.month, grid.title, grid.leadingBlanks, grid.cells.length])).toEqual([
      ['2026-06', '2026年6月', 0, 30],
      ['2026-07', '2026年7月', 2, 31],
    ]);
    // Days before the window are shown but not on sale.
    expect(grids[0]?.cells[0]).toMatchObject({ date: '2026-06-01', status: '', isBookable: false });
    expect(grids[0]?.cells[28]).toMatchObject({ date: '2026-06-29', isBookable: true });
  });

  it('has no grid without days', () => {
    expect(buildMonthGrids([])).toEqual([]);
  });
});
