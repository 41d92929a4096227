import { describe, expect, it } from 'vitest';
import { userCouponFixture as coupon } from '../test/coupon.fixture';
import {
  couponEventText,
  couponFace,
  couponSourceText,
  couponValueText,
  lineScopeText,
  productTypesText,
  termsValidityText,
  thresholdText,
  validityText,
} from './coupon-text';

describe('coupon text', () => {
  it.each([
    [{ kind: 'amount', amountCents: 500 }, '减5元', { figure: '5', unit: '元' }],
    [{ kind: 'amount', amountCents: 250 }, '减2.50元', { figure: '2.50', unit: '元' }],
    [{ kind: 'ratio', ratioPercent: 85, maxDiscountCents: 1000 }, '8.5折 最高减10元', { figure: '8.5', unit: '折' }],
    [{ kind: 'ratio', ratioPercent: 90, maxDiscountCents: 0 }, '9折', { figure: '9', unit: '折' }],
    [{ kind: 'ratio', ratioPercent: 50, maxDiscountCents: 0 }, '5折', { figure: '5', unit: '折' }],
    [{ kind: 'free' }, '免费乘车', { figure: '免费', unit: '乘车' }],
  ] as const)('%j reads %s', (overrides, expected, face) => {
    expect(couponValueText(coupon(overrides))).toBe(expected);
    expect(couponFace(coupon(overrides))).toEqual(face);
  });

  it.each([
    [0, '无门槛'],
    [2000, '满20元可用'],
    [1550, '满15.50元可用'],
  ])('threshold %i reads %s', (cents, expected) => {
    expect(thresholdText(cents)).toBe(expected);
  });

  it.each([
    ['midnight to midnight in Shanghai', coupon(), '2026.06.01-2026.06.30'],
    ['ending mid-day', coupon({ validTo: '2026-06-15T04:00:00.000Z' }), '2026.06.01-2026.06.15'],
  ])('validity %s', (_name, item, expected) => {
    expect(validityText(item)).toBe(expected);
  });

  it('a template reads N days from receipt, or its fixed window', () => {
    expect(termsValidityText({ validDays: 7, fixedValidFrom: null, fixedValidTo: null })).toBe('领取后7天内有效');
    expect(termsValidityText({ validDays: null, fixedValidFrom: '2026-05-31T16:00:00.000Z', fixedValidTo: '2026-06-30T16:00:00.000Z' })).toBe(
      '2026.06.01-2026.06.30',
    );
  });

  it.each([
    [[5], '适用：巴士车票'],
    [[5, 7, 8], '适用：巴士车票、其他产品'],
    [[], '适用：全部产品'],
  ])('products %j read %s', (types, expected) => {
    expect(productTypesText(types)).toBe(expected);
  });

  it('names the lines, else the line types, else every line', () => {
    expect(lineScopeText(coupon({ lines: [{ lineId: '1', name: 'U101 龙华—科技园' }, { lineId: '2', name: 'U102' }] }))).toBe('限U101 龙华—科技园、U102使用');
    expect(lineScopeText(coupon({ lineTypes: ['commute', 'custom'] }))).toBe('限通勤、定制线路使用');
    expect(lineScopeText(coupon())).toBe('全部线路可用');
  });

  it('says where a coupon came from', () => {
    expect(couponSourceText('lateness')).toBe('晚点补偿');
    expect(couponSourceText('invite_reward')).toBe('邀请好友奖励');
    expect(couponSourceText('something-new')).toBe('平台发放');
  });

  it('reads each step of the history in Shanghai time, a full refund as returned', () => {
    expect(couponEventText({ kind: 'received', at: '2026-06-01T00:00:00.000Z', orderNo: null })).toBe('2026-06-01 08:00 领取');
    expect(couponEventText({ kind: 'used', at: '2026-06-02T01:30:00.000Z', orderNo: 'UD20260602093000000001' })).toBe(
      '2026-06-02 09:30 用于订单 UD20260602093000000001',
    );
    expect(couponEventText({ kind: 'returned', at: '2026-06-02T02:00:00.000Z', orderNo: 'UD20260602093000000001' })).toBe(
      '2026-06-02 10:00 订单 UD20260602093000000001 全额退款，已退回',
    );
  });
});
