import { describe, expect, it } from 'vitest';
import { daysInMonth, isoWeekday, nextPeriodOf, periodOf } from './periods';

describe('periods of service dates', () => {
  it('numbers weekdays from Monday (1) to Sunday (7)', () => {
    expect(isoWeekday('2026-06-01')).toBe(1);
    expect(isoWeekday('2026-06-07')).toBe(7);
  });

  it('knows the length of each month, February of a leap year included', () => {
    expect(daysInMonth('2026-02-10')).toBe(28);
    expect(daysInMonth('2028-02-10')).toBe(29);
    expect(daysInMonth('2026-12-31')).toBe(31);
  });

  it('finds the week (Monday to Sunday) and the month of a date, and the next of each across a year', () => {
    expect(periodOf('week', '2026-06-03')).toEqual({ startsOn: '2026-06-01', endsOn: '2026-06-07' });
    expect(periodOf('month', '2026-06-30')).toEqual({ startsOn: '2026-06-01', endsOn: '2026-06-30' });
    expect(nextPeriodOf('week', '2026-12-30')).toEqual({ startsOn: '2027-01-04', endsOn: '2027-01-10' });
    expect(nextPeriodOf('week', '2026-06-07')).toEqual({ startsOn: '2026-06-08', endsOn: '2026-06-14' });
    expect(nextPeriodOf('month', '2026-12-20')).toEqual({ startsOn: '2027-01-01', endsOn: '2027-01-31' });
    expect(nextPeriodOf('month', '2028-01-31')).toEqual({ startsOn: '2028-02-01', endsOn: '2028-02-29' });
  });
});
