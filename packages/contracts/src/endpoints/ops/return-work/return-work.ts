import { z } from 'zod';
import { defineOperatorEndpoint } from '../../../operator-endpoint';
import { GcjLat, GcjLng, inChina } from '../../../schemas/accounts';
import { CityId, ClockTime, Id, ServiceDate } from '../../../schemas/common';
import { PageQuery } from '../../../schemas/operators';
import {
  DeclarationFields,
  EnrolmentStatus,
  ReturnWorkCampaign,
  ReturnWorkEnrolment,
  ReturnWorkRequest,
  ReturnWorkShuttle,
} from '../../../schemas/return-work';

/**
 * Return-to-work shuttles in the operator console (复工专线, decision 052): campaigns and their declaration
 * fields, the enrolments and stated needs, and the shuttles the operator groups enrolments into (a line made
 * by network's custom-lines service; its riders get tickets and a text).
 */

const VIEW_ROLES = ['admin', 'dispatcher', 'service'] as const;
const WRITE_ROLES = ['admin', 'dispatcher'] as const;

export const OpsCampaign = ReturnWorkCampaign.extend({
  listed: z.number().int(),
  waiting: z.number().int(),
  assigned: z.number().int(),
  requests: z.number().int(),
  /** People the stated needs add up to. */
  requestedPeople: z.number().int(),
  shuttles: z.number().int(),
  createdAt: z.string(),
});
export type OpsCampaign = z.infer<typeof OpsCampaign>;

export const listReturnWorkCampaigns = defineOperatorEndpoint({
  method: 'GET',
  path: '/return-work/campaigns',
  summary: 'Return-to-work campaigns, open first, newest first, with their counts',
  roles: [...VIEW_ROLES],
  data: z.object({ items: z.array(OpsCampaign) }),
});

export const CreateCampaignBody = z
  .object({
    name: z.string({ error: '请填写活动名称' }).trim().min(2, '活动名称至少 2 个字').max(40, '活动名称不能超过 40 个字'),
    cityId: CityId,
    startsOn: ServiceDate,
    endsOn: ServiceDate,
    intro: z.string().trim().max(500, '活动说明不能超过 500 个字').default(''),
    employerFareCents: z.number({ error: '请填写企业每人每次费用' }).int('费用须为整数（分）').min(0, '费用不能小于 0').max(100_000, '费用不能超过 1000 元'),
    fields: DeclarationFields,
  })
  .refine((b) => b.endsOn >= b.startsOn, { message: '结束日期不能早于开始日期', path: ['endsOn'] });
export type CreateCampaignBody = z.input<typeof CreateCampaignBody>;

export const createReturnWorkCampaign = defineOperatorEndpoint({
  method: 'POST',
  path: '/return-work/campaigns/create',
  summary: 'Opens a return-to-work campaign: a city, the dates it covers, the declaration fields it asks',
  roles: [...WRITE_ROLES],
  body: CreateCampaignBody,
  data: z.object({ campaign: OpsCampaign }),
});

export const closeReturnWorkCampaign = defineOperatorEndpoint({
  method: 'POST',
  path: '/return-work/campaigns/close',
  summary: 'Stops taking enrolments for a campaign (its shuttles and tickets stay)',
  roles: [...WRITE_ROLES],
  body: z.object({ campaignId: Id }),
  data: z.object({ campaign: OpsCampaign }),
});

/** An enrolment as the console sees it (the phone masked: riders are texted by the server). */
export const OpsEnrolment = ReturnWorkEnrolment;
export type OpsEnrolment = z.infer<typeof OpsEnrolment>;

export const listReturnWorkEnrolments = defineOperatorEndpoint({
  method: 'GET',
  path: '/return-work/enrolments',
  summary: "A page of a campaign's enrolments by status and travel date, oldest first",
  roles: [...VIEW_ROLES],
  query: z.object({ campaignId: Id, status: EnrolmentStatus.optional(), travelDate: ServiceDate.optional(), ...PageQuery }),
  data: z.object({ items: z.array(OpsEnrolment), total: z.number().int() }),
});

