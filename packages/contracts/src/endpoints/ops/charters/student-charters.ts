import { z } from 'zod';
import { defineOperatorEndpoint } from '../../../operator-endpoint';
import { CharterId, CharterStatus, StudentCharter } from '../../../schemas/charters';
import { PageQuery } from '../../../schemas/operators';

/**
 * The console's student charters (学生包车, decision 054): the requests, waiting ones first; the operator
 * confirms one (at the quoted fee, or another with a reason) or declines it with a reason. The requester is
 * texted either way.
 */

export const listStudentCharters = defineOperatorEndpoint({
  method: 'GET',
  path: '/student-charters',
  summary: 'Student charter requests, those waiting for confirmation first, then by date',
  roles: ['admin', 'dispatcher', 'service'],
  query: z.object({ status: CharterStatus.optional(), ...PageQuery }),
  data: z.object({ items: z.array(StudentCharter), total: z.number().int(), pending: z.number().int() }),
});

export const ConfirmCharterBody = z.object({
  requestId: CharterId,
  /** The fee charged, in cents: the quote's total, or another with a reason. */
  feeCents: z.number({ error: '请填写确认费用' }).int('费用须为整数（分）').min(100, '费用至少 1 元').max(100_000_000, '费用不能超过 100 万元'),
  reason: z.string({ error: '调整原因须为文字' }).trim().max(200, '原因不能超过 200 个字').default(''),
});
export type ConfirmCharterBody = z.input<typeof ConfirmCharterBody>;

export const confirmStudentCharter = defineOperatorEndpoint({
  method: 'POST',
  path: '/student-charters/confirm',
  summary: 'Confirms a student charter at its fee (another fee needs a reason); the requester is texted',
  roles: ['admin', 'dispatcher', 'service'],
  body: ConfirmCharterBody,
  data: z.object({ charter: StudentCharter }),
});

export const declineStudentCharter = defineOperatorEndpoint({
  method: 'POST',
  path: '/student-charters/decline',
  summary: 'Declines a student charter with a reason; the requester is texted',
  roles: ['admin', 'dispatcher', 'service'],
  body: z.object({ requestId: CharterId, reason: z.string({ error: '请填写原因' }).trim().min(2, '请填写婉拒原因（至少 2 个字）').max(200, '原因不能超过 200 个字') }),
  data: z.object({ charter: StudentCharter }),
});
