import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { GcjLat, GcjLng, MobilePhone, inChina } from '../../schemas/accounts';
import { CityId, ClockTime, Id, Keyword, ServiceDate } from '../../schemas/common';
import { Weekday } from '../../schemas/demand';
import {
  ApplicantName,
  GroupLineTerms,
  RideApplication,
  ShiftDirection,
  ShuttleRequest,
} from '../../schemas/groups';
import { LineSummary } from '../../schemas/lines';

/**
 * Company and park lines (园区班车, decision 048): the lines of type company, the passenger's application to
 * ride one (approved by its group's administrator, which makes them a member), and an enterprise's request
 * for a shuttle of its own, answered by the operator with a quote.
 */

export const CompanyLine = z.object({
  line: LineSummary,
  /** The group it is kept for; null for a park line open to everyone. */
  group: z.object({ groupId: Id, name: z.string() }).nullable(),
  terms: GroupLineTerms.nullable(),
  /** Whether the logged-in passenger may buy it (false for a visitor on a group's line). */
  canBuy: z.boolean(),
});
export type CompanyLine = z.infer<typeof CompanyLine>;

/** company-line and company-line-search: a city's company lines, optionally matching a keyword (code, name, stations, enterprise). */
export const companyLineList = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/companyLine/list',
  summary: "A city's company and park lines, optionally matching a keyword, with who may buy them",
  isPublic: true,
  needsClientHeaders: true,
  query: z.object({ cityId: CityId, keyword: Keyword.optional() }),
  data: z.object({ items: z.array(CompanyLine) }),
});

const ApplicationText = (max: number, label: string) => z.string().trim().max(max, `${label}不能超过 ${max} 个字`).default('');

export const RideApplicationBody = z.object({
  lineId: Id,
  name: ApplicantName,
  employeeNo: ApplicationText(32, '工号'),
  department: ApplicationText(40, '部门'),
  note: ApplicationText(200, '备注'),
});
export type RideApplicationBody = z.input<typeof RideApplicationBody>;

/**
 * company-line-apply: asks the group of a company line to let the passenger ride. One pending application
 * per passenger and group; a member need not apply (groupAlreadyMember); a line kept for no group needs no
 * application (companyLineOpen).
 */
export const applyCompanyLine = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.api,
  path: '/companyLine/apply',
  summary: "Applies to ride a company line; its group's administrator decides",
  isPublic: false,
  needsClientHeaders: true,
  body: RideApplicationBody,
  data: z.object({ application: RideApplication }),
});

/** The passenger's applications, newest first. */
export const myRideApplications = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/companyLine/myApplications',
  summary: "The passenger's applications to ride company lines, newest first",
  isPublic: false,
  needsClientHeaders: true,
  data: z.object({ items: z.array(RideApplication) }),
});

/** Withdraws a pending application. */
export const withdrawRideApplication = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.api,
  path: '/companyLine/application/withdraw',
  summary: 'Withdraws a pending application to ride a company line',
  isPublic: false,
  needsClientHeaders: true,
  body: z.object({ applicationId: Id }),
  data: z.object({ application: RideApplication }),
});

export const ShuttleRequestBody = z.object({
  companyName: z.string({ error: '请填写企业名称' }).trim().min(2, '企业名称至少 2 个字').max(40, '企业名称不能超过 40 个字'),
  contactName: ApplicantName,
  contactPhone: MobilePhone,
  cityId: CityId,
  headcount: z.number({ error: '请填写乘车人数' }).int('乘车人数须为整数').min(5, '乘车人数至少 5 人').max(5000, '乘车人数不能超过 5000 人'),
  /** Where the shuttle picks up and sets down: the company's sites and the staff's gathering points. */
  sites: z
    .array(inChina(z.object({ name: z.string().trim().min(2, '地点名称至少 2 个字').max(30, '地点名称不能超过 30 个字'), lng: GcjLng, lat: GcjLat })), { error: '请添加地点' })
    .min(2, '请至少添加上车和下车两个地点')
    .max(10, '最多 10 个地点'),
  shifts: z.array(z.object({ time: ClockTime, direction: ShiftDirection }), { error: '请添加班次' }).min(1, '请至少添加一个班次').max(6, '最多 6 个班次'),
  weekdays: z.array(Weekday, { error: '请选择运营日' }).min(1, '请选择运营日').max(7),
  startDate: ServiceDate,
  note: ApplicationText(500, '备注'),
});
export type ShuttleRequestBody = z.input<typeof ShuttleRequestBody>;

/** company-line-apply-enterprise: an enterprise asks for a shuttle of its own; the operator answers with a quote. */
export const requestShuttle = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.api,
  path: '/companyLine/shuttle/request',
  summary: 'An enterprise asks for a shuttle of its own (sites, shifts, headcount); the operator quotes',
  isPublic: false,
  needsClientHeaders: true,
  body: ShuttleRequestBody,
  data: z.object({ request: ShuttleRequest }),
});

export const myShuttleRequests = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/companyLine/shuttle/myRequests',
  summary: "The passenger's shuttle requests, newest first",
  isPublic: false,
  needsClientHeaders: true,
  data: z.object({ items: z.array(ShuttleRequest) }),
});

/** enterprise-custom-flow: one request of the passenger's, with its quote. */
export const shuttleRequestDetail = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/companyLine/shuttle/detail',
  summary: "One of the passenger's shuttle requests with its quote",
  isPublic: false,
  needsClientHeaders: true,
  query: z.object({ requestId: Id }),
  data: z.object({ request: ShuttleRequest }),
});

/** The enterprise accepts or declines the quote (only while quoted and before it lapses). */
export const respondShuttleQuote = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.api,
  path: '/companyLine/shuttle/respond',
  summary: 'Accepts or declines the quote of a shuttle request',
  isPublic: false,
  needsClientHeaders: true,
  body: z.object({ requestId: Id, isAccepted: z.boolean({ error: '请选择接受或婉拒' }), reason: z.string().trim().max(200, '原因不能超过 200 个字').default('') }),
  data: z.object({ request: ShuttleRequest }),
});
