import type { FastifyBaseLogger } from 'fastify';
import type { SmsNoticeMessage } from '../../../providers/sms/sms-provider';
import { shanghaiClock } from '../../../time/shanghai-time';
import type { NoticeSender } from '../company-lines/company-line-notices';
import type { SchoolNoticesRepository } from './notices.repository';
import type { StudentsRepository } from './students.repository';

/** A stop as a sentence names it: '科技园' → '科技园站'; a name that says 站 already keeps it. */
const stopOf = (name: string): string => (name.endsWith('站') ? name : `${name}站`);

/**
 * The text messages of schools: a registration's decision and a check-in, to the guardian's phone given at
 * registration. The template's parameters and the text they make, as the console provider shows it and
 * sent_messages keeps it.
 */
export const schoolNotices = {
  studentApproved: (m: { productName: string; phone: string; studentName: string; schoolName: string; lineCode: string }): SmsNoticeMessage => {
    const params = { student: m.studentName, school: m.schoolName, line: m.lineCode };
    return {
      phone: m.phone,
      templateId: 'studentApproved',
      params,
      text: `【${m.productName}】您为${params.student}登记的「${params.school}」校车 ${params.line} 已通过学校审核，现在可以购买学期票。`,
    };
  },
  studentRejected: (m: { productName: string; phone: string; studentName: string; schoolName: string; lineCode: string; reason: string }): SmsNoticeMessage => {
    const params = { student: m.studentName, school: m.schoolName, line: m.lineCode, reason: m.reason };
    return {
      phone: m.phone,
      templateId: 'studentRejected',
      params,
      text: `【${m.productName}】您为${params.student}登记的「${params.school}」校车 ${params.line} 未通过学校审核，原因：${params.reason}。如有疑问请联系学校。`,
    };
  },
};

/** The words of a check-in, as the guardian reads them in the app (the text message adds the signature). */
export const checkInWords = (m: { studentName: string; at: Date; stopName: string; lineCode: string; plate: string | null }): string =>
  `您的孩子${m.studentName}已于 ${shanghaiClock(m.at)} 在 ${stopOf(m.stopName)} 乘坐 ${m.lineCode} 校车${m.plate ? `（${m.plate}）` : ''}。`;

export type CheckInNotice = { studentId: number; ticketId: number; lineCode: string; plate: string | null; stopName: string; at: Date };

/**
 * Tells the guardian that their student was checked in: one in-app notice per ticket (its unique key keeps
 * it once however many times a check-in is told, at once or again), and a text message only with the notice
 * that was new. A text that fails is recorded as failed and undoes nothing; an unknown student is logged.
 */
export const createCheckInNotifier =
  ({
    students,
    notices,
    notify,
    productName,
    logger,
    now,
  }: {
    students: Pick<StudentsRepository, 'find'>;
    notices: Pick<SchoolNoticesRepository, 'insert'>;
    notify: NoticeSender;
    productName: string;
    logger: FastifyBaseLogger;
    now: () => Date;
  }) =>
  async (input: CheckInNotice): Promise<void> => {
    const student = await students.find(input.studentId);
    if (!student) {
      logger.warn({ studentId: input.studentId, ticketId: input.ticketId }, 'check-in notice for an unknown student not sent');
      return;
    }
    const words = checkInWords({ studentName: student.name, at: input.at, stopName: input.stopName, lineCode: input.lineCode, plate: input.plate });
    const inserted = await notices.insert({ guardianUserId: student.guardian_user_id, studentId: student.id, ticketId: input.ticketId, text: words, at: now() });
    if (!inserted) return;
    const params: Record<string, string> = {
      student: student.name,
      time: shanghaiClock(input.at),
      stop: stopOf(input.stopName),
      line: input.lineCode,
      plate: input.plate ?? '',
    };
    await notify({ phone: student.guardian_phone, templateId: 'schoolCheckIn', params, text: `【${productName}】${words}` });
  };

export type CheckInNotifier = ReturnType<typeof createCheckInNotifier>;
