import type { UserCoupon } from '@udian/contracts/schemas/orders';
import type { Db } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import type { PromotionsBuyingPort } from '../promotions.ports';
import type { RedeemRepository } from './redeem.repository';

/** 10 wrong codes within an hour, by one passenger or from one device, lock redemption for an hour. */
export const REDEEM_FAILURE_LIMIT = 10;
const HOUR_MS = 3_600_000;

/**
 * Redeem codes: single use, matched case-insensitively (the contract upper-cases what the passenger typed;
 * codes are stored upper-case). Only a code that does not exist counts as a wrong code for the lock: that is
 * what guessing produces. A used code, or one of a batch not started or ended, is a real code typed right
 * (most often the passenger's own, typed again) and is refused without counting.
 */
export const createRedeemService = ({
  db,
  redeem,
  buying,
  now = () => new Date(),
}: {
  db: Db;
  redeem: RedeemRepository;
  buying: Pick<PromotionsBuyingPort, 'grantCoupon' | 'couponView'>;
  now?: () => Date;
}) => ({
  redeem: async (userId: string, deviceId: string, code: string): Promise<{ coupon: UserCoupon }> => {
    const owner = Number(userId);
    const at = now();
    // The lock is checked before the code is looked up: a locked guesser learns nothing more.
    const until = await redeem.lockedUntil(owner, deviceId, at, REDEEM_FAILURE_LIMIT, HOUR_MS, HOUR_MS);
    if (until && until > at) throw new AppError('redeemLocked');
    const couponId = await db.transaction().execute(async (tx) => {
      const taken = await redeem.takeCode(code, owner, at, tx);
      if (!taken) return null;
      const id = await buying.grantCoupon({ userId: owner, templateId: taken.template_id, source: 'redeem', sourceId: taken.id, note: `兑换码兑换：${taken.batch_name}`, at }, tx);
      await redeem.setCoupon(taken.id, id, tx);
      return id;
    });
    if (couponId === null) {
      const found = await redeem.find(code);
      if (!found) {
        await redeem.recordFailure(owner, deviceId, at);
        throw new AppError('redeemCodeInvalid');
      }
      if (found.redeemed_at !== null) throw new AppError('redeemCodeUsed');
      if (found.is_paused || at >= found.ends_at) throw new AppError('campaignEnded');
      if (at < found.starts_at) throw new AppError('campaignNotStarted');
      // Redeemed between the update and this read by someone else.
      throw new AppError('redeemCodeUsed');
    }
    const coupon = await buying.couponView(owner, couponId);
    if (!coupon) throw new Error(`coupon ${couponId} just granted is not found`);
    return { coupon };
  },
});

export type RedeemService = ReturnType<typeof createRedeemService>;
