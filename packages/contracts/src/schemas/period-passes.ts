import { z } from 'zod';
import { PassDayState } from '../pass-day-state';
import { ClockTime, Id, ServiceDate } from './common';
import { OrderStatus } from './orders';
import { PeriodPassKind } from './pass-tag';

/**
 * Period passes (周期票, decision 050): a weekly or monthly pass of a line, sold for the next week or month in a
 * window the operator sets; one order holding a seat on each of the period's service days. Money is integer cents.
 */

/** A span of service dates, both included. */
export const DateSpan = z.object({ startsOn: ServiceDate, endsOn: ServiceDate });
export type DateSpan = z.infer<typeof DateSpan>;

/** A line's pass as the line page offers it: the next period, its sale window, and what it costs at the line's fare. */
export const PeriodPassOffer = z.object({
  kind: PeriodPassKind,
  /** The share of the period's fares the passenger pays: 85 reads 85 折. */
  discountPercent: z.number().int(),
  /** The period sold now or next. */
  period: DateSpan,
  /** When that period is sold: its window's first and last day. */
  sale: DateSpan,
  /** Today is inside the window. */
  isOnSale: z.boolean(),
  /** Days of the period the line runs (its official calendar: holidays off, make-up workdays on). */
  rideDays: z.number().int(),
  /** Those days at the line's fare, and the pass's price for them. */
  fullFareCents: z.number().int(),
  priceCents: z.number().int(),
});
export type PeriodPassOffer = z.infer<typeof PeriodPassOffer>;

/** What a passenger chooses: the line's pass, the stops, the rider, and the departure time on a line with several. */
export const PeriodPassChoiceFields = z.object({
  lineId: Id,
  kind: PeriodPassKind,
  boardSeq: z.number({ error: '请选择上车站点' }).int('请选择上车站点').min(0, '请选择上车站点').max(999, '上车站点不存在'),
  alightSeq: z.number({ error: '请选择下车站点' }).int('请选择下车站点').min(0, '请选择下车站点').max(999, '下车站点不存在'),
  passengerId: z.string({ error: '请选择乘车人' }).regex(/^[1-9]\d{0,15}$/, '乘车人编号格式不正确'),
  /** 'HH:mm' at the first stop; absent: the line's first departure time. */
  time: ClockTime.optional(),
});

/** The alighting stop after the boarding stop. */
export const stopsInOrder = (c: { boardSeq: number; alightSeq: number }): boolean => c.alightSeq > c.boardSeq;
export const STOPS_ORDER_ISSUE = { message: '下车站点须在上车站点之后', path: ['alightSeq'] };

export const PeriodPassChoice = PeriodPassChoiceFields.refine(stopsInOrder, STOPS_ORDER_ISSUE);
export type PeriodPassChoice = z.input<typeof PeriodPassChoice>;

/** The pass worked out now: its days, the weekdays it does not ride and why, and the price. */
export const PeriodPassQuote = z.object({
  lineId: Id,
  kind: PeriodPassKind,
  period: DateSpan,
  /** The departure time the pass rides, 'HH:mm' at the first stop. */
  time: ClockTime,
  /** The days the pass holds a seat on, ascending. */
  days: z.array(ServiceDate),
  /** Weekdays (Mon-Fri) of the period without a ride, with why: 法定节假日, 不运营. */
  daysWithoutRide: z.array(z.object({ day: ServiceDate, reason: z.string() })),
  passengerName: z.string(),
  /** The fare of one ride (the member price on a group-paid line). */
  perRideCents: z.number().int(),
  /** The fares of all its days. */
  totalCents: z.number().int(),
  discountPercent: z.number().int(),
  /** totalCents less what the pass asks. */
  discountCents: z.number().int(),
  payableCents: z.number().int(),
});
export type PeriodPassQuote = z.infer<typeof PeriodPassQuote>;

/** A day of a bought pass: its ticket (the ride code's), its state, and whether refunding it is open now. */
export const PeriodPassDay = z.object({
  ticketId: Id,
  serviceDate: ServiceDate,
  /** Departure at the line's first stop. */
  departsAt: z.string(),
  state: PassDayState,
  checkedAt: z.string().nullable(),
  /** To ride, its order paid, and the line's refund rule still takes it back. */
  isRefundable: z.boolean(),
});
export type PeriodPassDay = z.infer<typeof PeriodPassDay>;

const PassStop = z.object({ seq: z.number().int(), name: z.string(), time: ClockTime });

/** A pass as my passes list it. */
export const PeriodPassSummary = z.object({
  orderNo: z.string(),
  orderStatus: OrderStatus,
  kind: PeriodPassKind,
  period: DateSpan,
  line: z.object({ lineId: Id, lineCode: z.string(), lineName: z.string() }),
  passengerName: z.string(),
  payableCents: z.number().int(),
  dayCount: z.number().int(),
  /** Days checked in. */
  ridesUsed: z.number().int(),
  /** Days still to ride. */
  daysToRide: z.number().int(),
});
export type PeriodPassSummary = z.infer<typeof PeriodPassSummary>;

/** A pass with its days (period-detail). */
export const PeriodPass = PeriodPassSummary.extend({
  discountPercent: z.number().int(),
  board: PassStop,
  alight: PassStop,
  /** What was refunded of it so far. */
  refundedCents: z.number().int(),
  /** Until then an unpaid pass holds its seats. */
  expiresAt: z.string(),
  days: z.array(PeriodPassDay),
});
export type PeriodPass = z.infer<typeof PeriodPass>;
