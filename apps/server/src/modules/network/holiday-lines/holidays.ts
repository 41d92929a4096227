import type { Holiday, HolidayLineDay } from '@udian/contracts/endpoints/lines/holiday-lines';
import { addDays } from '../../../time/shanghai-time';
import type { OfficialDay } from '../lines/line-calendar';

/**
 * The days a line sells from today: its page's calendar and the buying calendar show 30 days (SPEC), and a
 * holiday line is sold like any line, so a holiday day goes on sale 29 days before it.
 */
export const SALE_DAYS = 30;
/** Holidays up to this many days ahead are listed: the year's calendar, never a stale one. */
export const LOOK_AHEAD_DAYS = 366;

export const salesOpenOn = (date: string): string => addDays(date, -(SALE_DAYS - 1));

/**
 * The public holidays as blocks of consecutive official days off, in order, from the official calendar
 * (cn_calendar_days). A block is named by its festivals in order (国庆节、中秋节 when 中秋 falls inside the
 * 国庆 week); its id is its first day.
 */
export const holidayBlocks = (officialDays: Iterable<OfficialDay>, isProvisionalYear: (year: number) => boolean): Holiday[] => {
  const days = [...officialDays].filter((d) => d.kind === 'holiday').sort((a, b) => a.day.localeCompare(b.day));
  const blocks: OfficialDay[][] = [];
  for (const day of days) {
    const current = blocks.at(-1);
    const last = current?.at(-1);
    if (current && last && addDays(last.day, 1) === day.day) current.push(day);
    else blocks.push([day]);
  }
  return blocks.map((block): Holiday => {
    const firstDay = block[0]!.day;
    const lastDay = block.at(-1)!.day;
    return {
      holidayId: firstDay,
      name: [...new Set(block.map((d) => d.name))].join('、'),
      firstDay,
      lastDay,
      dayCount: block.length,
      salesOpenOn: salesOpenOn(firstDay),
      isProvisional: isProvisionalYear(Number(firstDay.slice(0, 4))),
    };
  });
};

/** The holidays not yet over and starting within LOOK_AHEAD_DAYS, soonest first. */
export const comingHolidays = (officialDays: Iterable<OfficialDay>, today: string, isProvisionalYear: (year: number) => boolean): Holiday[] => {
  const until = addDays(today, LOOK_AHEAD_DAYS - 1);
  return holidayBlocks(officialDays, isProvisionalYear).filter((holiday) => holiday.lastDay >= today && holiday.firstDay <= until);
};

/** The holiday's days from today on (a holiday under way has its remaining days). */
export const remainingDays = (holiday: Pick<Holiday, 'firstDay' | 'lastDay'>, today: string): string[] => {
  const days: string[] = [];
  for (let date = holiday.firstDay; date <= holiday.lastDay; date = addDays(date, 1)) if (date >= today) days.push(date);
  return days;
};

/**
 * A running day's state: inside the 30 days sold, the departures decide (seats left, sold out, or none to
 * come: they left or the operator stopped them); beyond, it is not on sale yet and says from when.
 */
export const holidayLineDay = (date: string, today: string, seats: { departures: number; seatsLeft: number } | undefined): HolidayLineDay => {
  const opensOn = salesOpenOn(date);
  if (date > addDays(today, SALE_DAYS - 1)) return { date, state: 'notYetOnSale', seatsLeft: 0, salesOpenOn: opensOn };
  if (!seats || seats.departures === 0) return { date, state: 'closed', seatsLeft: 0, salesOpenOn: opensOn };
  return { date, state: seats.seatsLeft > 0 ? 'onSale' : 'soldOut', seatsLeft: seats.seatsLeft, salesOpenOn: opensOn };
};
