import { describe, expect, it } from 'vitest';
import { assembleStatusTag, clockPlus, commitmentStateTags, distanceText, periodText, remainingText, stopUseText } from './assemble-text';

describe('remainingText', () => {
  const deadline = '2026-11-30T12:00:00.000Z';
  const before = (ms: number) => Date.parse(deadline) - ms;
  const MINUTE = 60_000;
  const HOUR = 60 * MINUTE;
  const DAY = 24 * HOUR;

  it.each([
    [2 * DAY + 5 * HOUR + 10 * MINUTE, '剩 2 天 5 小时'],
    [3 * DAY, '剩 3 天'],
    [3 * HOUR + 20 * MINUTE, '剩 3 小时 20 分钟'],
    [HOUR, '剩 1 小时'],
    [15 * MINUTE + 30_000, '剩 15 分钟'],
    [30_000, '剩不到 1 分钟'],
  ])('%i ms before the deadline reads %s', (ms, text) => expect(remainingText(deadline, before(ms))).toBe(text));

  it('says the deadline has come once it is past, and nothing for a broken time', () => {
    expect(remainingText(deadline, Date.parse(deadline))).toBe('已到截止时间');
    expect(remainingText(deadline, Date.parse(deadline) + HOUR)).toBe('已到截止时间');
    expect(remainingText('not a time', Date.now())).toBe('');
  });

  it('reads a deadline with its +08:00 offset as the same instant', () => {
    expect(remainingText('2026-11-30T20:00:00+08:00', before(HOUR))).toBe('剩 1 小时');
  });
});

describe('a crowdfund on screen', () => {
  it('labels a status with the contract\u2019s words', () => {
    expect(assembleStatusTag('gathering')).toEqual({ label: '众筹中', color: 'processing' });
    expect(assembleStatusTag('opened').label).toBe('已成团');
    expect(assembleStatusTag('failed').label).toBe('未成团');
    expect(assembleStatusTag('closed').label).toBe('已关闭');
  });

  it('names the first period with its days', () => {
    expect(periodText('workWeek', 5)).toBe('首 5 个工作日（5 天）');
    expect(periodText('month', 21)).toBe('首月（21 天）');
  });

  it('gives a station\u2019s distance in metres below a kilometre, else in kilometres', () => {
    expect(distanceText(0)).toBe('0 米');
    expect(distanceText(350)).toBe('350 米');
    expect(distanceText(999)).toBe('999 米');
    expect(distanceText(1000)).toBe('1.0 公里');
    expect(distanceText(1234)).toBe('1.2 公里');
    expect(distanceText(1960)).toBe('2.0 公里');
  });

  it('says what a stop is for', () => {
    expect(stopUseText({ canBoard: true, canAlight: false })).toBe('上车');
    expect(stopUseText({ canBoard: false, canAlight: true })).toBe('下车');
    expect(stopUseText({ canBoard: true, canAlight: true })).toBe('上下车');
  });

  it('labels every commitment state', () => {
    expect(Object.fromEntries(Object.entries(commitmentStateTags).map(([state, tag]) => [state, tag.label]))).toEqual({
      pending: '待支付',
      paid: '已支付',
      refunded: '已退款',
      closed: '已关闭',
    });
  });
});

describe('clockPlus', () => {
  it('adds minutes to a clock time, across the hour and past midnight', () => {
    expect(clockPlus('07:30', 0)).toBe('07:30');
    expect(clockPlus('07:30', 33)).toBe('08:03');
    expect(clockPlus('22:50', 75)).toBe('00:05');
  });
});
