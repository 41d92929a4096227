import type { InviteActivity } from '@udian/contracts/schemas/promotions';
import type { CouponTerms } from '@udian/contracts/schemas/orders';

const terms = (overrides: Partial<CouponTerms>): CouponTerms => ({
  name: '新人立减券',
  kind: 'amount',
  amountCents: 500,
  ratioPercent: 100,
  maxDiscountCents: 0,
  thresholdCents: 0,
  productTypes: [5],
  lines: [],
  lineTypes: [],
  validDays: 14,
  fixedValidFrom: null,
  fixedValidTo: null,
  description: '',
  ...overrides,
});

/** The invitation campaign running in June 2026: 5 yuan for the friend, a free ride for the inviter, at most 10. */
export const inviteActivityFixture = (overrides: Partial<InviteActivity> = {}): InviteActivity => ({
  id: '3',
  name: '邀请好友坐班车',
  startsAt: '2026-06-01T00:00:00.000Z',
  endsAt: '2026-06-30T16:00:00.000Z',
  rules: '活动期间邀请好友注册。\n好友首次乘车后发放奖励。',
  newUserCoupon: terms({}),
  rewardCoupon: terms({ name: '邀请奖励券', kind: 'free' }),
  rewardCap: 10,
  inviteCode: 'AbC123xy',
  myRewardCount: 1,
  isOpen: true,
  ...overrides,
});
