import type { FastifyBaseLogger } from 'fastify';
import type { SmsNoticeMessage } from '../../../providers/sms/sms-provider';
import type { GroupsSmsPort } from '../groups.ports';
import type { SentNotices } from './sent-notices.repository';

const yuan = (cents: number): string => (cents / 100).toFixed(2);

/** '2026-12-12' → '2026年12月12日'. */
export const chineseDate = (date: string): string => {
  const [year, month, day] = date.split('-');
  return `${year}年${Number(month)}月${Number(day)}日`;
};

/**
 * The text messages of company lines: a ride application's decision to the applicant's account phone, a
 * shuttle request's quote or close to its contact phone. The template's parameters and the text they make, as
 * the console provider shows it and sent_messages keeps it.
 */
export const companyLineNotices = {
  applicationApproved: (m: { productName: string; phone: string; groupName: string; lineCode: string }): SmsNoticeMessage => {
    const params = { group: m.groupName, line: m.lineCode };
    return {
      phone: m.phone,
      templateId: 'rideApplicationApproved',
      params,
      text: `【${m.productName}】您申请乘坐「${params.group}」的班车 ${params.line} 已通过审核，现在可以购票乘车。`,
    };
  },
  applicationRejected: (m: { productName: string; phone: string; groupName: string; lineCode: string; reason: string }): SmsNoticeMessage => {
    const params = { group: m.groupName, line: m.lineCode, reason: m.reason };
    return {
      phone: m.phone,
      templateId: 'rideApplicationRejected',
      params,
      text: `【${m.productName}】您申请乘坐「${params.group}」的班车 ${params.line} 未通过审核，原因：${params.reason}。如有疑问请联系单位管理员。`,
    };
  },
  shuttleQuoted: (m: { productName: string; phone: string; companyName: string; perRideCents: number; monthlyCents: number; validUntil: string }): SmsNoticeMessage => {
    const params = { company: m.companyName, perRide: yuan(m.perRideCents), monthly: yuan(m.monthlyCents), validUntil: chineseDate(m.validUntil) };
    return {
      phone: m.phone,
      templateId: 'shuttleQuoted',
      params,
      text: `【${m.productName}】您为「${params.company}」提交的班车定制需求已报价：每人每次 ${params.perRide} 元，月度总价 ${params.monthly} 元，报价有效期至 ${params.validUntil}，请在「企业班车定制」中查看并确认。`,
    };
  },
  shuttleClosed: (m: { productName: string; phone: string; companyName: string; reason: string }): SmsNoticeMessage => {
    const params = { company: m.companyName, reason: m.reason };
    return {
      phone: m.phone,
      templateId: 'shuttleClosed',
      params,
      text: `【${m.productName}】您为「${params.company}」提交的班车定制需求已关闭，原因：${params.reason}。`,
    };
  },
};

/**
 * Sends a notice after the decision committed and keeps it as sent or failed: a message that fails (or a
 * record that fails) is logged and undoes nothing. Answers whether it was handed over.
 */
export const createNoticeSender =
  ({ sms, sent, logger, now }: { sms: GroupsSmsPort; sent: SentNotices; logger: FastifyBaseLogger; now: () => Date }) =>
  async (message: SmsNoticeMessage): Promise<boolean> => {
    let status: 'sent' | 'failed' = 'sent';
    try {
      await sms.sendNotice(message);
    } catch (err) {
      logger.warn({ err, template: message.templateId }, 'company line notice not sent; the decision stands');
      status = 'failed';
    }
    try {
      await sent.record({ phone: message.phone, template: message.templateId, content: message.text, status, at: now() });
    } catch (err) {
      logger.error({ err, template: message.templateId }, 'company line notice not recorded');
    }
    return status === 'sent';
  };

export type NoticeSender = ReturnType<typeof createNoticeSender>;
