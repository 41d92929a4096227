import { cnCalendarDays } from '../../../modules/network/calendar/cn-calendar-days';
import { weekdayOf } from '../../../modules/network/calendar/service-days';

/** A GTFS service of the demo feed: calendar.txt, plus its calendar_dates.txt rows. */
export type DemoService = {
  weekdays: number;
  startDate: string;
  endDate: string;
  followsCnWorkdays: boolean;
  /** calendar_dates: date → exception_type 1 (true, added) or 2 (false, removed). */
  exceptions: Map<string, boolean>;
};

const MON_FRI = 0b0011111;
const SAT_SUN = 0b1100000;
const EVERY_DAY = 0b1111111;
const START = '2025-01-01';
const END = '2027-12-31';

/** Shenzhen primary and secondary school holidays, approximately (demo data, not the education bureau's). */
const SCHOOL_HOLIDAYS: [string, string][] = [
  ['2025-01-18', '2025-02-16'],
  ['2025-07-05', '2025-08-31'],
  ['2026-01-31', '2026-03-01'],
  ['2026-07-11', '2026-08-31'],
  ['2027-01-23', '2027-02-21'],
  ['2027-07-10', '2027-08-31'],
];

const daysBetween = (from: string, to: string): string[] => {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
};

const cnKind = new Map(cnCalendarDays.map((d) => [d.day, d.kind]));

/**
 * Weekends and public holidays, for the leisure lines. GTFS has no notion of the official calendar, so the
 * feed spells it out: weekday holidays are added, weekend days worked (调休) are removed.
 */
const weekendsAndHolidays = (): Map<string, boolean> => {
  const exceptions = new Map<string, boolean>();
  for (const { day, kind } of cnCalendarDays) {
    const isWeekend = weekdayOf(day) >= 5;
    if (kind === 'holiday' && !isWeekend) exceptions.set(day, true);
    if (kind === 'workday' && isWeekend) exceptions.set(day, false);
  }
  return exceptions;
};

/** School days: workdays outside the school holidays; the days a workday service would run there are removed. */
const schoolTerms = (): Map<string, boolean> => {
  const exceptions = new Map<string, boolean>();
  for (const [from, to] of SCHOOL_HOLIDAYS) {
    for (const day of daysBetween(from, to)) {
      const kind = cnKind.get(day);
      const wouldRun = kind === 'workday' || (kind !== 'holiday' && weekdayOf(day) < 5);
      if (wouldRun) exceptions.set(day, false);
    }
  }
  return exceptions;
};

export const demoServices = {
  WORKDAY: { weekdays: MON_FRI, startDate: START, endDate: END, followsCnWorkdays: true, exceptions: new Map() },
  SCHOOL_TERM: { weekdays: MON_FRI, startDate: START, endDate: END, followsCnWorkdays: true, exceptions: schoolTerms() },
  WEEKEND_HOLIDAY: { weekdays: SAT_SUN, startDate: START, endDate: END, followsCnWorkdays: false, exceptions: weekendsAndHolidays() },
  DAILY: { weekdays: EVERY_DAY, startDate: START, endDate: END, followsCnWorkdays: false, exceptions: new Map() },
} satisfies Record<string, DemoService>;

export type DemoServiceId = keyof typeof demoServices;