export const listReturnWorkRequests = defineOperatorEndpoint({
  method: 'GET',
  path: '/return-work/requests',
  summary: "A page of a campaign's stated needs, newest first",
  roles: [...VIEW_ROLES],
  query: z.object({ campaignId: Id, ...PageQuery }),
  data: z.object({ items: z.array(ReturnWorkRequest), total: z.number().int() }),
});

/** A shuttle in the console: its riders by name (phones masked) and employer. */
export const OpsShuttle = ReturnWorkShuttle.extend({
  campaignId: Id,
  departureId: Id,
  riderList: z.array(z.object({ enrolmentId: Id, name: z.string(), phone: z.string(), groupName: z.string().nullable() })),
  createdAt: z.string(),
});
export type OpsShuttle = z.infer<typeof OpsShuttle>;

export const listReturnWorkShuttles = defineOperatorEndpoint({
  method: 'GET',
  path: '/return-work/shuttles',
  summary: "A campaign's shuttles by date and time, with their riders",
  roles: [...VIEW_ROLES],
  query: z.object({ campaignId: Id }),
  data: z.object({ items: z.array(OpsShuttle) }),
});

/** A stop of a shuttle: an existing station, or a new one at a point (a gathering place). */
export const ShuttleStop = z.union([
  z.object({ stationId: Id, minutesFromStart: z.number().int().min(0).max(1440) }),
  inChina(
    z.object({
      name: z.string({ error: '请填写站点名称' }).trim().min(2, '站点名称至少 2 个字').max(30, '站点名称不能超过 30 个字'),
      lng: GcjLng,
      lat: GcjLat,
      minutesFromStart: z.number().int().min(0).max(1440),
    }),
  ),
]);
export type ShuttleStop = z.infer<typeof ShuttleStop>;

export const CreateShuttleBody = z
  .object({
    campaignId: Id,
    code: z.string({ error: '请填写班车编号' }).trim().regex(/^[0-9A-Za-z-]{1,16}$/, '班车编号为 1–16 位字母、数字或短横线'),
    serviceDate: ServiceDate,
    departureTime: ClockTime,
    seats: z.number({ error: '请填写座位数' }).int('座位数须为整数').min(1, '座位数至少为 1').max(80, '座位数不能超过 80'),
    plate: z.string().trim().max(12, '车牌号不能超过 12 个字').default(''),
    stops: z.array(ShuttleStop, { error: '请选择站点' }).min(2, '至少需要上车站和下车站').max(12, '最多 12 个站点'),
  })
  .refine((b) => b.stops.every((s, i) => i === 0 || s.minutesFromStart > (b.stops[i - 1]?.minutesFromStart ?? 0)), {
    message: '各站时间须依次晚于上一站',
    path: ['stops'],
  })
  .refine((b) => b.stops[0]?.minutesFromStart === 0, { message: '首站的时间为发车时间（0 分钟）', path: ['stops'] });
export type CreateShuttleBody = z.input<typeof CreateShuttleBody>;

/** Makes a shuttle: a line of its own (one departure, the vehicle's seats) through network's custom lines. */
export const createReturnWorkShuttle = defineOperatorEndpoint({
  method: 'POST',
  path: '/return-work/shuttles/create',
  summary: 'Makes a return-to-work shuttle: its line, its one departure (date, time, seats) and its stops',
  roles: [...WRITE_ROLES],
  body: CreateShuttleBody,
  data: z.object({ shuttle: OpsShuttle }),
});

/** Puts waiting enrolments of the shuttle's day on it: each rider gets a ticket (free or employer-paid) and a text. */
export const assignReturnWorkShuttle = defineOperatorEndpoint({
  method: 'POST',
  path: '/return-work/shuttles/assign',
  summary: 'Groups waiting enrolments into a shuttle: tickets for its riders, never more than its seats',
  roles: [...WRITE_ROLES],
  body: z
    .object({ shuttleId: Id, enrolmentIds: z.array(Id, { error: '请选择报名' }).min(1, '请至少选择 1 条报名').max(80, '一次最多安排 80 人') })
    .refine((b) => new Set(b.enrolmentIds).size === b.enrolmentIds.length, { message: '报名不能重复选择', path: ['enrolmentIds'] }),
  data: z.object({ shuttle: OpsShuttle, texted: z.number().int() }),
});
