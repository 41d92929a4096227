import type { UserCoupon } from '@udian/contracts/schemas/orders';

/** A passenger's coupon as the contracts describe it: 5 yuan off from 20, June 2026, every line. */
export const userCouponFixture = (overrides: Partial<UserCoupon> = {}): UserCoupon => ({
  userCouponId: '1',
  name: '通勤立减券',
  kind: 'amount',
  amountCents: 500,
  ratioPercent: 100,
  maxDiscountCents: 0,
  thresholdCents: 2000,
  productTypes: [5],
  lines: [],
  lineTypes: [],
  validFrom: '2026-05-31T16:00:00.000Z',
  validTo: '2026-06-30T16:00:00.000Z',
  status: 'unused',
  isExpiringSoon: false,
  source: 'campaign',
  note: '',
  usedAt: null,
  history: [{ kind: 'received', at: '2026-06-01T00:00:00.000Z', orderNo: null }],
  useLineId: '12',
  description: '',
  ...overrides,
});
