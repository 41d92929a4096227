import { charterYuan } from '@udian/contracts/charter-fees';
import type { SmsNoticeMessage } from '../../../providers/sms/sms-provider';
import { chineseDate } from '../company-lines/company-line-notices';

type Charter = { productName: string; phone: string; schoolName: string; serviceDate: string; departureTime: string };

/**
 * The text messages of student charters, to the request's contact phone: the operator's confirmation (with the
 * fee charged) or decline (with the reason). Parameters for a gateway's registered template, and the text.
 */
export const charterNotices = {
  confirmed: (m: Charter & { feeCents: number }): SmsNoticeMessage => {
    const params = { school: m.schoolName, day: chineseDate(m.serviceDate), time: m.departureTime, fee: charterYuan(m.feeCents) };
    return {
      phone: m.phone,
      templateId: 'studentCharterConfirmed',
      params,
      text: `【${m.productName}】您为「${params.school}」申请的${params.day} ${params.time} 出发的学生包车已确认，费用 ${params.fee} 元，运营人员将与您联系签订包车协议。`,
    };
  },
  declined: (m: Charter & { reason: string }): SmsNoticeMessage => {
    const params = { school: m.schoolName, day: chineseDate(m.serviceDate), time: m.departureTime, reason: m.reason };
    return {
      phone: m.phone,
      templateId: 'studentCharterDeclined',
      params,
      text: `【${m.productName}】很抱歉，您为「${params.school}」申请的${params.day} ${params.time} 出发的学生包车未能安排，原因：${params.reason}。`,
    };
  },
};
