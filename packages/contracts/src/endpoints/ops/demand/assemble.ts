import { z } from 'zod';
import { defineOperatorEndpoint } from '../../../operator-endpoint';
import { CityId, ClockTime, Id, ServiceDate } from '../../../schemas/common';
import {
  ASSEMBLE_DEADLINE_MAX_DAYS,
  ASSEMBLE_SEATS_MAX,
  ASSEMBLE_TARGET_MAX,
  AssembleLine,
  AssemblePeriodKind,
  AssembleStatus,
} from '../../../schemas/assemble';
import { DEMAND_EARLIEST_MINUTES, DEMAND_LATEST_MINUTES, Weekday, clockMinutes } from '../../../schemas/demand';
import { GcjLat, GcjLng, inChina } from '../../../schemas/accounts';

/**
 * Crowdfunded lines in the operator console (decision 047): a proposal made from a cluster of demand, the
 * crowdfund monitor, closing early, extending the deadline, and telling the cluster's submitters.
 */

const DemandIds = z.array(Id, { error: '请选择需求' }).min(1, '请选择需求').max(500, '一次最多 500 条需求');

/** What the console offers for a proposal from some demands: stations near both ends and a time. */
export const suggestAssemble = defineOperatorEndpoint({
  method: 'GET',
  path: '/assemble/suggest',
  summary: 'Stations near the ends of some demands, their city, days and a departure time, to propose a line',
  roles: ['admin', 'dispatcher'],
  query: z.object({ demandIds: z.string().regex(/^[1-9]\d{0,15}(,[1-9]\d{0,15}){0,499}$/, '请选择需求') }),
  data: z.object({
    cityId: z.number().int().nullable(),
    from: z.object({ name: z.string(), lng: z.number(), lat: z.number() }),
    to: z.object({ name: z.string(), lng: z.number(), lat: z.number() }),
    /** Valid stations within 2 km of each end, nearest first (at most 8). */
    fromStations: z.array(z.object({ id: Id, name: z.string(), lng: z.number(), lat: z.number(), distanceM: z.number().int() })),
    toStations: z.array(z.object({ id: Id, name: z.string(), lng: z.number(), lat: z.number(), distanceM: z.number().int() })),
    departureTime: ClockTime,
    /** Straight-line minutes at 25 km/h plus 10, a first guess at the run's length. */
    runMinutes: z.number().int(),
    weekdays: z.array(z.number().int()),
    people: z.number().int(),
  }),
});

const ProposalStop = z.union([
  z.object({ stationId: Id, minutesFromStart: z.number().int().min(0).max(300), canBoard: z.boolean(), canAlight: z.boolean() }),
  inChina(
    z.object({
      /** A new station at a point, when none is near enough. */
      name: z.string().trim().min(2, '站点名称至少 2 个字').max(30, '站点名称不能超过 30 个字'),
      lng: GcjLng,
      lat: GcjLat,
      minutesFromStart: z.number().int().min(0).max(300),
      canBoard: z.boolean(),
      canAlight: z.boolean(),
    }),
  ),
]);
export type ProposalStop = z.infer<typeof ProposalStop>;

export const CreateAssembleBody = z
  .object({
    demandIds: DemandIds,
    cityId: CityId,
    code: z.string({ error: '请填写线路编号' }).trim().regex(/^[0-9A-Za-z-]{1,16}$/, '线路编号为 1–16 位字母、数字或短横线'),
    name: z.string({ error: '请填写线路名称' }).trim().min(2, '线路名称至少 2 个字').max(40, '线路名称不能超过 40 个字'),
    stops: z.array(ProposalStop, { error: '请选择站点' }).min(2, '至少需要上车站和下车站').max(20, '最多 20 个站点'),
    departureTime: ClockTime.refine(
      (t) => clockMinutes(t) >= DEMAND_EARLIEST_MINUTES && clockMinutes(t) <= DEMAND_LATEST_MINUTES,
      '发车时间须在 05:00 至 23:00 之间',
    ),
    priceCents: z.number({ error: '请填写票价' }).int('票价须为整数（分）').min(1, '票价须大于 0').max(100_000, '票价不能超过 1000 元'),
    seats: z.number({ error: '请填写座位数' }).int('座位数须为整数').min(1, '座位数至少为 1').max(ASSEMBLE_SEATS_MAX, `座位数不能超过 ${ASSEMBLE_SEATS_MAX}`),
    weekdays: z.array(Weekday, { error: '请至少选择一个运营日' }).min(1, '请至少选择一个运营日').max(7),
    followsCnWorkdays: z.boolean().default(true),
    firstDay: ServiceDate,
    periodKind: AssemblePeriodKind,
    target: z.number({ error: '请填写成团人数' }).int('成团人数须为整数').min(1, '成团人数至少为 1').max(ASSEMBLE_TARGET_MAX, `成团人数不能超过 ${ASSEMBLE_TARGET_MAX}`),
    deadline: z.iso.datetime({ offset: true, error: '请选择截止时间' }),
  })
  .refine((b) => b.stops[0]?.canBoard, { message: '首站须可上车', path: ['stops'] })
  .refine((b) => b.stops[b.stops.length - 1]?.canAlight, { message: '末站须可下车', path: ['stops'] })
  .refine((b) => b.stops.every((s, i) => i === 0 || s.minutesFromStart >= (b.stops[i - 1]?.minutesFromStart ?? 0)), {
    message: '各站时间须依次不早于上一站',
    path: ['stops'],
  })
  .refine((b) => b.target <= b.seats, { message: '成团人数不能超过座位数', path: ['target'] })
  .refine((b) => Date.parse(b.deadline) <= Date.now() + ASSEMBLE_DEADLINE_MAX_DAYS * 86_400_000, {
    message: `截止时间不能晚于 ${ASSEMBLE_DEADLINE_MAX_DAYS} 天后`,
    path: ['deadline'],
  });
