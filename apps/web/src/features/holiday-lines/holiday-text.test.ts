import { describe, expect, it } from 'vitest';
import { dayStateText, holidayDates, holidaySaleText } from './holiday-text';

const newYear = { firstDay: '2027-01-01', lastDay: '2027-01-03', dayCount: 3, salesOpenOn: '2026-12-03' };

describe('holiday text', () => {
  it('writes the dates of a holiday of several days and of one day', () => {
    expect(holidayDates(newYear)).toBe('1月1日—1月3日 · 共3天');
    expect(holidayDates({ firstDay: '2027-06-09', lastDay: '2027-06-09', dayCount: 1 })).toBe('6月9日 周三 · 1天');
  });

  it('says from when a holiday sells, that it sells, or that it is under way', () => {
    expect(holidaySaleText(newYear, '2026-11-28')).toBe('12月3日起开售');
    expect(holidaySaleText(newYear, '2026-12-03')).toBe('已开售');
    expect(holidaySaleText(newYear, '2027-01-02')).toBe('假期进行中');
  });

  it('writes each day’s state', () => {
    const day = { date: '2027-01-01', seatsLeft: 12, salesOpenOn: '2026-12-03' };
    expect(dayStateText({ ...day, state: 'onSale' })).toBe('余12座');
    expect(dayStateText({ ...day, state: 'soldOut', seatsLeft: 0 })).toBe('已售罄');
    expect(dayStateText({ ...day, state: 'closed', seatsLeft: 0 })).toBe('已停售');
    expect(dayStateText({ ...day, state: 'notYetOnSale', seatsLeft: 0 })).toBe('12月3日开售');
  });
});
