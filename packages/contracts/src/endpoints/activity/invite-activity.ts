import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { IsPersistent, LoginInfoData, MobilePhone, SmsCode } from '../../schemas/accounts';
import { Id } from '../../schemas/common';
import { UserCoupon } from '../../schemas/orders';
import { InviteActivity, InvitedUser } from '../../schemas/promotions';

/**
 * The deep link "my invitation" (SPEC section 2) opens invite-activity with these; the page sends them as
 * they are (SPEC section 4: the invited-user list gets the same parameters plus the activity id). The
 * server answers for the logged-in passenger; userId and oldUserPhoneNum are context only.
 */
export const InviteActivityQuery = z.object({
  userId: z.string().max(32).optional(),
  cityId: z.coerce.number({ error: '城市编号格式不正确' }).int().optional(),
  oldUserPhoneNum: z.string().max(20).optional(),
});
export type InviteActivityQuery = z.input<typeof InviteActivityQuery>;

/** The invitation campaign running now (data null when none): activityInfo. */
export const inviteActivityInfo = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/activity/invite_user/getInviteActivityMes',
  summary: 'The invitation campaign running now, with the passenger’s invite code',
  isPublic: true,
  needsClientHeaders: true,
  query: InviteActivityQuery,
  data: InviteActivity.nullable(),
});

export const MyInviteUsersQuery = InviteActivityQuery.extend({ activityId: Id });
export type MyInviteUsersQuery = z.input<typeof MyInviteUsersQuery>;

export const MyInviteUsersData = z.object({
  /** myUserList: newest first. */
  users: z.array(InvitedUser),
  registeredCount: z.number().int(),
  riddenCount: z.number().int(),
  rewardedCount: z.number().int(),
  /** The reward coupons the passenger received from this campaign. */
  rewards: z.array(UserCoupon),
});
export type MyInviteUsersData = z.infer<typeof MyInviteUsersData>;

/** The passenger's invitees in a campaign, and their rewards: myUserList. */
export const myInviteUsers = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/activity/invite_user/getMyInviteUser',
  summary: "The passenger's invitees and rewards in a campaign",
  isPublic: false,
  needsClientHeaders: true,
  query: MyInviteUsersQuery,
  data: MyInviteUsersData,
});

/** Any text up to 64 characters: the server reads the code, and anything it did not make is 邀请链接无效 (2620). */
export const InviterInfoQuery = z.object({
  inviteCode: z.string({ error: '邀请链接无效' }).trim().min(1, '邀请链接无效').max(64, '邀请链接无效'),
});
export type InviterInfoQuery = z.input<typeof InviterInfoQuery>;

/** The invitee's landing page: who invites (masked) and to which campaign; refused 邀请链接无效 when forged. */
export const inviterInfo = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/activity/invite_user/inviterInfo',
  summary: 'Who an invite link is from, masked, and its campaign',
  isPublic: true,
  needsClientHeaders: true,
  query: InviterInfoQuery,
  data: z.object({ inviterPhoneMasked: z.string(), activity: InviteActivity }),
});

export const InviteRegisterBody = z.object({
  inviteCode: InviterInfoQuery.shape.inviteCode,
  activityId: Id,
  phoneNum: MobilePhone,
  code: SmsCode,
  isPersistent: IsPersistent,
});
export type InviteRegisterBody = z.input<typeof InviteRegisterBody>;

export const InviteRegisterData = LoginInfoData.extend({
  /** The account was created by this registration. */
  isNewUser: z.boolean(),
  /** The invitation counts for the inviter (false for an existing account or a self-invite). */
  isInvitationCounted: z.boolean(),
  /** Why it does not count, in Chinese, to show the passenger ('' when it counts). */
  notCountedReason: z.string(),
  /** The new-user coupon received, or null when none was given. */
  newUserCoupon: UserCoupon.nullable(),
});
export type InviteRegisterData = z.infer<typeof InviteRegisterData>;

/**
 * Registers (or logs in) by SMS from an invite link (SMS functionType baseLogin). A new account is recorded
 * as the inviter's invitee and receives the campaign's new-user coupon; an account that existed before, the
 * inviter's own phone or a device the inviter used earn nothing and are told so.
 */
export const inviteRegister = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.api,
  path: '/activity/invite_user/register',
  summary: 'Registers or logs in from an invite link by SMS',
  isPublic: true,
  needsClientHeaders: true,
  body: InviteRegisterBody,
  data: InviteRegisterData,
});
