import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { Id } from '../../schemas/common';
import { Order } from '../../schemas/orders';
import {
  ClassName,
  GuardianPhone,
  SchoolNotice,
  SchoolTerm,
  Student,
  StudentName,
  StudentNo,
  StudentRide,
  TermPassQuote,
} from '../../schemas/schools';

/**
 * Schools for guardians (decision 049): the school's terms, registering a student on a school line, the
 * term pass, the student's rides and the check-in notices. Finding a school is /group/search with kind school.
 */

/** The school's terms that have not ended, soonest first (public: the registration page shows them). */
export const schoolTerms = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/school/terms',
  summary: "A school's terms that have not ended, soonest first",
  isPublic: true,
  needsClientHeaders: true,
  query: z.object({ groupId: Id }),
  data: z.object({ items: z.array(SchoolTerm) }),
});

export const RegisterStudentBody = z
  .object({
    groupId: Id,
    lineId: Id,
    name: StudentName,
    className: ClassName,
    studentNo: StudentNo,
    guardianPhone: GuardianPhone,
    boardSeq: z.number({ error: '请选择上车站点' }).int('请选择上车站点').min(0, '请选择上车站点').max(999, '上车站点不存在'),
    alightSeq: z.number({ error: '请选择下车站点' }).int('请选择下车站点').min(0, '请选择下车站点').max(999, '下车站点不存在'),
  })
  .refine((b) => b.alightSeq > b.boardSeq, { message: '下车站点须在上车站点之后', path: ['alightSeq'] });
export type RegisterStudentBody = z.input<typeof RegisterStudentBody>;

/**
 * restudy: a guardian registers a student on one of the school's lines. A student number is registered once
 * per school while pending or approved (studentNoTaken); the school's administrator decides.
 */
export const registerStudent = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.api,
  path: '/school/student/register',
  summary: 'Registers a student on a school line; the school approves',
  isPublic: false,
  needsClientHeaders: true,
  body: RegisterStudentBody,
  data: z.object({ student: Student }),
});

/** The students the guardian registered, newest first. */
export const myStudents = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/school/student/mine',
  summary: 'The students the guardian registered, newest first',
  isPublic: false,
  needsClientHeaders: true,
  data: z.object({ items: z.array(Student) }),
});

/** Withdraws a registration the school has not decided yet. */
export const withdrawStudent = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.api,
  path: '/school/student/withdraw',
  summary: 'Withdraws a registration the school has not decided',
  isPublic: false,
  needsClientHeaders: true,
  body: z.object({ studentId: Id }),
  data: z.object({ student: Student }),
});

export const TermPassBody = z.object({ studentId: Id, termId: Id });
export type TermPassBody = z.infer<typeof TermPassBody>;

/** What the term pass of an approved student would cost now, and the school days it holds. */
export const termPassQuote = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.order,
  path: '/school/termPass/quote',
  summary: 'The school days and price of a term pass for an approved student',
  isPublic: false,
  needsClientHeaders: true,
  body: TermPassBody,
  data: TermPassQuote,
});

/**
 * Buys the term pass: one order holding a seat on every school day still on sale, paid like any order. One
 * live term pass per student and term (termPassExists). A different price now refuses (priceChanged).
 */
export const termPassCreate = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.order,
  path: '/school/termPass/create',
  summary: 'Buys the term pass of an approved student (Idempotency-Key)',
  isPublic: false,
  needsClientHeaders: true,
  isIdempotent: true,
  body: TermPassBody.extend({
    expectedPayableCents: z
      .number({ error: (issue) => (issue.input === undefined ? '缺少应付金额' : '应付金额须为整数（分）') })
      .int('应付金额须为整数（分）')
      .min(0, '应付金额不能为负数'),
  }),
  data: Order,
});

/** The school days of the student's term passes, soonest first: 已乘车, 未乘车, 待乘车. */
export const studentRides = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/school/student/rides',
  summary: "The school days of a student's term passes and whether the student rode",
  isPublic: false,
  needsClientHeaders: true,
  query: z.object({ studentId: Id }),
  data: z.object({ items: z.array(StudentRide) }),
});

/** The guardian's check-in notices, newest first (the last 50). */
export const schoolNotices = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/school/notices',
  summary: "The guardian's check-in notices, newest first",
  isPublic: false,
  needsClientHeaders: true,
  data: z.object({ items: z.array(SchoolNotice) }),
});
