import { describe, expect, it } from 'vitest';
import type { CalendarDay } from '@udian/contracts/schemas/lines';
import { weekdayName } from '../../lib/shanghai-time';
import { describeCalendarDay, effectivePeriod, initialCalendarDate, leadingBlankDays, seatsText } from './calendar-view';

const day = (date: string, fields: Partial<CalendarDay> = {}): CalendarDay => ({
  date,
  isServiceDay: true,
  holidayName: null,
  isMakeUpWorkday: false,
  seatsLeft: 20,
  isSoldOut: false,
  ...fields,
});

describe('calendar day labels', () => {
  it('shows a service day with its seats left', () => {
    expect(describeCalendarDay(day('2026-09-15', { seatsLeft: 12 }))).toEqual({
      date: '2026-09-15',
      dayLabel: '15',
      tag: null,
      status: '余12座',
      tone: 'service',
      ariaLabel: '9月15日 周二 余12座',
    });
  });

  it('marks a sold-out day 已售罄', () => {
    const cell = describeCalendarDay(day('2026-09-16', { seatsLeft: 0, isSoldOut: true }));
    expect(cell).toMatchObject({ status: '已售罄', tone: 'soldOut' });
  });

  it('shows a day without service as 无班次, whatever the seats say', () => {
    const cell = describeCalendarDay(day('2026-09-19', { isServiceDay: false, seatsLeft: 0 }));
    expect(cell).toMatchObject({ status: '无班次', tone: 'off', tag: null });
  });

  it('names a public holiday', () => {
    const cell = describeCalendarDay(day('2026-10-02', { isServiceDay: false, holidayName: '国庆节', seatsLeft: 0 }));
    expect(cell).toMatchObject({ tag: '国庆节', tone: 'off', ariaLabel: '10月2日 周五 国庆节 无班次' });
  });

  it('marks a make-up workday 调休上班', () => {
    const cell = describeCalendarDay(day('2026-10-10', { isMakeUpWorkday: true, seatsLeft: 30 }));
    expect(cell).toMatchObject({ tag: '调休上班', tone: 'service', status: '余30座', ariaLabel: '10月10日 周六 调休上班 余30座' });
  });

  it('shows the month instead of the day on the first of a month', () => {
    expect(describeCalendarDay(day('2026-10-01')).dayLabel).toBe('10月');
    expect(describeCalendarDay(day('2026-10-31')).dayLabel).toBe('31');
  });

  it.each([
    ['2026-09-14', '周一', 0],
    ['2026-09-15', '周二', 1],
    ['2026-09-19', '周六', 5],
    ['2026-09-20', '周日', 6],
    ['2024-02-29', '周四', 3],
  ])('%s is a %s: %i blank cells before it in a Monday-first week', (date, weekday, blanks) => {
    expect(weekdayName(date)).toBe(weekday);
    expect(leadingBlankDays(date)).toBe(blanks);
  });

  it('opens on the first day with seats, else the first service day, else the first day', () => {
    const soldOut = day('2026-09-15', { isSoldOut: true, seatsLeft: 0 });
    const off = day('2026-09-19', { isServiceDay: false });
    expect(initialCalendarDate([off, soldOut, day('2026-09-21')])).toBe('2026-09-21');
    expect(initialCalendarDate([off, soldOut])).toBe('2026-09-15');
    expect(initialCalendarDate([off])).toBe('2026-09-19');
    expect(initialCalendarDate([])).toBeNull();
  });

  it('says seats or sold out for one departure', () => {
    expect(seatsText(3)).toBe('余3座');
    expect(seatsText(0)).toBe('已售罄');
  });

  it('writes when an announced change applies', () => {
    expect(effectivePeriod({ effectiveFrom: '2026-10-01', effectiveTo: '2026-10-07' })).toBe('10月1日至10月7日');
    expect(effectivePeriod({ effectiveFrom: '2026-11-02', effectiveTo: null })).toBe('11月2日起');
  });
});
