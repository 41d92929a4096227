import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { SmsNoticeMessage } from '../../../providers/sms/sms-provider';
import { chineseDate, companyLineNotices, createNoticeSender } from './company-line-notices';
import type { SentNotices } from './sent-notices.repository';

const at = new Date('2026-11-28T02:00:00Z');

const recorder = () => {
  const rows: Parameters<SentNotices['record']>[0][] = [];
  return { rows, sent: { record: async (row: Parameters<SentNotices['record']>[0]) => void rows.push(row) } satisfies SentNotices };
};

describe('company line notices', () => {
  it('words each notice with its template parameters', () => {
    expect(companyLineNotices.applicationApproved({ productName: '优点巴士', phone: '13800000001', groupName: '优点科技', lineCode: 'C401' })).toEqual({
      phone: '13800000001',
      templateId: 'rideApplicationApproved',
      params: { group: '优点科技', line: 'C401' },
      text: '【优点巴士】您申请乘坐「优点科技」的班车 C401 已通过审核，现在可以购票乘车。',
    });
    expect(companyLineNotices.applicationRejected({ productName: '优点巴士', phone: '1', groupName: '优点科技', lineCode: 'C401', reason: '非本单位员工' }).text).toBe(
      '【优点巴士】您申请乘坐「优点科技」的班车 C401 未通过审核，原因：非本单位员工。如有疑问请联系单位管理员。',
    );
    const quoted = companyLineNotices.shuttleQuoted({ productName: '优点巴士', phone: '1', companyName: '前海科技', perRideCents: 1250, monthlyCents: 8_000_000, validUntil: '2026-12-05' });
    expect(quoted.params).toEqual({ company: '前海科技', perRide: '12.50', monthly: '80000.00', validUntil: '2026年12月5日' });
    expect(quoted.text).toContain('报价有效期至 2026年12月5日');
    expect(companyLineNotices.shuttleClosed({ productName: '优点巴士', phone: '1', companyName: '前海科技', reason: '暂不开通' }).templateId).toBe('shuttleClosed');
    expect(chineseDate('2027-01-09')).toBe('2027年1月9日');
  });

  it('keeps a notice the provider took as sent', async () => {
    const { rows, sent } = recorder();
    const delivered: SmsNoticeMessage[] = [];
    const notify = createNoticeSender({ sms: { sendNotice: async (m) => void delivered.push(m), productName: '优点巴士' }, sent, logger: pino({ level: 'silent' }), now: () => at });
    const message = companyLineNotices.shuttleClosed({ productName: '优点巴士', phone: '13600000001', companyName: '前海科技', reason: '暂不开通' });
    expect(await notify(message)).toBe(true);
    expect(delivered).toEqual([message]);
    expect(rows).toEqual([{ phone: '13600000001', template: 'shuttleClosed', content: message.text, status: 'sent', at }]);
  });

  it('keeps a notice the provider refused as failed, logs it and carries on; a failed record is logged too', async () => {
    const { rows, sent } = recorder();
    const logged: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void logged.push(JSON.parse(line).msg) });
    const failing = { sendNotice: async () => Promise.reject(new Error('gateway down')), productName: '优点巴士' };
    const message = companyLineNotices.applicationApproved({ productName: '优点巴士', phone: '13800000001', groupName: '优点科技', lineCode: 'C401' });
    expect(await createNoticeSender({ sms: failing, sent, logger, now: () => at })(message)).toBe(false);
    expect(rows).toEqual([expect.objectContaining({ status: 'failed', template: 'rideApplicationApproved' })]);
    expect(logged).toEqual(['company line notice not sent; the decision stands']);

    const broken: SentNotices = { record: async () => Promise.reject(new Error('database gone')) };
    expect(await createNoticeSender({ sms: failing, sent: broken, logger, now: () => at })(message)).toBe(false);
    expect(logged.at(-1)).toBe('company line notice not recorded');
  });
});
