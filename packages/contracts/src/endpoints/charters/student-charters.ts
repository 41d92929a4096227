import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { MobilePhone } from '../../schemas/accounts';
import { CharterId, CharterQuote, CharterTripBody, SchoolName, StudentCharter } from '../../schemas/charters';
import { Id } from '../../schemas/common';
import { ApplicantName } from '../../schemas/groups';

/**
 * Student charters (学生包车, decision 054) for passengers: the live quote of a trip by the published rules
 * (stcharter-fee-detail), submitting it, and the passenger's requests with their fee breakdown and where they
 * stand (cost-detail).
 */

/** stcharter-fee-detail: the fee of a trip by the rules (public: the rules are). */
export const quoteStudentCharter = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.api,
  path: '/studentCharter/quote',
  summary: 'The fee of a student charter by the published rules, line by line',
  isPublic: true,
  needsClientHeaders: true,
  body: CharterTripBody,
  data: z.object({ quote: CharterQuote }),
});

export const StudentCharterBody = CharterTripBody.extend({
  /** A school found in the directory (groupId), or a name typed when the school is not a customer. */
  school: z.object({ groupId: z.string({ error: '学校编号格式不正确' }).pipe(Id).nullable().default(null), name: SchoolName }, { error: '请选择或填写学校' }),
  contactName: ApplicantName,
  contactPhone: MobilePhone,
  note: z.string({ error: '备注须为文字' }).trim().max(200, '备注不能超过 200 个字').default(''),
  /** The total the passenger was shown; a different fee now is refused (charterFeeChanged) with nothing kept. */
  expectedFeeCents: z.number({ error: '请先查看费用明细' }).int('费用须为整数（分）').min(0),
});
export type StudentCharterBody = z.input<typeof StudentCharterBody>;

/** Submits a charter request, priced again by the rules; the operator confirms or declines it. */
export const submitStudentCharter = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.api,
  path: '/studentCharter/submit',
  summary: 'Submits a student charter request at the fee the rules give; the operator confirms it',
  isPublic: false,
  needsClientHeaders: true,
  body: StudentCharterBody,
  data: z.object({ charter: StudentCharter }),
});

export const myStudentCharters = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/studentCharter/mine',
  summary: "The passenger's student charter requests, newest first",
  isPublic: false,
  needsClientHeaders: true,
  data: z.object({ items: z.array(StudentCharter) }),
});

/** cost-detail: one of the passenger's requests, its fee breakdown and status. */
export const studentCharterDetail = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/studentCharter/detail',
  summary: "One of the passenger's student charter requests with its fee breakdown",
  isPublic: false,
  needsClientHeaders: true,
  query: z.object({ requestId: CharterId }),
  data: z.object({ charter: StudentCharter }),
});

/** Withdraws a request the operator has not decided yet. */
export const cancelStudentCharter = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.api,
  path: '/studentCharter/cancel',
  summary: 'Cancels a student charter request still waiting for the operator',
  isPublic: false,
  needsClientHeaders: true,
  body: z.object({ requestId: CharterId }),
  data: z.object({ charter: StudentCharter }),
});
