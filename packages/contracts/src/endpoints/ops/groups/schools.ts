import { z } from 'zod';
import { defineOperatorEndpoint } from '../../../operator-endpoint';
import { Id, ServiceDate } from '../../../schemas/common';
import { PageQuery } from '../../../schemas/operators';
import { SchoolTerm, Student, StudentStatus, TERM_MAX_CLOSED_DAYS, TermName } from '../../../schemas/schools';

/**
 * Schools in the console (decision 049): the students guardians registered, which the school's
 * administrator (groupAdmin of that school) or the operator's service staff approve or reject, and the
 * school's terms (dates and days without school), which decide the days a term pass holds.
 */

const SCHOOL_ROLES = ['admin', 'service', 'groupAdmin'] as const;

/** A student as the console sees it: the guardian's phone masked, with the guardian's account. */
export const OpsStudent = Student.extend({ guardianUserId: Id, hasTermPass: z.boolean() });
export type OpsStudent = z.infer<typeof OpsStudent>;

export const listStudents = defineOperatorEndpoint({
  method: 'GET',
  path: '/groups/students',
  summary: "A page of a school's registered students, pending first, newest first",
  roles: SCHOOL_ROLES,
  query: z.object({ groupId: Id, status: StudentStatus.optional(), ...PageQuery }),
  data: z.object({ items: z.array(OpsStudent), total: z.number().int(), pending: z.number().int() }),
});

export const decideStudent = defineOperatorEndpoint({
  method: 'POST',
  path: '/groups/students/decide',
  summary: 'Approves (the guardian may buy the term pass) or rejects (with a reason) a pending student',
  roles: SCHOOL_ROLES,
  body: z
    .object({
      studentId: Id,
      isApproved: z.boolean({ error: '请选择通过或不通过' }),
      reason: z.string().trim().max(200, '原因不能超过 200 个字').default(''),
    })
    .refine((b) => b.isApproved || b.reason.length > 0, { message: '不通过时请填写原因', path: ['reason'] }),
  data: z.object({ student: OpsStudent }),
});

export const listTerms = defineOperatorEndpoint({
  method: 'GET',
  path: '/groups/terms',
  summary: "A school's terms, latest first",
  roles: SCHOOL_ROLES,
  query: z.object({ groupId: Id }),
  data: z.object({ items: z.array(SchoolTerm) }),
});

export const SaveTermBody = z
  .object({
    groupId: Id,
    /** Absent: a new term. */
    termId: Id.optional(),
    name: TermName,
    startsOn: ServiceDate,
    endsOn: ServiceDate,
    closedDays: z
      .array(ServiceDate)
      .max(TERM_MAX_CLOSED_DAYS, `停课日最多 ${TERM_MAX_CLOSED_DAYS} 天`)
      .default([])
      .transform((days) => [...new Set(days)].sort()),
  })
  .refine((b) => b.endsOn > b.startsOn, { message: '学期结束日期须晚于开始日期', path: ['endsOn'] })
  .refine((b) => b.closedDays.every((d) => d >= b.startsOn && d <= b.endsOn), { message: '停课日须在学期之内', path: ['closedDays'] });
export type SaveTermBody = z.input<typeof SaveTermBody>;

/**
 * Creates or changes a term. Its school lines are kept on sale up to its last day, so a term pass can hold
 * every school day; a term that overlaps another of the school is refused (termOverlaps).
 */
export const saveTerm = defineOperatorEndpoint({
  method: 'POST',
  path: '/groups/terms/save',
  summary: "Creates or changes a school's term (dates, days without school)",
  roles: SCHOOL_ROLES,
  body: SaveTermBody,
  data: z.object({ term: SchoolTerm }),
});
