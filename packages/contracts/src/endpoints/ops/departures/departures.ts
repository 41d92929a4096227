import { z } from 'zod';
import { defineOperatorEndpoint } from '../../../operator-endpoint';
import { ClockTime, Id, ServiceDate } from '../../../schemas/common';
import { PageQuery } from '../../../schemas/operators';

/** A departure is sold for at most this many days of one query (the horizon is 30 service days). */
export const DEPARTURE_LIST_MAX_DAYS = 31;

export const DepartureStatus = z.enum(['scheduled', 'cancelled']);
export type DepartureStatus = z.infer<typeof DepartureStatus>;

export const OpsDeparture = z.object({
  departureId: Id,
  line: z.object({ lineId: Id, lineCode: z.string(), lineName: z.string() }),
  serviceDate: ServiceDate,
  /** At the line's first stop, Asia/Shanghai. */
  time: ClockTime,
  departsAt: z.string(),
  capacity: z.number().int(),
  /** Seats taken: paid tickets and those held by unpaid orders. */
  seatsSold: z.number().int(),
  paidTickets: z.number().int(),
  status: DepartureStatus,
  cancelReason: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  hasDeparted: z.boolean(),
  vehiclePlate: z.string().nullable(),
  driverName: z.string().nullable(),
});
export type OpsDeparture = z.infer<typeof OpsDeparture>;

const daysBetween = (from: string, to: string): number => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

export const DepartureListQuery = z
  .object({
    lineId: Id.optional(),
    /** Shanghai service dates, inclusive; from defaults to today, to to from. */
    from: ServiceDate.optional(),
    to: ServiceDate.optional(),
    status: DepartureStatus.optional(),
    ...PageQuery,
  })
  .refine((q) => !q.from || !q.to || q.to >= q.from, { message: '结束日期不能早于开始日期', path: ['to'] })
  .refine((q) => !q.from || !q.to || daysBetween(q.from, q.to) < DEPARTURE_LIST_MAX_DAYS, {
    message: `一次最多查询 ${DEPARTURE_LIST_MAX_DAYS} 天的班次`,
    path: ['to'],
  });
export type DepartureListQuery = z.input<typeof DepartureListQuery>;

/** Departures of the next service days, by line, dates and status, with the lines for the filter. */
export const listDepartures = defineOperatorEndpoint({
  method: 'GET',
  path: '/departures',
  summary: 'Departures by line, service dates and status, with seats sold and paid tickets',
  roles: ['admin', 'dispatcher', 'service', 'finance'],
  query: DepartureListQuery,
  data: z.object({
    items: z.array(OpsDeparture),
    total: z.number().int(),
    lines: z.array(z.object({ lineId: Id, lineCode: z.string(), lineName: z.string() })),
  }),
});

export const DepartureSeatsBody = z.object({
  departureId: Id,
  capacity: z.coerce.number({ message: '请输入座位数' }).int('座位数须为整数').min(1, '座位数至少为 1').max(200, '座位数不能超过 200'),
});
export type DepartureSeatsBody = z.input<typeof DepartureSeatsBody>;

/** Changes a departure's seats: never below the seats sold, never on a stopped or departed departure. */
export const changeDepartureSeats = defineOperatorEndpoint({
  method: 'POST',
  path: '/departures/seats',
  summary: "Changes a departure's capacity (not below seats sold)",
  roles: ['admin', 'dispatcher'],
  body: DepartureSeatsBody,
  data: z.object({ departure: OpsDeparture }),
});

export const DepartureStopBody = z.object({
  departureId: Id,
  reason: z.string({ message: '请填写停运原因' }).trim().min(2, '停运原因至少 2 个字').max(100, '停运原因不能超过 100 个字'),
});
export type DepartureStopBody = z.input<typeof DepartureStopBody>;

export const DepartureStopResult = z.object({
  departure: OpsDeparture,
  /** Tickets refunded in full, and the total. */
  refundedTickets: z.number().int(),
  refundedCents: z.number().int(),
  /** Refunds no provider took on yet: the refund-retry job sends them again. */
  unsentRefunds: z.number().int(),
  /** Unpaid orders closed (their seats released; a late payment is refunded). */
  cancelledOrders: z.number().int(),
  /** Tickets already checked in: left alone. */
  usedTickets: z.number().int(),
  smsSent: z.number().int(),
  smsFailed: z.number().int(),
});
export type DepartureStopResult = z.infer<typeof DepartureStopResult>;

/**
 * Stops a departure (停运): every valid ticket refunded in full through the provider that took the money,
 * unpaid orders on it closed, each refunded rider told by SMS.
 */
export const stopDeparture = defineOperatorEndpoint({
  method: 'POST',
  path: '/departures/stop',
  summary: 'Stops a departure, refunds its tickets in full and texts its riders',
  roles: ['admin', 'dispatcher'],
  body: DepartureStopBody,
  data: DepartureStopResult,
});

/** What stopping would do, for the confirmation: the tickets to refund and their riders' count. */
export const departureStopPreview = defineOperatorEndpoint({
  method: 'GET',
  path: '/departures/stop-preview',
  summary: 'The tickets a stop would refund',
  roles: ['admin', 'dispatcher'],
  query: z.object({ departureId: Id }),
  data: z.object({ validTickets: z.number().int(), pendingOrders: z.number().int(), usedTickets: z.number().int(), refundCents: z.number().int() }),
});
