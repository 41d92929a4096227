import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { ClockTime, Id, ServiceDate } from '../../schemas/common';

export const BuyCalendarQuery = z.object({ lineId: Id, time: ClockTime.describe("the departure time, 'HH:mm'") });
export type BuyCalendarQuery = z.infer<typeof BuyCalendarQuery>;

export const BuyCalendarDay = z.object({
  date: ServiceDate,
  isServiceDay: z.boolean(),
  holidayName: z.string().nullable(),
  isMakeUpWorkday: z.boolean(),
  /** The departure at this time on this date; null when none runs. */
  departureId: Id.nullable(),
  seatsLeft: z.number().int(),
  isSoldOut: z.boolean(),
  /** Departed or closed for sale. */
  isDeparted: z.boolean(),
  priceCents: z.number().int().nullable(),
});
export type BuyCalendarDay = z.infer<typeof BuyCalendarDay>;

export const BuyCalendarData = z.object({ lineId: Id, time: ClockTime, days: z.array(BuyCalendarDay) });
export type BuyCalendarData = z.infer<typeof BuyCalendarData>;

/**
 * The buying calendar (common/traffic-calendar): the next 30 days for one departure time, with seats read
 * fresh from the database. Public, like the line page.
 */
export const buyCalendar = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/ticket/buyCalendar/query',
  summary: 'The next 30 days of one departure time of a line: service days, holidays, seats left',
  isPublic: true,
  needsClientHeaders: true,
  query: BuyCalendarQuery,
  data: BuyCalendarData,
});
