import type { InviteRegisterData, MyInviteUsersData } from '@udian/contracts/endpoints/activity/invite-activity';
import { maskPhone } from '@udian/contracts/masking';
import type { UserCoupon } from '@udian/contracts/schemas/orders';
import type { InviteActivity, InvitedUser } from '@udian/contracts/schemas/promotions';
import type { InvitationRefusedReason } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import type { PromotionsAccountsPort, PromotionsBuyingPort } from '../promotions.ports';
import { makeInviteCode, readInviteCode } from './invite-code';
import type { InviteRewards } from './invite-rewards';
import type { InviteCampaignRow, InvitationsRepository } from './invitations.repository';

/** Why a refused invitee earns the inviter nothing, as the inviter's list says it. */
export const refusedReasonText: Record<InvitationRefusedReason, string> = {
  samePhone: '不能邀请自己',
  sameDevice: '与邀请人使用同一设备注册，不计入奖励',
  existingAccount: '注册前已是平台用户，不计入奖励',
};

/** What the invitee is told when their registration does not count for the inviter. */
const notCountedText = {
  existing: '您已是平台用户，邀请奖励仅限新用户，已为您登录',
  samePhone: '不能接受自己的邀请，已为您登录',
  sameDevice: '该设备登录过邀请人的账号，本次邀请不计入奖励',
} as const;

type RegisterOutcome = { kind: 'counted'; couponId: number } | { kind: keyof typeof notCountedText };

export type InvitationsServiceDeps = {
  invitations: InvitationsRepository;
  rewards: InviteRewards;
  accounts: Pick<PromotionsAccountsPort, 'registerBySms' | 'hasUsedDevice'>;
  buying: Pick<PromotionsBuyingPort, 'grantCoupon' | 'couponView' | 'couponTerms'>;
  codeSecret: string;
  now?: () => Date;
};

/** Where a campaign stands at `at`: open, or the refusal a registration gets. */
export const campaignRefusal = (campaign: InviteCampaignRow, at: Date): 'campaignNotStarted' | 'campaignEnded' | null => {
  if (campaign.is_paused || campaign.ends_at <= at) return 'campaignEnded';
  if (campaign.starts_at > at) return 'campaignNotStarted';
  return null;
};

/**
 * The invitation campaign for passengers (decision 045): the campaign and the passenger's own invite code,
 * the invitee's landing page, the sign-up from a link, and the inviter's invitees and rewards.
 */
