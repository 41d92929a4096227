import type { UserCouponListData } from '@udian/contracts/endpoints/coupons/user-coupon-list';
import type { UserCoupon } from '@udian/contracts/schemas/orders';
import type { Db } from '../../../db/database';
import type { AccountsPort } from '../buying.ports';
import type { CouponTerms } from './coupon-rules';
import type { CouponRepository, UserCouponRow } from './coupons.repository';

export const toCouponTerms = (row: UserCouponRow): CouponTerms & { row: UserCouponRow } => ({
  id: row.id,
  kind: row.kind,
  amountCents: row.amount_cents,
  ratioPercent: row.ratio_percent,
  maxDiscountCents: row.max_discount_cents,
  thresholdCents: row.threshold_cents,
  productTypes: row.product_types,
  validFrom: row.valid_from,
  validTo: row.valid_to,
  row,
});

export const toUserCoupon = (row: UserCouponRow, now: Date): UserCoupon => ({
  userCouponId: String(row.id),
  name: row.name,
  kind: row.kind,
  amountCents: row.amount_cents,
  ratioPercent: row.ratio_percent,
  maxDiscountCents: row.max_discount_cents,
  thresholdCents: row.threshold_cents,
  productTypes: row.product_types,
  validFrom: row.valid_from.toISOString(),
  validTo: row.valid_to.toISOString(),
  status: row.status === 'unused' && row.valid_to <= now ? 'expired' : row.status,
  description: row.description,
});

type ListStatus = 'usable' | 'used' | 'expired';

const statusOf = (row: UserCouponRow, now: Date): ListStatus | 'locked' => {
  if (row.status === 'used') return 'used';
  if (row.status === 'locked') return 'locked';
  return row.valid_to <= now ? 'expired' : 'usable';
};

export const createCouponService = ({
  db,
  accounts,
  coupons,
  now = () => new Date(),
}: {
  db: Db;
  accounts: Pick<AccountsPort, 'lockUser'>;
  coupons: CouponRepository;
  now?: () => Date;
}) => {
  /**
   * The passenger's coupons, after granting any welcome coupon not yet given (once, under the user lock).
   * `at` is the caller's instant: a coupon granted now is valid from then, not from a moment after it.
   */
  const holdings = async (userId: number, at: Date = now()): Promise<UserCouponRow[]> => {
    if (await coupons.hasUngrantedWelcome(userId)) {
      await db.transaction().execute(async (tx) => {
        await accounts.lockUser(userId, tx);
        await coupons.grantWelcome(userId, at, tx);
      });
    }
    return coupons.listByUser(userId);
  };

  return {
    holdings,

    list: async (userId: string, query: { productTypes: number[]; status: ListStatus }): Promise<UserCouponListData> => {
      const at = now();
      const rows = await holdings(Number(userId), at);
      const wanted = rows.filter(
        (row) => statusOf(row, at) === query.status && row.product_types.some((type) => query.productTypes.includes(type)),
      );
      return { coupons: wanted.map((row) => toUserCoupon(row, at)) };
    },
  };
};

export type CouponService = ReturnType<typeof createCouponService>;
