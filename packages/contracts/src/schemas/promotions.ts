import { z } from 'zod';
import { Id } from './common';
import { CouponTerms } from './orders';

/**
 * Promotions (decision 045): the campaigns of 领券中心, redeem codes and the invitation campaign, as the
 * passenger app sees them. Money is integer cents; instants are ISO strings.
 */

/**
 * Why a campaign cannot be claimed now, as the claim refusal would say it: open (claimable), notStarted
 * (活动未开始), ended (活动已结束, or paused by the operator), soldOut (已领完), claimed (已领取过: the
 * passenger reached the per-passenger limit).
 */
export const CampaignState = z.enum(['open', 'notStarted', 'ended', 'soldOut', 'claimed']);
export type CampaignState = z.infer<typeof CampaignState>;

export const CouponCampaign = z.object({
  campaignId: Id,
  /** The campaign's own name; the coupon's is terms.name. */
  name: z.string(),
  description: z.string(),
  terms: CouponTerms,
  totalStock: z.number().int(),
  /** Coupons still to be claimed. */
  stockLeft: z.number().int(),
  perUserLimit: z.number().int(),
  /** How many the logged-in passenger holds from it; 0 when not logged in. */
  claimedByMe: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  state: CampaignState,
});
export type CouponCampaign = z.infer<typeof CouponCampaign>;

/** A redeem code as a passenger types it: letters and digits, any case, spaces and dashes ignored. */
export const RedeemCodeInput = z
  .string({ error: '请输入兑换码' })
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().min(1, '请输入兑换码').max(32, '兑换码无效').regex(/^[A-Z0-9]+$/, '兑换码无效'));

/** The invitation campaign the passenger sees (activityInfo of SPEC section 4). */
export const InviteActivity = z.object({
  /** The activity id (SPEC section 4: activityInfo has an id). */
  id: Id,
  name: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The operator's rules, as plain text paragraphs. */
  rules: z.string(),
  /** What the invitee receives on registering. */
  newUserCoupon: CouponTerms,
  /** What the inviter receives once an invitee's first paid ticket is checked in. */
  rewardCoupon: CouponTerms,
  /** At most this many rewards per inviter in this campaign. */
  rewardCap: z.number().int(),
  /** The logged-in passenger's own invite code (the link carries it), or null when not logged in. */
  inviteCode: z.string().nullable(),
  /** Rewards the logged-in passenger received in this campaign. */
  myRewardCount: z.number().int(),
  isOpen: z.boolean(),
});
export type InviteActivity = z.infer<typeof InviteActivity>;

/**
 * One invitee of the passenger (myUserList of SPEC section 4). rewardState: waiting (no checked-in ride
 * yet), rewarded, capped (the inviter's cap was reached first), refused (a self-invite: never rewarded).
 */
export const InvitedUser = z.object({
  phoneMasked: z.string(),
  registeredAt: z.string(),
  /** When the invitee's first paid ticket was checked in, or null. */
  firstRideAt: z.string().nullable(),
  rewardState: z.enum(['waiting', 'rewarded', 'capped', 'refused']),
  /** Why a refused one earns nothing, in Chinese; '' otherwise. */
  refusedReason: z.string(),
});
export type InvitedUser = z.infer<typeof InvitedUser>;
