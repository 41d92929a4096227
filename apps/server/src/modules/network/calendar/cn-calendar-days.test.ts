import { describe, expect, it } from 'vitest';
import { CN_CALENDAR_YEARS, cnCalendarDays, type CnCalendarDay } from './cn-calendar-days';
import { weekdayOf } from './service-days';

const ofYear = (year: number): CnCalendarDay[] => cnCalendarDays.filter((d) => d.day.startsWith(`${year}-`));
const daysOf = (year: number, kind: CnCalendarDay['kind']): string[] =>
  ofYear(year)
    .filter((d) => d.kind === kind)
    .map((d) => d.day);

describe('the official calendar as data', () => {
  it('has each day once, sorted, and only in the years it covers', () => {
    const days = cnCalendarDays.map((d) => d.day);
    expect(new Set(days).size).toBe(days.length);
    expect([...days].sort()).toEqual(days);
    expect(new Set(days.map((d) => Number(d.slice(0, 4))))).toEqual(new Set(CN_CALENDAR_YEARS));
  });

  it.each(CN_CALENDAR_YEARS.map((year) => [year]))('names all seven festivals in %i', (year) => {
    const names = new Set(ofYear(year).filter((d) => d.kind === 'holiday').map((d) => d.name));
    expect(names).toEqual(new Set(['元旦', '春节', '清明节', '劳动节', '端午节', '中秋节', '国庆节']));
  });

  it('only ever makes a weekend day a workday, and names it after its festival', () => {
    for (const day of cnCalendarDays.filter((d) => d.kind === 'workday')) {
      expect(weekdayOf(day.day), day.day).toBeGreaterThanOrEqual(5);
      expect(day.name).toMatch(/^(元旦|春节|清明节|劳动节|端午节|中秋节|国庆节)调休$/);
    }
  });

  it('holds the 2025 notice', () => {
    expect(daysOf(2025, 'workday')).toEqual(['2025-01-26', '2025-02-08', '2025-04-27', '2025-09-28', '2025-10-11']);
    expect(daysOf(2025, 'holiday')).toHaveLength(1 + 8 + 3 + 5 + 3 + 8);
    expect(cnCalendarDays.find((d) => d.day === '2025-10-06')?.name).toBe('中秋节');
    expect(cnCalendarDays.find((d) => d.day === '2025-01-28')?.name).toBe('春节');
    expect(cnCalendarDays.find((d) => d.day === '2025-06-02')?.name).toBe('端午节');
  });

  it('holds the 2026 notice', () => {
    expect(daysOf(2026, 'workday')).toEqual(['2026-01-04', '2026-02-14', '2026-02-28', '2026-05-09', '2026-09-20', '2026-10-10']);
    expect(daysOf(2026, 'holiday')).toHaveLength(3 + 9 + 3 + 5 + 3 + 3 + 7);
    expect(daysOf(2026, 'holiday')).toEqual(expect.arrayContaining(['2026-02-15', '2026-02-23', '2026-06-19', '2026-09-27']));
  });

  it('gives 2027 its statutory days (provisional pattern)', () => {
    const holidays = daysOf(2027, 'holiday');
    // 元旦, 除夕 to 初三, 清明, 劳动节 (two days), 端午, 中秋, 国庆 (three days)
    for (const day of ['2027-01-01', '2027-02-05', '2027-02-06', '2027-02-07', '2027-02-08', '2027-04-05', '2027-05-01',
      '2027-05-02', '2027-06-09', '2027-09-15', '2027-10-01', '2027-10-02', '2027-10-03']) {
      expect(holidays, day).toContain(day);
    }
  });
});
