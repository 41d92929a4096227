import { describe, expect, it } from 'vitest';
import { addDays } from '../../lib/shanghai-time';
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
  const datesOf = (cells: readonly { date: string }[]) => [cells[0]?.date, cells[cells.length - 1]?.date];

  it('shows each month from the week the sale starts to the week it ends, with blanks before', () => {
    // Wednesday 2026-06-24 to Friday 2026-07-03.
    const days = Array.from({ length: 10 }, (_, index) => calendarDay(addDays('2026-06-24', index)));
    const grids = buildMonthGrids(days);
    expect(grids.map((grid) => [grid.month, grid.title, grid.leadingBlanks, ...datesOf(grid.cells)])).toEqual([
      ['2026-06', '2026年6月', 0, '2026-06-22', '2026-06-30'],
      ['2026-07', '2026年7月', 2, '2026-07-01', '2026-07-05'],
    ]);
    // Days of that week before the sale are shown but not on sale.
    expect(grids[0]?.cells[0]).toMatchObject({ date: '2026-06-22', status: '', isBookable: false });
    expect(grids[0]?.cells[2]).toMatchObject({ date: '2026-06-24', isBookable: true });
  });

  it('starts a month at its 1st when the sale began before it', () => {
    const days = Array.from({ length: 30 }, (_, index) => calendarDay(addDays('2026-11-23', index)));
    const grids = buildMonthGrids(days);
    expect(grids.map((grid) => [grid.leadingBlanks, ...datesOf(grid.cells)])).toEqual([
      [0, '2026-11-23', '2026-11-30'],
      [1, '2026-12-01', '2026-12-27'],
    ]);
  });

  it('has no grid without days', () => {
    expect(buildMonthGrids([])).toEqual([]);
  });
});
