import type { SmsNoticeMessage } from '../../../providers/sms/sms-provider';

const yuan = (cents: number): string => (cents / 100).toFixed(2);

/** '2026-12-07' → '12月7日'. */
export const monthDay = (date: string): string => {
  const [, month, day] = date.split('-');
  return `${Number(month)}月${Number(day)}日`;
};

type Line = { productName: string; phone: string; lineCode: string };

/**
 * The text messages of crowdfunds (decision 047): the template's parameters and the text they make, as the
 * console provider shows it and sent_messages keeps it.
 */
export const crowdfundNotices = {
  opened: (m: Line & { firstDay: string; time: string }): SmsNoticeMessage => {
    const params = { line: m.lineCode, date: monthDay(m.firstDay), time: m.time };
    return {
      phone: m.phone,
      templateId: 'crowdfundOpened',
      params,
      text: `【${m.productName}】您参与众筹的定制线路 ${params.line} 已成团，${params.date} ${params.time} 首班发车，车票已生效，可在「我的车票」查看乘车码。`,
    };
  },
  failed: (m: Line & { reason: string; amountCents: number }): SmsNoticeMessage => {
    const params = { line: m.lineCode, reason: m.reason, amount: yuan(m.amountCents) };
    return {
      phone: m.phone,
      templateId: 'crowdfundFailed',
      params,
      text: `【${m.productName}】您参与众筹的定制线路 ${params.line} ${params.reason}，已支付的 ${params.amount} 元已全额原路退回。`,
    };
  },
  /** A carpool (decision 051) reached its minimum: it runs. */
  carpoolOpened: (m: Line & { firstDay: string; time: string }): SmsNoticeMessage => {
    const params = { line: m.lineCode, date: monthDay(m.firstDay), time: m.time };
    return {
      phone: m.phone,
      templateId: 'carpoolOpened',
      params,
      text: `【${m.productName}】您参与的拼车 ${params.line} 已成行，${params.date} ${params.time} 发车，车票已生效，可在「我的拼车」查看乘车码。`,
    };
  },
  /** A carpool did not reach its minimum by its deadline (or was closed): refunded in full. */
  carpoolFailed: (m: Line & { reason: string; amountCents: number }): SmsNoticeMessage => {
    const params = { line: m.lineCode, reason: m.reason, amount: yuan(m.amountCents) };
    return {
      phone: m.phone,
      templateId: 'carpoolFailed',
      params,
      text: `【${m.productName}】您参与的拼车 ${params.line} ${params.reason}，已支付的 ${params.amount} 元已全额原路退回。`,
    };
  },
  extended: (m: Line & { deadline: string }): SmsNoticeMessage => {
    const params = { line: m.lineCode, deadline: m.deadline };
    return {
      phone: m.phone,
      templateId: 'crowdfundExtended',
      params,
      text: `【${m.productName}】您关注的定制线路 ${params.line} 众筹截止时间已延长至 ${params.deadline}，可在「我的定制」查看进度。`,
    };
  },
  gathering: (m: Line & { from: string; to: string; time: string; deadline: string }): SmsNoticeMessage => {
    const params = { line: m.lineCode, from: m.from, to: m.to, time: m.time, deadline: m.deadline };
    return {
      phone: m.phone,
      templateId: 'crowdfundGathering',
      params,
      text: `【${m.productName}】根据您提交的通勤需求，定制线路 ${params.line}（${params.from}→${params.to}，${params.time} 发车）正在众筹，${params.deadline} 截止，可在「我的定制」参与。`,
    };
  },
};
