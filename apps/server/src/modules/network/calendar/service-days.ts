import { addDays, shanghaiDate } from '../../../time/shanghai-time';
import type { CnDayKind } from './cn-calendar-days';

/**
 * Service days. A service date is a calendar date in Asia/Shanghai written 'YYYY-MM-DD'; the date
 * arithmetic lives in time/shanghai-time.ts.
 */

/** Bit 0 = Monday … bit 6 = Sunday, as in services.weekdays. */
export type ServiceRule = {
  weekdays: number;
  startDate: string;
  endDate: string;
  /** Off on public holidays and on for make-up workdays (调休), as office commuters are. */
  followsCnWorkdays: boolean;
};

export type ServiceCalendar = {
  service: ServiceRule;
  /** GTFS calendar_dates: date → running or not. */
  serviceExceptions: ReadonlyMap<string, boolean>;
  /** An operator's change for one line (road works, an extra run): date → running or not. */
  lineExceptions: ReadonlyMap<string, boolean>;
  cnDays: ReadonlyMap<string, CnDayKind>;
};

const toUtcMidnight = (date: string): number => Date.parse(`${date}T00:00:00Z`);

/** Today's service date (Asia/Shanghai). */
export const todayServiceDate = (now: Date = new Date()): string => shanghaiDate(now);

/** 0 = Monday … 6 = Sunday: the bit of the date in a weekdays mask. */
export const weekdayOf = (date: string): number => (new Date(toUtcMidnight(date)).getUTCDay() + 6) % 7;

/**
 * Whether a line's service runs on a date. Inside the service's dates the weekday decides, corrected by the
 * official calendar when the service follows it; then the feed's calendar_dates win, and the line's own
 * exceptions win over everything. As in GTFS, an exception may add a date outside [startDate, endDate].
 */
export const isServiceDay = ({ date, ...calendar }: ServiceCalendar & { date: string }): boolean => {
  const { service, serviceExceptions, lineExceptions, cnDays } = calendar;
  const lineException = lineExceptions.get(date);
  if (lineException !== undefined) return lineException;
  const serviceException = serviceExceptions.get(date);
  if (serviceException !== undefined) return serviceException;
  if (date < service.startDate || date > service.endDate) return false;
  if (service.followsCnWorkdays) {
    const kind = cnDays.get(date);
    if (kind === 'holiday') return false;
    if (kind === 'workday') return true;
  }
  return (service.weekdays & (1 << weekdayOf(date))) !== 0;
};

/**
 * The first `count` service days from `from` (included), looking at most `scanDays` ahead so that a service
 * that has ended, or runs rarely, cannot keep the loop going.
 */
export const nextServiceDays = (
  calendar: ServiceCalendar & { from: string; count: number; scanDays?: number },
): string[] => {
  const { from, count, scanDays = 366 } = calendar;
  const days: string[] = [];
  for (let offset = 0; offset < scanDays && days.length < count; offset += 1) {
    const date = addDays(from, offset);
    if (isServiceDay({ ...calendar, date })) days.push(date);
  }
  return days;
};
