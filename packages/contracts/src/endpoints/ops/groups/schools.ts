import { z } from 'zod';
import { defineOperatorEndpoint } from '../../../operator-endpoint';
import { Id, ServiceDate } from '../../../schemas/common';
import { StaffImportOutcome } from '../../../schemas/groups';
import { PageQuery } from '../../../schemas/operators';
import { SchoolTerm, Student, StudentStatus, TERM_MAX_CLOSED_DAYS, TermName } from '../../../schemas/schools';
import { STAFF_IMPORT_MAX_CHARS } from './groups';

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

/**
 * A school's student list (学生名单), imported from its own records: a registration whose student number, name
 * and guardian phone match a row is approved at once; any other waits for the school's decision.
 */
export const RosterRow = z.object({
  studentNo: z.string(),
  name: z.string(),
  className: z.string(),
  /** Masked, like every phone in the console. */
  guardianPhone: z.string(),
  /** Whether a guardian has registered this student (pending or approved). */
  isRegistered: z.boolean(),
  addedAt: z.string(),
  updatedAt: z.string(),
});
export type RosterRow = z.infer<typeof RosterRow>;

export const listRoster = defineOperatorEndpoint({
  method: 'GET',
  path: '/groups/roster',
  summary: "A page of a school's student list, optionally filtered by student number, name or class",
  roles: SCHOOL_ROLES,
  query: z.object({ groupId: Id, keyword: z.string().trim().max(50).optional(), ...PageQuery }),
  data: z.object({ items: z.array(RosterRow), total: z.number().int() }),
});

export const ImportRosterBody = z.object({
  groupId: Id,
  /**
   * CSV text with a header row: 学号 (studentNo) and 姓名 (name) required; 班级 (className) and 家长手机
   * (guardianPhone) optional. UTF-8, with or without a BOM, comma separated, quoted fields allowed.
   */
  csv: z.string({ error: '请选择 CSV 文件' }).min(1, 'CSV 文件为空').max(STAFF_IMPORT_MAX_CHARS, 'CSV 文件过大，一次最多导入 20000 行'),
  /** merge: add and update the rows given; replace: also remove every student not in the file. */
  mode: z.enum(['merge', 'replace']).default('merge'),
  /** Only check and report; change nothing. */
  isDryRun: z.boolean().default(false),
});
export type ImportRosterBody = z.input<typeof ImportRosterBody>;

export const RosterImportReport = z.object({
  total: z.number().int(),
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
  /** replace mode: students removed because the file no longer lists them (their registrations stand). */
  removed: z.number().int(),
  isDryRun: z.boolean(),
  /** One per data row, in file order; line is the row's line in the file (the header is line 1). */
  rows: z.array(z.object({ line: z.number().int(), studentNo: z.string(), outcome: StaffImportOutcome, reason: z.string().nullable() })),
});
export type RosterImportReport = z.infer<typeof RosterImportReport>;

/** Imports a school's student list in one transaction: the good rows, once; a refused row changes nothing. */
export const importRoster = defineOperatorEndpoint({
  method: 'POST',
  path: '/groups/roster/import',
  summary: "Imports a school's student list from CSV with a report per row",
  roles: SCHOOL_ROLES,
  body: ImportRosterBody,
  data: RosterImportReport,
});
