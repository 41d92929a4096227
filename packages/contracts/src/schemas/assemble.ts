import { z } from 'zod';
import { ClockTime, Id, ServiceDate } from './common';

/**
 * Crowdfunded lines (筹备线路 / assemble, decision 047): the operator proposes a line made from clustered
 * demand, passengers commit by paying for its first period, and the line opens when the target is reached
 * before the deadline; otherwise every payment goes back in full.
 */

/** The most riders a proposal may aim for, and the most seats a bus of it may have. */
export const ASSEMBLE_TARGET_MAX = 200;
export const ASSEMBLE_SEATS_MAX = 80;
/** A deadline this far ahead at most. */
export const ASSEMBLE_DEADLINE_MAX_DAYS = 60;
/** The first working-days period: this many service days from the first day. */
export const ASSEMBLE_WORK_WEEK_DAYS = 5;

/**
 * gathering 众筹中; opened 已成团 (the line runs); failed 未成团 (the deadline passed short of the target);
 * closed 已关闭 (the operator closed it early). Money of failed and closed ones goes back in full.
 */
export const AssembleStatus = z.enum(['gathering', 'opened', 'failed', 'closed']);
export type AssembleStatus = z.infer<typeof AssembleStatus>;

export const assembleStatusLabels: Record<AssembleStatus, string> = {
  gathering: '众筹中',
  opened: '已成团',
  failed: '未成团',
  closed: '已关闭',
};

/** What a commitment pays for: the first 5 service days (workWeek) or the first month of service days. */
export const AssemblePeriodKind = z.enum(['workWeek', 'month'], { error: '请选择首期' });
export type AssemblePeriodKind = z.infer<typeof AssemblePeriodKind>;

/** A crowdfund's period as shown: the operator's two, or a carpool's one day (decision 051). */
export const AssemblePeriodShown = z.enum(['workWeek', 'month', 'day']);
export type AssemblePeriodShown = z.infer<typeof AssemblePeriodShown>;

export const assemblePeriodLabels: Record<AssemblePeriodShown, string> = {
  workWeek: '首 5 个工作日',
  month: '首月',
  day: '单次出行',
};

/** line: the operator's proposal from demand (decision 047); carpool: a passenger's carpool for one ride (decision 051). */
export const AssembleKind = z.enum(['line', 'carpool']);
export type AssembleKind = z.infer<typeof AssembleKind>;

export const AssembleStop = z.object({
  seq: z.number().int(),
  stationId: Id,
  name: z.string(),
  lng: z.number(),
  lat: z.number(),
  /** When the bus is due there on a service day, 'HH:mm' (Asia/Shanghai). */
  time: ClockTime,
  canBoard: z.boolean(),
  canAlight: z.boolean(),
});
export type AssembleStop = z.infer<typeof AssembleStop>;

/** A crowdfunded line as anyone sees it. */
export const AssembleLine = z.object({
  id: Id,
  kind: AssembleKind,
  lineId: Id,
  code: z.string(),
  name: z.string(),
  cityId: z.number().int(),
  status: AssembleStatus,
  stops: z.array(AssembleStop),
  departureTime: ClockTime,
  /** One ride, in cents. */
  priceCents: z.number().int(),
  periodKind: AssemblePeriodShown,
  /** The service days a commitment pays for, ascending (holidays left out, make-up workdays in). */
  periodDates: z.array(ServiceDate),
  /** One rider's commitment: priceCents × periodDates. */
  periodCents: z.number().int(),
  /** ISO weekdays the line runs (1 = Monday). */
  weekdays: z.array(z.number().int()),
  followsCnWorkdays: z.boolean(),
  firstDay: ServiceDate,
  /** Riders wanted, riders who paid, seats on the bus and those not yet taken. */
  target: z.number().int(),
  committed: z.number().int(),
  seats: z.number().int(),
  seatsLeft: z.number().int(),
  /** ISO instant; the page counts down to it. */
  deadline: z.string(),
  /** The code a share link carries (line-group-share?assembleCode=…). */
  shareCode: z.string(),
  /** When it opened, failed or was closed (ISO); null while gathering. */
  endedAt: z.string().nullable(),
});
export type AssembleLine = z.infer<typeof AssembleLine>;

/**
 * The passenger's part: joined (came through a share or the page, not paid), committed (paid for the first
 * period), refunded (paid, and the money went back: the line did not gather).
 */
export const AssembleMyState = z.enum(['joined', 'committed', 'refunded']);
export type AssembleMyState = z.infer<typeof AssembleMyState>;

export const assembleMyStateLabels: Record<AssembleMyState, string> = {
  joined: '待支付',
  committed: '已支付',
  refunded: '已退款',
};

/** What to buy to commit: the first period's departures of the line, one per date, ascending. */
export const AssemblePlan = z.object({
  lineId: Id,
  departureIds: z.array(Id),
  boardSeq: z.number().int(),
  alightSeq: z.number().int(),
});
export type AssemblePlan = z.infer<typeof AssemblePlan>;

export const MyAssemble = z.object({
  assemble: AssembleLine,
  myState: AssembleMyState,
  /** The order that paid (or was refunded); null when only joined. */
  orderNo: z.string().nullable(),
  /** The amount that went back, in cents, once refunded. */
  refundedCents: z.number().int(),
});
export type MyAssemble = z.infer<typeof MyAssemble>;

/** A crowdfund share code: 10 letters and digits. */
export const AssembleShareCode = z.string({ error: '分享链接无效' }).trim().regex(/^[0-9A-Za-z]{10}$/, '分享链接无效');
