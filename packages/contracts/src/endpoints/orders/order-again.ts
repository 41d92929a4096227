import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { ClockTime, Id, ServiceDate } from '../../schemas/common';
import { OrderNoQuery } from '../../schemas/orders';

export const OrderAgainData = z.object({
  lineId: Id,
  time: ClockTime,
  boardSeq: z.number().int(),
  alightSeq: z.number().int(),
  /** The order's passengers the account still has. */
  passengerIds: z.array(Id),
  /**
   * As many coming dates as the order had, soonest first: dates with seats left at that time for every
   * passenger, on which none of them already has a ticket on this line (paid, or held by an unpaid order).
   */
  dates: z.array(ServiceDate),
});
export type OrderAgainData = z.infer<typeof OrderAgainData>;

/** SPEC section 7, /ticket/orderAgain: the choice of an earlier order, moved to the coming service days. */
export const orderAgain = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/ticket/orderAgain',
  summary: "An earlier order's choice for buying again: same line, time, stops and passengers, next dates",
  isPublic: false,
  needsClientHeaders: true,
  query: OrderNoQuery,
  data: OrderAgainData,
});
