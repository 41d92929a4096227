import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { CityId, ServiceDate } from '../../schemas/common';
import { LineSummary } from '../../schemas/lines';

/**
 * Holiday lines (假日专线, decision 053): the lines of type holiday that run on the days of China's public
 * holidays, by holiday. A holiday is one block of consecutive official days off (cn_calendar_days), named
 * by the festival(s) in it and identified by its first day.
 */
export const Holiday = z.object({
  /** The block's first day: the holiday's id in the list page's address. */
  holidayId: ServiceDate,
  /** 元旦, 春节, or 国庆节、中秋节 when a block holds two festivals. */
  name: z.string(),
  firstDay: ServiceDate,
  lastDay: ServiceDate,
  dayCount: z.number().int(),
  /** When its first day enters the 30 days a line sells (the same window as the line page's calendar). */
  salesOpenOn: ServiceDate,
  /** The year's official notice is not out yet: the days are the customary pattern (cn-calendar-days.ts). */
  isProvisional: z.boolean(),
});
export type Holiday = z.infer<typeof Holiday>;

/**
 * One holiday day a line runs: onSale (departures to come with seats), soldOut, closed (its departures have
 * left or were stopped), notYetOnSale (beyond the 30 days sold; `salesOpenOn` says from when).
 */
export const HolidayLineDay = z.object({
  date: ServiceDate,
  state: z.enum(['onSale', 'soldOut', 'closed', 'notYetOnSale']),
  seatsLeft: z.number().int(),
  salesOpenOn: ServiceDate,
});
export type HolidayLineDay = z.infer<typeof HolidayLineDay>;

export const HolidayLine = z.object({ line: LineSummary, days: z.array(HolidayLineDay) });
export type HolidayLine = z.infer<typeof HolidayLine>;

export const HolidaysQuery = z.object({ cityId: CityId });
export type HolidaysQuery = z.infer<typeof HolidaysQuery>;

export const HolidaysData = z.object({
  /** Today in Asia/Shanghai, so that the page says 进行中 the same day the server does. */
  today: ServiceDate,
  /** The holidays not yet over, within a year, soonest first; each with the city's holiday lines running then. */
  holidays: z.array(Holiday.extend({ lines: z.array(LineSummary) })),
});
export type HolidaysData = z.infer<typeof HolidaysData>;

/** common/holiday-line: the coming public holidays and the city's holiday lines on each. */
export const holidayLines = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/line/holiday/list',
  summary: "The coming public holidays, each with the city's holiday lines that run on its days",
  isPublic: true,
  needsClientHeaders: true,
  query: HolidaysQuery,
  data: HolidaysData,
});

export const HolidayLinesQuery = z.object({ cityId: CityId, holidayId: ServiceDate });
export type HolidayLinesQuery = z.infer<typeof HolidayLinesQuery>;

export const HolidayLinesData = z.object({ today: ServiceDate, holiday: Holiday, lines: z.array(HolidayLine) });
export type HolidayLinesData = z.infer<typeof HolidayLinesData>;

/**
 * common/holiday-line/list: one holiday's lines, each with the holiday days it runs and whether they sell.
 * Refused: a date that starts no holiday (1004), a holiday already over (holidayPassed).
 */
export const holidayLineList = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/line/holiday/lines',
  summary: "One public holiday's holiday lines with the days each runs, seats and when sales open",
  isPublic: true,
  needsClientHeaders: true,
  query: HolidayLinesQuery,
  data: HolidayLinesData,
});
