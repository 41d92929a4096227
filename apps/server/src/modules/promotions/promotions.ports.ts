import type { LoginInfoData } from '@udian/contracts/schemas/accounts';
import type { CouponTerms, UserCoupon } from '@udian/contracts/schemas/orders';
import type { DbOrTx } from '../../db/database';
import type { CouponGrant } from '../buying/coupons/coupons.service';

/**
 * What promotions needs of the contexts before it, as small ports their wirings hand over (through their
 * services): promotions never reads another context's repositories.
 */

export type PromotionsAccountsPort = {
  /** Holds the user's row until `tx` ends: a passenger's claims (and an inviter's rewards) queue on it. */
  lockUser: (userId: number, tx: DbOrTx) => Promise<void>;
  /**
   * An invite link's SMS sign-up: uses the code (baseLogin), finds or creates the account saying whether it
   * was created now, runs `within` in that transaction, then issues the login as /auth/sms/login does.
   */
  registerBySms: <T>(
    input: { phoneNum: string; code: string; isPersistent: boolean },
    client: { platform: string; deviceId: string },
    within: (account: { id: number; phone: string; isCreated: boolean }, tx: DbOrTx) => Promise<T>,
  ) => Promise<{ login: LoginInfoData; account: { id: number; phone: string; isCreated: boolean }; outcome: T }>;
  /** Whether the user ever logged in on this device: an inviter's own device earns no reward. */
  hasUsedDevice: (userId: number, deviceId: string, tx?: DbOrTx) => Promise<boolean>;
};

export type PromotionsBuyingPort = {
  /** Hands a passenger one coupon in the caller's transaction; answers its id. */
  grantCoupon: (grant: CouponGrant, tx?: DbOrTx) => Promise<number>;
  /** The passenger's coupon as they see it (buying builds every UserCoupon), or null when it is not theirs. */
  couponView: (userId: number, userCouponId: number) => Promise<UserCoupon | null>;
  /** Coupon templates' terms as a passenger is shown them, by template id (missing ids are absent). */
  couponTerms: (templateIds: readonly number[]) => Promise<Map<number, CouponTerms>>;
  /** What each ticket of these orders paid, by ticket id (buying's split of the order's payable, ticket-shares.ts). */
  paidShares: (orderIds: readonly number[]) => Promise<Map<number, number>>;
};
