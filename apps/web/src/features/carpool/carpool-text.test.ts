import { describe, expect, it } from 'vitest';
import { carpoolFixture } from './carpool.fixture';
import { carpoolEndedText, carpoolMatchText, carpoolMyStateText, carpoolPriceText, carpoolProgressText, carpoolRideText, carpoolSeatsText } from './carpool-text';

describe('how a carpool reads', () => {
  it('says its ride, fare and seats', () => {
    const carpool = carpoolFixture();
    expect(carpoolRideText(carpool)).toBe('12月2日 周三 08:00 出发 · 约 08:36 到达');
    expect(carpoolPriceText(carpool)).toBe('每座 ¥7.50');
    expect(carpoolSeatsText(carpool)).toBe('余 5 座 / 共 7 座');
  });

  it('says how far it is from running, and what became of it', () => {
    expect(carpoolProgressText(carpoolFixture())).toBe('已有 2/3 人 · 还差 1 人成行');
    expect(carpoolProgressText(carpoolFixture({ committed: 3 }))).toBe('已有 3/3 人 · 即将成行');
    expect(carpoolProgressText(carpoolFixture({ status: 'opened', committed: 4 }))).toBe('已有 4/3 人 · 已成行');
    expect(carpoolProgressText(carpoolFixture({ status: 'failed' }))).toBe('已有 2/3 人 · 未成行');
    expect(carpoolEndedText(carpoolFixture())).toBeNull();
    expect(carpoolEndedText(carpoolFixture({ status: 'failed' }))).toContain('全额原路退回');
    expect(carpoolEndedText(carpoolFixture({ status: 'opened' }))).toContain('车票已生效');
  });

  it('says my part, with the amount refunded', () => {
    expect(carpoolMyStateText({ state: null, refundedCents: 0 })).toBeNull();
    expect(carpoolMyStateText({ state: 'joined', refundedCents: 0 })).toBe('待支付');
    expect(carpoolMyStateText({ state: 'committed', refundedCents: 0 })).toBe('已支付');
    expect(carpoolMyStateText({ state: 'refunded', refundedCents: 1500 })).toBe('已退款 ¥15.00');
  });

  it('says how a match is near mine', () => {
    expect(carpoolMatchText({ fromDistanceM: 350, toDistanceM: 1200, minutesApart: 10 })).toBe('起点距您 350米 · 终点距您 1.20公里 · 相差 10 分钟');
    expect(carpoolMatchText({ fromDistanceM: 0, toDistanceM: 0, minutesApart: 0 })).toBe('起点距您 0米 · 终点距您 0米 · 时间一致');
  });
});
