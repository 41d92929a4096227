import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { Id } from '../../schemas/common';
import { Order, OrderNoQuery } from '../../schemas/orders';
import {
  PeriodPass,
  PeriodPassChoice,
  PeriodPassChoiceFields,
  PeriodPassOffer,
  PeriodPassQuote,
  PeriodPassSummary,
  STOPS_ORDER_ISSUE,
  stopsInOrder,
} from '../../schemas/period-passes';

/**
 * Period passes (周期票, decision 050) for passengers: a line's offers, the quote and the purchase (an ordinary
 * order paid at the same cashier), my passes and one pass with its days. Refunding a pass's unused days is
 * /ticket/refundPrice/query and /ticket/refund with the pass's order and those days' tickets.
 */

/** The line's passes whose window is open or comes next (public: the line page shows them to everyone). */
export const periodPassOffers = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/line/periodPass/offers',
  summary: "A line's weekly and monthly passes: the next period, its sale window and price",
  isPublic: true,
  needsClientHeaders: true,
  query: z.object({ lineId: Id }),
  data: z.object({ offers: z.array(PeriodPassOffer) }),
});

/** What the pass would hold and cost now for this rider and these stops. */
export const periodPassQuote = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.order,
  path: '/periodPass/quote',
  summary: "A period pass's days and price for a rider, while its sale window is open",
  isPublic: false,
  needsClientHeaders: true,
  body: PeriodPassChoice,
  data: PeriodPassQuote,
});

export const PeriodPassCreateBody = PeriodPassChoiceFields.extend({
  expectedPayableCents: z
    .number({ error: (issue) => (issue.input === undefined ? '缺少应付金额' : '应付金额须为整数（分）') })
    .int('应付金额须为整数（分）')
    .min(0, '应付金额不能为负数'),
}).refine(stopsInOrder, STOPS_ORDER_ISSUE);
export type PeriodPassCreateBody = z.input<typeof PeriodPassCreateBody>;

/**
 * Buys the pass: one order holding a seat on every day of the period, or nothing (a full day refuses the whole
 * pass, naming the day). A different price now refuses (priceChanged). Paid like any order.
 */
export const periodPassCreate = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.order,
  path: '/periodPass/create',
  summary: 'Buys a period pass: one order holding a seat on each of its days (Idempotency-Key)',
  isPublic: false,
  needsClientHeaders: true,
  isIdempotent: true,
  body: PeriodPassCreateBody,
  data: Order,
});

/** The passenger's passes, the latest period first (unpaid ones past their hold left out). */
export const myPeriodPasses = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/periodPass/mine',
  summary: "The passenger's period passes, latest first",
  isPublic: false,
  needsClientHeaders: true,
  data: z.object({ items: z.array(PeriodPassSummary) }),
});

/** One of the passenger's passes with its days; another's or an order that is no pass answers not-found. */
export const periodPassDetail = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/periodPass/detail',
  summary: 'One period pass: its days with their state and ride codes, the rides used',
  isPublic: false,
  needsClientHeaders: true,
  query: OrderNoQuery,
  data: PeriodPass,
});
