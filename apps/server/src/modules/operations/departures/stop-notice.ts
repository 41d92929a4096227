import type { SmsNoticeMessage } from '../../../providers/sms/sms-provider';

const yuan = (cents: number): string => (cents / 100).toFixed(2);

/** '2026-11-28' → '11月28日'. */
const monthDay = (serviceDate: string): string => {
  const [, month, day] = serviceDate.split('-');
  return `${Number(month)}月${Number(day)}日`;
};

/**
 * The notice a rider gets when their departure is stopped: the template's parameters (a real gateway fills
 * its registered template with them, its signature in front) and the text they make, as the console provider
 * shows it and the order's history keeps it.
 */
export const stopNotice = (input: {
  productName: string;
  phone: string;
  serviceDate: string;
  time: string;
  lineCode: string;
  reason: string;
  amountCents: number;
}): SmsNoticeMessage => {
  const params = { date: monthDay(input.serviceDate), time: input.time, line: input.lineCode, reason: input.reason, amount: yuan(input.amountCents) };
  return {
    phone: input.phone,
    templateId: 'departureStopped',
    params,
    text: `【${input.productName}】您 ${params.date} ${params.time} ${params.line} 路的班次因${params.reason}停运，车票已全额退款 ${params.amount} 元，原路退回。`,
  };
};
