import { describe, expect, it } from 'vitest';
import { shanghaiInstant } from '../../../time/shanghai-time';
import { compensationCents, compensationNote, compensationPercent, lateMinutes } from './lateness-rules';

const at = (minutes: number, seconds = 0) => new Date(Date.UTC(2026, 10, 28, 0, minutes, seconds));

describe('lateness rules', () => {
  it('counts minutes late rounded up, so that "more than 20 minutes" is "late minutes > 20"', () => {
    expect(lateMinutes(at(0), at(20))).toBe(20);
    expect(lateMinutes(at(0), at(20, 1))).toBe(21);
    expect(lateMinutes(at(0), at(25, 30))).toBe(26);
    expect(lateMinutes(at(10), at(5))).toBe(0);
    expect(lateMinutes(at(0), at(0))).toBe(0);
  });

  it('gives 50% above the minor threshold and 100% above the major one', () => {
    const defaults = { minorMinutes: 20, majorMinutes: 30 };
    expect(compensationPercent(20, defaults)).toBe(0);
    expect(compensationPercent(21, defaults)).toBe(50);
    expect(compensationPercent(30, defaults)).toBe(50);
    expect(compensationPercent(31, defaults)).toBe(100);
    expect(compensationPercent(25, { minorMinutes: 10, majorMinutes: 15 })).toBe(100);
  });

  it('pays a share of the ticket\u2019s paid amount in whole cents, a half cent to the rider, nothing for nothing paid', () => {
    expect(compensationCents(800, 50)).toBe(400);
    expect(compensationCents(801, 50)).toBe(401);
    expect(compensationCents(801, 100)).toBe(801);
    expect(compensationCents(1, 50)).toBe(1);
    expect(compensationCents(0, 50)).toBe(0);
    expect(compensationCents(0, 100)).toBe(0);
  });

  it('says why in the coupon note: line, date and time, stop, minutes, percent and amount', () => {
    expect(
      compensationNote({ lineCode: 'M101', lineName: '福田—南山通勤快线', departsAt: shanghaiInstant('2026-11-28', 480), stationName: '会展中心', minutesLate: 26, percent: 50, amountCents: 401 }),
    ).toBe('您乘坐的 M101 福田—南山通勤快线 11月28日 08:00 班次，到达您的上车站「会展中心」晚点 26 分钟，按车票实付金额的 50% 补偿 4.01 元。');
  });
});
