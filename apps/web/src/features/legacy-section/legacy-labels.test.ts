import { describe, expect, it } from 'vitest';
import { noticeDates, noticeStateText, parseLegacyTicketTab, ticketStateText } from './legacy-labels';

describe('the older section’s words', () => {
  it.each([
    ['used', 'used'],
    ['expired', 'expired'],
    [null, 'toRide'],
    ['unknown', 'toRide'],
  ])('reads the tab %s as %s', (value, key) => {
    expect(parseLegacyTicketTab(value).key).toBe(key);
  });

  it('names a ticket’s state, and an unknown one neutrally', () => {
    expect(ticketStateText('toRide')).toEqual({ label: '待乘车', tone: 'success' });
    expect(ticketStateText('stopped').label).toBe('已停运');
    expect(ticketStateText('somethingNew')).toEqual({ label: '处理中', tone: 'muted' });
  });

  it('says when a notice applies', () => {
    expect(noticeDates({ effectiveFrom: '2026-09-28', effectiveTo: '2026-10-28' })).toBe('2026-09-28 至 2026-10-28');
    expect(noticeDates({ effectiveFrom: '2026-10-01', effectiveTo: '2026-10-01' })).toBe('2026-10-01 当天');
    expect(noticeDates({ effectiveFrom: '2026-09-28', effectiveTo: null })).toBe('2026-09-28 起，结束时间另行通知');
    expect(noticeStateText('inForce').label).toBe('生效中');
    expect(noticeStateText('upcoming').label).toBe('即将生效');
  });
});
