import { describe, expect, it } from 'vitest';
import {
  assembleProgressPercent,
  assembleProgressText,
  formatAssembleCountdown,
  formatCompactDates,
  formatShanghaiMonthDayClock,
} from './assemble-text';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatAssembleCountdown', () => {
  const deadline = '2026-05-28T10:00:00.000Z';
  const at = Date.parse(deadline);

  it.each<[string, number, string]>([
    ['days, hours, minutes and seconds', 2 * DAY + 3 * HOUR + 15 * MINUTE + 9 * SECOND, '2天03时15分09秒'],
    ['under a day: no days', 23 * HOUR + 59 * MINUTE + 59 * SECOND, '23时59分59秒'],
    ['the last second', 999, '00时00分00秒'],
    ['many days', 40 * DAY, '40天00时00分00秒'],
    ['at the deadline', 0, '已截止'],
    ['after it', -5 * MINUTE, '已截止'],
  ])('%s', (_label, left, expected) => {
    expect(formatAssembleCountdown(deadline, at - left)).toBe(expected);
  });

  it('says nothing for a malformed deadline', () => {
    expect(formatAssembleCountdown('soon', at)).toBe('');
  });
});

describe('formatShanghaiMonthDayClock', () => {
  it('writes an instant as Shanghai month, day and clock', () => {
    expect(formatShanghaiMonthDayClock('2026-05-28T10:00:00.000Z')).toBe('5月28日 18:00');
    expect(formatShanghaiMonthDayClock('2026-06-30T16:05:00.000Z')).toBe('7月1日 00:05');
    expect(formatShanghaiMonthDayClock('')).toBe('');
  });
});

describe('formatCompactDates', () => {
  it('joins consecutive days into runs, naming a month only when it changes', () => {
    expect(formatCompactDates(['2026-06-01', '2026-06-02', '2026-06-03', '2026-06-04', '2026-06-05'])).toBe('6月1日–5日');
    expect(
      formatCompactDates(['2026-06-01', '2026-06-02', '2026-06-03', '2026-06-04', '2026-06-05', '2026-06-08', '2026-06-09', '2026-06-10']),
    ).toBe('6月1日–5日、8日–10日');
  });

  it('crosses a month, and keeps a lone day (a make-up workday) alone', () => {
    expect(formatCompactDates(['2026-06-29', '2026-06-30', '2026-07-01', '2026-07-02', '2026-07-03'])).toBe('6月29日–7月3日');
    expect(formatCompactDates(['2026-09-28', '2026-09-30', '2026-10-08', '2026-10-09', '2026-10-10'])).toBe('9月28日、30日、10月8日–10日');
    expect(formatCompactDates(['2026-06-01'])).toBe('6月1日');
    expect(formatCompactDates([])).toBe('');
  });
});

describe('progress', () => {
  it('says how many of the target joined, as a bar within 0–100%', () => {
    expect(assembleProgressText(12, 20)).toBe('已有 12/20 人');
    expect(assembleProgressPercent(12, 20)).toBe(60);
    expect(assembleProgressPercent(25, 20)).toBe(100);
    expect(assembleProgressPercent(1, 3)).toBe(33);
    expect(assembleProgressPercent(0, 0)).toBe(0);
  });
});