export type CreateAssembleBody = z.input<typeof CreateAssembleBody>;

export const OpsAssemble = AssembleLine.extend({
  demandIds: z.array(Id),
  /** Riders holding an unpaid order right now. */
  pending: z.number().int(),
  /** When the cluster's submitters were last told it is gathering (ISO); null never. */
  notifiedAt: z.string().nullable(),
  closeReason: z.string(),
  createdAt: z.string(),
});
export type OpsAssemble = z.infer<typeof OpsAssemble>;

export const createAssemble = defineOperatorEndpoint({
  method: 'POST',
  path: '/assemble/create',
  summary: 'Proposes a crowdfunded line from demands: its line, stops, times, price, first period, target and deadline',
  roles: ['admin', 'dispatcher'],
  body: CreateAssembleBody,
  data: z.object({ assemble: OpsAssemble }),
});

export const listAssembles = defineOperatorEndpoint({
  method: 'GET',
  path: '/assemble/list',
  summary: 'The crowdfund monitor: crowdfunded lines, gathering first, then newest',
  roles: ['admin', 'dispatcher', 'service'],
  query: z.object({ status: AssembleStatus.optional() }),
  data: z.object({ items: z.array(OpsAssemble) }),
});

export const OpsCommitment = z.object({
  orderNo: z.string(),
  /** The passenger's phone, masked. */
  phone: z.string(),
  riders: z.number().int(),
  payableCents: z.number().int(),
  /** pending 待支付, paid 已支付, refunded 已退款, closed (an unpaid order that ended). */
  state: z.enum(['pending', 'paid', 'refunded', 'closed']),
  createdAt: z.string(),
});

export const assembleDetail = defineOperatorEndpoint({
  method: 'GET',
  path: '/assemble/detail',
  summary: 'One crowdfunded line with its commitments',
  roles: ['admin', 'dispatcher', 'service'],
  query: z.object({ id: Id }),
  data: z.object({ assemble: OpsAssemble, commitments: z.array(OpsCommitment) }),
});

export const CloseAssembleBody = z.object({
  id: Id,
  reason: z.string({ error: '请填写关闭原因' }).trim().min(2, '关闭原因至少 2 个字').max(60, '关闭原因不能超过 60 个字'),
});
export type CloseAssembleBody = z.input<typeof CloseAssembleBody>;

/** Closes a gathering crowdfund early: every payment back in full, every rider told. */
export const closeAssemble = defineOperatorEndpoint({
  method: 'POST',
  path: '/assemble/close',
  summary: 'Closes a gathering crowdfund early: payments refunded in full, riders told',
  roles: ['admin', 'dispatcher'],
  body: CloseAssembleBody,
  data: z.object({ assemble: OpsAssemble, told: z.number().int() }),
});

export const ExtendAssembleBody = z.object({ id: Id, deadline: z.iso.datetime({ offset: true, error: '请选择新的截止时间' }) });
export type ExtendAssembleBody = z.input<typeof ExtendAssembleBody>;

/** A later deadline for a gathering crowdfund (before its first day); the riders who joined are told. */
export const extendAssemble = defineOperatorEndpoint({
  method: 'POST',
  path: '/assemble/extend',
  summary: 'Moves a gathering crowdfund’s deadline later; its riders are told',
  roles: ['admin', 'dispatcher'],
  body: ExtendAssembleBody,
  data: z.object({ assemble: OpsAssemble, told: z.number().int() }),
});

/** Tells the submitters of the crowdfund's demands (and their 同路 supporters) that their line is gathering. */
export const notifyAssembleDemands = defineOperatorEndpoint({
  method: 'POST',
  path: '/assemble/notify-demands',
  summary: 'Tells the submitters of the crowdfund’s demands that their line is gathering',
  roles: ['admin', 'dispatcher'],
  body: z.object({ id: Id }),
  data: z.object({ assemble: OpsAssemble, told: z.number().int() }),
});
