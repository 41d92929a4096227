import { z } from 'zod';
import { defineOperatorEndpoint } from '../../../operator-endpoint';
import { ClockTime, Id, ServiceDate } from '../../../schemas/common';
import { PageQuery } from '../../../schemas/operators';

/**
 * Money back when the bus is late (晚点补偿): each line's two thresholds, the compensations the
 * lateness-compensation job handed out, and the departures it could not judge for want of live data.
 */

/** A report covers at most this many days of departures. */
export const LATENESS_REPORT_MAX_DAYS = 92;

const LateMinutes = (label: string) =>
  z.coerce
    .number({ message: `请输入${label}` })
    .int(`${label}须为整数`)
    .min(1, `${label}至少 1 分钟`)
    .max(600, `${label}不能超过 600 分钟`);

export const LineLateThresholds = z.object({
  lineId: Id,
  lineCode: z.string(),
  lineName: z.string(),
  isActive: z.boolean(),
  /** More than this many minutes late at the rider's boarding stop: 50% of the ticket's paid share back. */
  minorMinutes: z.number().int(),
  /** More than this many: 100%. */
  majorMinutes: z.number().int(),
});
export type LineLateThresholds = z.infer<typeof LineLateThresholds>;

export const listLineLateThresholds = defineOperatorEndpoint({
  method: 'GET',
  path: '/lateness/thresholds',
  summary: "Every line's lateness thresholds (minutes late at the boarding stop for 50% and for 100%)",
  roles: ['admin', 'dispatcher', 'service', 'finance'],
  data: z.object({ lines: z.array(LineLateThresholds) }),
});

export const UpdateLineLateThresholdsBody = z
  .object({ lineId: Id, minorMinutes: LateMinutes('半额补偿阈值'), majorMinutes: LateMinutes('全额补偿阈值') })
  .refine((b) => b.minorMinutes < b.majorMinutes, { message: '全额补偿阈值须大于半额补偿阈值', path: ['majorMinutes'] });
export type UpdateLineLateThresholdsBody = z.input<typeof UpdateLineLateThresholdsBody>;

/** Changes one line's thresholds; departures judged after the change use them. */
export const updateLineLateThresholds = defineOperatorEndpoint({
  method: 'POST',
  path: '/lateness/thresholds/update',
  summary: "Changes a line's lateness thresholds",
  roles: ['admin', 'dispatcher'],
  body: UpdateLineLateThresholdsBody,
  data: z.object({ line: LineLateThresholds }),
});

const daysBetween = (from: string, to: string): number => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** Departures by Shanghai service date (inclusive; to defaults to today, from to six days before it) and line. */
export const LatenessReportQuery = z
  .object({ from: ServiceDate.optional(), to: ServiceDate.optional(), lineId: Id.optional(), ...PageQuery })
  .refine((q) => !q.from || !q.to || q.to >= q.from, { message: '结束日期不能早于开始日期', path: ['to'] })
  .refine((q) => !q.from || !q.to || daysBetween(q.from, q.to) < LATENESS_REPORT_MAX_DAYS, {
    message: `一次最多查询 ${LATENESS_REPORT_MAX_DAYS} 天`,
    path: ['to'],
  });
export type LatenessReportQuery = z.input<typeof LatenessReportQuery>;

const DepartureRef = z.object({
  departureId: Id,
  lineId: Id,
  lineCode: z.string(),
  lineName: z.string(),
  serviceDate: ServiceDate,
  /** At the line's first stop, Asia/Shanghai. */
  time: ClockTime,
});

/** unused: still to spend; locked: held by an unpaid order; used: spent; expired: unused past its end. */
export const CompensationCouponState = z.enum(['unused', 'locked', 'used', 'expired']);
export type CompensationCouponState = z.infer<typeof CompensationCouponState>;

export const LatenessCompensation = z.object({
  id: Id,
  departure: DepartureRef,
  ticketId: Id,
  stationName: z.string(),
  /** The rider's account phone, masked. */
  riderPhone: z.string(),
  passengerName: z.string(),
  scheduledAt: z.string(),
  arrivedAt: z.string(),
  minutesLate: z.number().int(),
  percent: z.union([z.literal(50), z.literal(100)]),
  paidShareCents: z.number().int(),
  amountCents: z.number().int(),
  couponState: CompensationCouponState,
  couponValidTo: z.string(),
  createdAt: z.string(),
});
export type LatenessCompensation = z.infer<typeof LatenessCompensation>;

export const listLatenessCompensations = defineOperatorEndpoint({
  method: 'GET',
  path: '/lateness/compensations',
  summary: 'Lateness compensations issued, by departure date and line, newest departure first',
  roles: ['admin', 'dispatcher', 'service', 'finance'],
  query: LatenessReportQuery,
  data: z.object({
    items: z.array(LatenessCompensation),
    total: z.number().int(),
    /** Over every compensation the filter matches, not only this page. */
    totalAmountCents: z.number().int(),
    lines: z.array(z.object({ lineId: Id, lineCode: z.string(), lineName: z.string() })),
  }),
});

export const DepartureWithoutLiveData = z.object({
  departure: DepartureRef,
  /** Riders checked in on it: none of them could be judged. */
  riders: z.number().int(),
  /** The bus assigned to it, if any, and the positions it sent in the departure's time. */
  vehiclePlate: z.string().nullable(),
  positions: z.number().int(),
  checkedAt: z.string(),
});
export type DepartureWithoutLiveData = z.infer<typeof DepartureWithoutLiveData>;

/**
 * Departures judged without live data: no recorded passage of the bus at any checked-in rider's boarding
 * stop (no positions, or none on the route), so nobody was compensated.
 */
export const listDeparturesWithoutLiveData = defineOperatorEndpoint({
  method: 'GET',
  path: '/lateness/no-data',
  summary: 'Departures with checked-in riders that had no live data to judge their lateness',
  roles: ['admin', 'dispatcher', 'service', 'finance'],
  query: LatenessReportQuery,
  data: z.object({
    items: z.array(DepartureWithoutLiveData),
    total: z.number().int(),
    lines: z.array(z.object({ lineId: Id, lineCode: z.string(), lineName: z.string() })),
  }),
});
