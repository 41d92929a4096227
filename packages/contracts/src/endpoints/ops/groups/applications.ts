import { z } from 'zod';
import { defineOperatorEndpoint } from '../../../operator-endpoint';
import { Id } from '../../../schemas/common';
import { RideApplication, RideApplicationStatus, ShuttleRequest, ShuttleRequestStatus } from '../../../schemas/groups';
import { PageQuery } from '../../../schemas/operators';

/**
 * What the console decides for groups (decision 048): passengers' applications to ride a group's company
 * line (its administrator approves: the passenger becomes a member), and enterprises' shuttle requests,
 * which the operator answers with a quote or closes.
 */

/** An application as the console sees it: with the applicant's account phone, masked. */
export const OpsRideApplication = RideApplication.extend({ userId: Id, phone: z.string() });
export type OpsRideApplication = z.infer<typeof OpsRideApplication>;

export const listRideApplications = defineOperatorEndpoint({
  method: 'GET',
  path: '/groups/applications',
  summary: "A page of a group's ride applications, pending first, newest first",
  roles: ['admin', 'service', 'groupAdmin'],
  query: z.object({ groupId: Id, status: RideApplicationStatus.optional(), ...PageQuery }),
  data: z.object({ items: z.array(OpsRideApplication), total: z.number().int(), pending: z.number().int() }),
});

export const decideRideApplication = defineOperatorEndpoint({
  method: 'POST',
  path: '/groups/applications/decide',
  summary: 'Approves (the applicant becomes a member) or rejects (with a reason) a pending ride application',
  roles: ['admin', 'service', 'groupAdmin'],
  body: z
    .object({
      applicationId: Id,
      isApproved: z.boolean({ error: '请选择通过或不通过' }),
      reason: z.string().trim().max(200, '原因不能超过 200 个字').default(''),
    })
    .refine((b) => b.isApproved || b.reason.length > 0, { message: '不通过时请填写原因', path: ['reason'] }),
  data: z.object({ application: OpsRideApplication }),
});

export const listShuttleRequests = defineOperatorEndpoint({
  method: 'GET',
  path: '/shuttle-requests',
  summary: "Enterprises' shuttle requests, those waiting for a quote first, newest first",
  roles: ['admin', 'dispatcher', 'service'],
  query: z.object({ status: ShuttleRequestStatus.optional(), ...PageQuery }),
  data: z.object({ items: z.array(ShuttleRequest), total: z.number().int(), waiting: z.number().int() }),
});

export const QuoteShuttleBody = z.object({
  requestId: Id,
  perRideCents: z.number({ error: '请填写每人每次票价' }).int('票价须为整数（分）').min(0, '票价不能小于 0').max(100_000, '票价不能超过 1000 元'),
  monthlyCents: z.number({ error: '请填写包月总价' }).int('总价须为整数（分）').min(0, '总价不能小于 0').max(100_000_000, '总价不能超过 100 万元'),
  vehicles: z.number({ error: '请填写车辆数' }).int('车辆数须为整数').min(1, '车辆数至少为 1').max(200, '车辆数不能超过 200'),
  seatsPerVehicle: z.number({ error: '请填写每车座位数' }).int('座位数须为整数').min(5, '座位数至少为 5').max(80, '座位数不能超过 80'),
  note: z.string().trim().max(500, '说明不能超过 500 个字').default(''),
  validDays: z.number({ error: '请填写报价有效天数' }).int().min(1, '有效期至少 1 天').max(90, '有效期不能超过 90 天').default(14),
});
export type QuoteShuttleBody = z.input<typeof QuoteShuttleBody>;

/** Answers a request with a quote (or a new quote while it is quoted); the requester is told by SMS. */
export const quoteShuttleRequest = defineOperatorEndpoint({
  method: 'POST',
  path: '/shuttle-requests/quote',
  summary: 'Quotes a shuttle request (the requester is told by SMS)',
  roles: ['admin', 'service'],
  body: QuoteShuttleBody,
  data: z.object({ request: ShuttleRequest }),
});

export const closeShuttleRequest = defineOperatorEndpoint({
  method: 'POST',
  path: '/shuttle-requests/close',
  summary: 'Closes a shuttle request with a reason (the requester is told by SMS)',
  roles: ['admin', 'service'],
  body: z.object({ requestId: Id, reason: z.string({ error: '请填写原因' }).trim().min(2, '请填写原因').max(200, '原因不能超过 200 个字') }),
  data: z.object({ request: ShuttleRequest }),
});
