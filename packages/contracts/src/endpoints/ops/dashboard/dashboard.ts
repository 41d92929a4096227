import { z } from 'zod';
import { defineOperatorEndpoint } from '../../../operator-endpoint';

/** Sales and refunds over one period (Asia/Shanghai): money in integer cents. */
export const PeriodFigures = z.object({
  /** Orders paid in the period and what they paid. */
  paidOrders: z.number().int(),
  paidCents: z.number().int(),
  /** Tickets of those orders. */
  ticketsSold: z.number().int(),
  /** Refunds started in the period (not failed) and their amount. */
  refunds: z.number().int(),
  refundCents: z.number().int(),
});
export type PeriodFigures = z.infer<typeof PeriodFigures>;

/** One of today's departures with its load factor (seats sold / capacity). */
export const DepartureLoad = z.object({
  departureId: z.string(),
  lineId: z.string(),
  lineCode: z.string(),
  lineName: z.string(),
  /** ISO instant of departure from the first stop. */
  departsAt: z.string(),
  isCancelled: z.boolean(),
  seatsSold: z.number().int(),
  capacity: z.number().int(),
  /** seatsSold / capacity, 0 to 1 (0 for a departure without seats). */
  loadFactor: z.number(),
});
export type DepartureLoad = z.infer<typeof DepartureLoad>;

/**
 * A payment that needs an operator (see the server's dashboard repository for the rules): money taken for an
 * order that is not paid (or a second payment of a paid order) with no refund against it, or a payment still
 * open at the provider after its order ended unpaid.
 */
export const UnsettledPayment = z.object({
  outTradeNo: z.string(),
  orderNo: z.string(),
  channel: z.string(),
  amountCents: z.number().int(),
  kind: z.enum(['paidNotApplied', 'duplicatePaid', 'notClosed']),
  /** The kind in Chinese. */
  kindLabel: z.string(),
  orderStatus: z.string(),
  createdAt: z.string(),
});
export type UnsettledPayment = z.infer<typeof UnsettledPayment>;

/** A refund the provider has not settled: processing for over 2 minutes, or failed. */
export const WaitingRefund = z.object({
  outRefundNo: z.string(),
  orderNo: z.string(),
  amountCents: z.number().int(),
  status: z.enum(['processing', 'failed']),
  /** 待重发 (no provider took it on yet), 渠道处理中, 退款失败. */
  statusLabel: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});
export type WaitingRefund = z.infer<typeof WaitingRefund>;

export const DashboardData = z.object({
  /** The Shanghai service date of "today" and the Monday starting this week. */
  today: z.string(),
  weekFrom: z.string(),
  todayFigures: PeriodFigures,
  weekFigures: PeriodFigures,
  /** Today's departures by time. */
  departures: z.array(DepartureLoad),
  /** Vehicles that sent a position in the last 2 minutes, and the buses on the road behind schedule. */
  live: z.object({ vehiclesLive: z.number().int(), busesLate: z.number().int() }),
  unsettledPayments: z.array(UnsettledPayment),
  waitingRefunds: z.array(WaitingRefund),
});
export type DashboardData = z.infer<typeof DashboardData>;

/** The console's home: today's and this week's figures, today's loads, live buses and money needing a look. */
export const getDashboard = defineOperatorEndpoint({
  method: 'GET',
  path: '/dashboard',
  summary: "Today's and this week's sales and refunds, today's departures' loads, live buses, unsettled payments and waiting refunds",
  roles: ['admin', 'dispatcher', 'service', 'finance'],
  data: DashboardData,
});
