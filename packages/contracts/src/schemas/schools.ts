import { z } from 'zod';
import { PassDayState, passDayStateLabels } from '../pass-day-state';
import { MobilePhone } from './accounts';
import { Id, ServiceDate } from './common';

/**
 * Schools (decision 049): a school is a group of kind school (decision 048). A guardian registers a student
 * on one of the school's lines with the stops the student boards and alights at; the school's administrator
 * approves; the guardian buys a term pass (学期票): one ticket for each school day of the term still on sale.
 * Each check-in of the student is told to the guardian (text message and in the app); a school day whose
 * departure left without the student is shown as 未乘车.
 */

export const StudentStatus = z.enum(['pending', 'approved', 'rejected', 'withdrawn']);
export type StudentStatus = z.infer<typeof StudentStatus>;
export const studentStatusLabels: Record<StudentStatus, string> = {
  pending: '待学校审核',
  approved: '已通过',
  rejected: '未通过',
  withdrawn: '已撤回',
};

export const StudentName = z
  .string({ error: '请填写学生姓名' })
  .trim()
  .min(2, '学生姓名至少 2 个字')
  .max(20, '学生姓名不能超过 20 个字')
  .regex(/^[\p{Script=Han}A-Za-z·. ]+$/u, '学生姓名只能包含汉字、字母和间隔号');

export const ClassName = z.string({ error: '请填写班级' }).trim().min(1, '请填写班级').max(20, '班级不能超过 20 个字');

/** As the school issues it: letters and digits. */
export const StudentNo = z
  .string({ error: '请填写学号' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{4,20}$/, '学号为 4–20 位字母或数字');

/** The guardian's mobile number: where check-in notices are texted. */
export const GuardianPhone = MobilePhone;

export const StudentStop = z.object({ seq: z.number().int(), name: z.string() });

/** A registered student, as the guardian and the school see them. */
export const Student = z.object({
  studentId: Id,
  group: z.object({ groupId: Id, name: z.string() }),
  line: z.object({ lineId: Id, lineCode: z.string(), lineName: z.string() }),
  name: z.string(),
  className: z.string(),
  studentNo: z.string(),
  /** Shown in full to the guardian who registered it; masked in the console. */
  guardianPhone: z.string(),
  board: StudentStop,
  alight: StudentStop,
  status: StudentStatus,
  /** The school's reason when not approved. */
  reason: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Student = z.infer<typeof Student>;

/** A school's term: its dates and the days within it without school (sports day, a local closure). */
export const SchoolTerm = z.object({
  termId: Id,
  groupId: Id,
  name: z.string(),
  startsOn: ServiceDate,
  endsOn: ServiceDate,
  closedDays: z.array(ServiceDate),
});
export type SchoolTerm = z.infer<typeof SchoolTerm>;

export const TermName = z.string({ error: '请填写学期名称' }).trim().min(2, '学期名称至少 2 个字').max(30, '学期名称不能超过 30 个字');
/** A term lasts at most this many days (a school year's half, with room). */
export const TERM_MAX_DAYS = 200;
export const TERM_MAX_CLOSED_DAYS = 60;

/** What a term pass would cost now: the school days still on sale, each at the member price of the line. */
export const TermPassQuote = z.object({
  studentId: Id,
  termId: Id,
  /** The school days the pass would hold a seat on, in order (Asia/Shanghai service dates). */
  days: z.array(ServiceDate),
  /** Days of the term the line does not run on or the school is closed (weekends not counted): holidays, closed days. */
  daysWithoutSchool: z.array(z.object({ day: ServiceDate, reason: z.string() })),
  /** What the guardian pays per ride (the member price when the school pays part). */
  perRideCents: z.number().int(),
  /** The fares of those days in full. */
  totalCents: z.number().int(),
  /** What the school pays of them (its line's terms), shown and never charged to the guardian. */
  groupPaysCents: z.number().int(),
  /** totalCents less the school's part: what the order will ask for. */
  payableCents: z.number().int(),
});
export type TermPassQuote = z.infer<typeof TermPassQuote>;

/** A school day of the student's term pass: ridden (checked in), missed (未乘车: the bus left without them), to ride, refunded. */
export const StudentRideState = PassDayState;
export type StudentRideState = PassDayState;
export const studentRideStateLabels = passDayStateLabels;

export const StudentRide = z.object({
  ticketId: Id,
  orderNo: z.string(),
  serviceDate: ServiceDate,
  departsAt: z.string(),
  lineCode: z.string(),
  boardName: z.string(),
  state: StudentRideState,
  checkedAt: z.string().nullable(),
});
export type StudentRide = z.infer<typeof StudentRide>;

/** A notice to a guardian in the app (also texted): the student boarded. */
export const SchoolNotice = z.object({
  noticeId: Id,
  studentId: Id,
  studentName: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type SchoolNotice = z.infer<typeof SchoolNotice>;
