import { describe, expect, it } from 'vitest';
import { cnCalendarDays, PROVISIONAL_CN_CALENDAR_YEARS } from '../calendar/cn-calendar-days';
import { comingHolidays, holidayLineDay, remainingDays } from './holidays';

const isProvisional = (year: number) => PROVISIONAL_CN_CALENDAR_YEARS.includes(year);

describe('comingHolidays', () => {
  it('lists the blocks of the official calendar not yet over, soonest first, for a year ahead', () => {
    const holidays = comingHolidays(cnCalendarDays, '2026-11-28', isProvisional);
    expect(holidays.map((h) => `${h.name} ${h.firstDay}..${h.lastDay}`)).toEqual([
      '元旦 2027-01-01..2027-01-03',
      '春节 2027-02-05..2027-02-14',
      '清明节 2027-04-03..2027-04-05',
      '劳动节 2027-05-01..2027-05-05',
      '端午节 2027-06-09..2027-06-09',
      '中秋节 2027-09-15..2027-09-15',
      '国庆节 2027-10-01..2027-10-07',
    ]);
    expect(holidays[0]).toEqual({
      holidayId: '2027-01-01',
      name: '元旦',
      firstDay: '2027-01-01',
      lastDay: '2027-01-03',
      dayCount: 3,
      salesOpenOn: '2026-12-03',
      isProvisional: true,
    });
  });

  it('names a block holding two festivals by both, and keeps a holiday under way', () => {
    const holidays = comingHolidays(cnCalendarDays, '2025-10-03', isProvisional);
    expect(holidays[0]).toMatchObject({ holidayId: '2025-10-01', name: '国庆节、中秋节', dayCount: 8, isProvisional: false });
    expect(remainingDays(holidays[0]!, '2025-10-03')).toEqual(['2025-10-03', '2025-10-04', '2025-10-05', '2025-10-06', '2025-10-07', '2025-10-08']);
  });

  it('keeps 2026 中秋节 and 国庆节 apart: they are not consecutive', () => {
    const names = comingHolidays(cnCalendarDays, '2026-09-01', isProvisional).map((h) => h.name);
    expect(names.slice(0, 2)).toEqual(['中秋节', '国庆节']);
  });

  it('ignores make-up workdays and says nothing past the calendar', () => {
    expect(comingHolidays([{ day: '2027-01-31', kind: 'workday', name: '春节调休' }], '2026-12-01', isProvisional)).toEqual([]);
    expect(comingHolidays(cnCalendarDays, '2028-01-01', isProvisional)).toEqual([]);
  });
});

describe('holidayLineDay', () => {
  const today = '2026-12-10';
  it('sells a day within 30 days by its departures', () => {
    expect(holidayLineDay('2027-01-01', today, { departures: 2, seatsLeft: 40 })).toEqual({ date: '2027-01-01', state: 'onSale', seatsLeft: 40, salesOpenOn: '2026-12-03' });
    expect(holidayLineDay('2027-01-01', today, { departures: 2, seatsLeft: 0 }).state).toBe('soldOut');
    expect(holidayLineDay('2027-01-01', today, undefined).state).toBe('closed');
    // The 30th day counted from today is the last one sold.
    expect(holidayLineDay('2027-01-08', today, { departures: 1, seatsLeft: 3 }).state).toBe('onSale');
  });

  it('says from when a later day goes on sale', () => {
    expect(holidayLineDay('2027-01-09', today, { departures: 1, seatsLeft: 3 })).toEqual({ date: '2027-01-09', state: 'notYetOnSale', seatsLeft: 0, salesOpenOn: '2026-12-11' });
  });
});