export const createInvitationsService = ({ invitations, rewards, accounts, buying, codeSecret, now = () => new Date() }: InvitationsServiceDeps) => {
  const toActivity = async (campaign: InviteCampaignRow, userId: number | null, at: Date): Promise<InviteActivity> => {
    const [terms, myRewardCount] = await Promise.all([
      buying.couponTerms([campaign.new_user_template_id, campaign.reward_template_id]),
      userId === null ? 0 : invitations.countRewarded(userId, campaign.id),
    ]);
    const newUserCoupon = terms.get(campaign.new_user_template_id);
    const rewardCoupon = terms.get(campaign.reward_template_id);
    if (!newUserCoupon || !rewardCoupon) throw new Error(`invite campaign ${campaign.id}: a coupon template is missing`);
    return {
      id: String(campaign.id),
      name: campaign.name,
      startsAt: campaign.starts_at.toISOString(),
      endsAt: campaign.ends_at.toISOString(),
      rules: campaign.rules,
      newUserCoupon,
      rewardCoupon,
      rewardCap: campaign.reward_cap,
      inviteCode: userId === null ? null : makeInviteCode(codeSecret, userId),
      myRewardCount,
      isOpen: campaignRefusal(campaign, at) === null,
    };
  };

  /** The inviter a code names, or 邀请链接无效 for a forged code or an account that no longer exists. */
  const inviterOf = async (inviteCode: string): Promise<{ id: number; phone: string }> => {
    const id = readInviteCode(codeSecret, inviteCode);
    const phone = id === null ? undefined : await invitations.phoneOf(id);
    if (id === null || phone === undefined) throw new AppError('inviteLinkInvalid');
    return { id, phone };
  };

  const couponsOf = async (userId: number, ids: readonly number[]): Promise<UserCoupon[]> => {
    const views = await Promise.all(ids.map((id) => buying.couponView(userId, id)));
    return views.filter((view): view is UserCoupon => Boolean(view));
  };

  return {
    /** activityInfo: the campaign running now, or null; the passenger's invite code when logged in. */
    activityInfo: async (userId: string | null): Promise<InviteActivity | null> => {
      const at = now();
      const campaign = await invitations.findRunning(at);
      return campaign ? toActivity(campaign, userId === null ? null : Number(userId), at) : null;
    },

    /** The landing page of a link: the inviter, masked, and the campaign running now. */
    inviterInfo: async (inviteCode: string): Promise<{ inviterPhoneMasked: string; activity: InviteActivity }> => {
      const inviter = await inviterOf(inviteCode);
      const at = now();
      const campaign = await invitations.findRunning(at);
      if (!campaign) throw new AppError((await invitations.hasUpcoming(at)) ? 'campaignNotStarted' : 'campaignEnded');
      return { inviterPhoneMasked: maskPhone(inviter.phone), activity: await toActivity(campaign, null, at) };
    },

    /**
     * Registers or logs in from a link. Refused before anything is written (the SMS code is not spent) when
     * the link is forged or the campaign is not open. Otherwise the passenger is logged in whatever follows;
     * only an account created by this registration is the inviter's invitee: recorded 'waiting' with the
     * new-user coupon, or 'refused' (no coupon) when the registering device is one the inviter has used. The
     * account, the invitation and the coupon commit together.
     */
    register: async (
      input: { inviteCode: string; activityId: string; phoneNum: string; code: string; isPersistent: boolean },
      client: { platform: string; deviceId: string },
    ): Promise<InviteRegisterData> => {
      const inviter = await inviterOf(input.inviteCode);
      const campaign = await invitations.findCampaign(Number(input.activityId));
      if (!campaign) throw new AppError('campaignNotFound');
      const refusal = campaignRefusal(campaign, now());
      if (refusal) throw new AppError(refusal);

      const { login, account, outcome } = await accounts.registerBySms(input, client, async (registered, tx): Promise<RegisterOutcome> => {
        if (!registered.isCreated) return { kind: registered.id === inviter.id ? 'samePhone' : 'existing' };
        const at = now();
        const isSameDevice = await accounts.hasUsedDevice(inviter.id, client.deviceId, tx);
        const invitationId = await invitations.insertInvitation(
          { campaignId: campaign.id, inviterId: inviter.id, inviteeId: registered.id, deviceId: client.deviceId, at, refusedReason: isSameDevice ? 'sameDevice' : null },
          tx,
        );
        if (isSameDevice) return { kind: 'sameDevice' };
        const couponId = await buying.grantCoupon(
          { userId: registered.id, templateId: campaign.new_user_template_id, source: 'invite_new_user', sourceId: invitationId, note: `${campaign.name}：新用户专享`, at },
          tx,
        );
        return { kind: 'counted', couponId };
      });

      const isCounted = outcome.kind === 'counted';
      return {
        ...login,
        isNewUser: account.isCreated,
        isInvitationCounted: isCounted,
        notCountedReason: isCounted ? '' : notCountedText[outcome.kind],
        newUserCoupon: isCounted ? ((await couponsOf(account.id, [outcome.couponId]))[0] ?? null) : null,
      };
    },

    /** myUserList: the passenger's invitees in a campaign, after settling their rewards, and the rewards. */
    myInviteUsers: async (userId: string, activityId: string): Promise<MyInviteUsersData> => {
      const inviterId = Number(userId);
      const campaign = await invitations.findCampaign(Number(activityId));
      if (!campaign) throw new AppError('campaignNotFound');
      await rewards.settle(inviterId);
      const rows = await invitations.listByInviter(inviterId, campaign.id);
      const users = rows.map(
        (row): InvitedUser => ({
          phoneMasked: maskPhone(row.invitee_phone),
          registeredAt: row.registered_at.toISOString(),
          firstRideAt: row.first_ride_at?.toISOString() ?? null,
          rewardState: row.reward_state,
          refusedReason: row.refused_reason ? refusedReasonText[row.refused_reason] : '',
        }),
      );
      const rewardIds = rows.flatMap((row) => (row.reward_coupon_id === null ? [] : [row.reward_coupon_id]));
      return {
        users,
        registeredCount: rows.length,
        riddenCount: rows.filter((row) => row.first_ride_at !== null).length,
        rewardedCount: rows.filter((row) => row.reward_state === 'rewarded').length,
        rewards: await couponsOf(inviterId, rewardIds),
      };
    },
  };
};

export type InvitationsService = ReturnType<typeof createInvitationsService>;
