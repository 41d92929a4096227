import { describe, expect, it } from 'vitest';
import { stopNotice } from './stop-notice';

describe('stopNotice', () => {
  it('renders the Chinese notice with the product name, date, time, line, reason and amount', () => {
    const notice = stopNotice({ productName: '优点巴士', phone: '13800138000', serviceDate: '2026-11-28', time: '07:30', lineCode: 'M101', reason: '车辆故障', amountCents: 1200 });
    expect(notice.text).toBe('【优点巴士】您 11月28日 07:30 M101 路的班次因车辆故障停运，车票已全额退款 12.00 元，原路退回。');
    expect(notice).toMatchObject({ phone: '13800138000', templateId: 'departureStopped', params: { date: '11月28日', time: '07:30', line: 'M101', reason: '车辆故障', amount: '12.00' } });
  });

  it('writes single-digit months and days without a leading zero and cents exactly', () => {
    expect(stopNotice({ productName: 'X', phone: '1', serviceDate: '2026-01-05', time: '18:05', lineCode: 'K2', reason: '道路封闭', amountCents: 5 }).params).toMatchObject({ date: '1月5日', amount: '0.05' });
  });
});
