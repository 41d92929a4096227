import { addDays } from './shanghai-time';

/**
 * Calendar periods of service dates ('YYYY-MM-DD'): the weeks (Monday to Sunday) and calendar months that
 * period passes are sold by (decision 050). Pure date arithmetic, no time zone: the dates are Shanghai's already.
 */

export type PeriodKind = 'week' | 'month';
export type Period = { startsOn: string; endsOn: string };

/** 1 = Monday … 7 = Sunday. */
export const isoWeekday = (date: string): number => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;
};

/** The number of days in the month of a date. */
export const daysInMonth = (date: string): number => {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
};

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** The week or the month a date is in. */
export const periodOf = (kind: PeriodKind, date: string): Period => {
  if (kind === 'week') {
    const monday = addDays(date, 1 - isoWeekday(date));
    return { startsOn: monday, endsOn: addDays(monday, 6) };
  }
  const first = `${date.slice(0, 8)}01`;
  return { startsOn: first, endsOn: `${date.slice(0, 8)}${pad2(daysInMonth(date))}` };
};

/** The period after the one a date is in: next week, next month. */
export const nextPeriodOf = (kind: PeriodKind, date: string): Period => periodOf(kind, addDays(periodOf(kind, date).endsOn, 1));
