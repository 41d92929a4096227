import { z } from 'zod';
import { defineOperatorEndpoint } from '../../../operator-endpoint';
import { Id, ServiceDate } from '../../../schemas/common';
import { PageQuery } from '../../../schemas/operators';

/**
 * 邀请有礼 in the operator console (decision 045): the invitation campaigns (dates, the invitee's new-user
 * coupon, the inviter's reward coupon, the cap per inviter, the rules text, pause), each campaign's report
 * and its invitations. Dates are Asia/Shanghai service dates: a campaign runs from the first day's 00:00 to
 * the end of the last day.
 */

/** A coupon template a campaign may hand out (not archived, not the lateness compensation's). */
export const InviteTemplateOption = z.object({ id: Id, name: z.string(), summary: z.string() });
export type InviteTemplateOption = z.infer<typeof InviteTemplateOption>;

export const InviteCampaignStatus = z.enum(['upcoming', 'running', 'paused', 'ended']);
export type InviteCampaignStatus = z.infer<typeof InviteCampaignStatus>;

export const OpsInviteCampaign = z.object({
  id: Id,
  name: z.string(),
  startDate: ServiceDate,
  endDate: ServiceDate,
  startsAt: z.string(),
  endsAt: z.string(),
  newUserTemplate: z.object({ id: Id, name: z.string() }),
  rewardTemplate: z.object({ id: Id, name: z.string() }),
  rewardCap: z.number().int(),
  rules: z.string(),
  isPaused: z.boolean(),
  status: InviteCampaignStatus,
  updatedAt: z.string(),
});
export type OpsInviteCampaign = z.infer<typeof OpsInviteCampaign>;

/** Every invitation campaign, newest first, with the templates the form may choose from. */
export const listInviteCampaigns = defineOperatorEndpoint({
  method: 'GET',
  path: '/invitations/campaigns',
  summary: 'Invitation campaigns, and the coupon templates they may hand out',
  roles: ['admin', 'service', 'finance'],
  data: z.object({ campaigns: z.array(OpsInviteCampaign), templates: z.array(InviteTemplateOption) }),
});

const CampaignName = z.string({ error: '请填写活动名称' }).trim().min(2, '活动名称至少 2 个字').max(40, '活动名称不能超过 40 个字');
const RewardCap = z.coerce.number({ error: '请填写奖励上限' }).int('奖励上限须为整数').min(1, '奖励上限至少为 1').max(1000, '奖励上限不能超过 1000');
const Rules = z.string().trim().max(2000, '活动规则不能超过 2000 个字');

const campaignFields = {
  name: CampaignName,
  startDate: ServiceDate,
  endDate: ServiceDate,
  newUserTemplateId: Id,
  rewardTemplateId: Id,
  rewardCap: RewardCap,
  rules: Rules.default(''),
};

export const CreateInviteCampaignBody = z
  .object(campaignFields)
  .refine((b) => b.endDate >= b.startDate, { message: '结束日期不能早于开始日期', path: ['endDate'] });
export type CreateInviteCampaignBody = z.input<typeof CreateInviteCampaignBody>;

export const createInviteCampaign = defineOperatorEndpoint({
  method: 'POST',
  path: '/invitations/campaigns/create',
  summary: 'Creates an invitation campaign',
  roles: ['admin'],
  body: CreateInviteCampaignBody,
  data: z.object({ campaign: OpsInviteCampaign }),
});

export const UpdateInviteCampaignBody = z
  .object({
    id: Id,
    name: CampaignName.optional(),
    startDate: ServiceDate.optional(),
    endDate: ServiceDate.optional(),
    newUserTemplateId: Id.optional(),
    rewardTemplateId: Id.optional(),
    rewardCap: RewardCap.optional(),
    rules: Rules.optional(),
  })
  .refine((b) => Object.keys(b).some((key) => key !== 'id'), '没有要修改的内容')
  .refine((b) => !b.startDate || !b.endDate || b.endDate >= b.startDate, { message: '结束日期不能早于开始日期', path: ['endDate'] });
export type UpdateInviteCampaignBody = z.input<typeof UpdateInviteCampaignBody>;

/** Changes a campaign; invitations already recorded keep their coupons and rewards. */
export const updateInviteCampaign = defineOperatorEndpoint({
  method: 'POST',
  path: '/invitations/campaigns/update',
  summary: 'Changes an invitation campaign',
  roles: ['admin'],
  body: UpdateInviteCampaignBody,
  data: z.object({ campaign: OpsInviteCampaign }),
});

export const PauseInviteCampaignBody = z.object({ id: Id, isPaused: z.boolean({ error: '请选择暂停或恢复' }) });
export type PauseInviteCampaignBody = z.input<typeof PauseInviteCampaignBody>;

/** Pauses (no new registrations from links; rewards already earned are still given) or resumes a campaign. */
export const pauseInviteCampaign = defineOperatorEndpoint({
  method: 'POST',
  path: '/invitations/campaigns/pause',
  summary: 'Pauses or resumes an invitation campaign',
  roles: ['admin'],
  body: PauseInviteCampaignBody,
  data: z.object({ campaign: OpsInviteCampaign }),
});

export const InviteCampaignReport = z.object({
  /** Inviters with at least one registration from their link. */
  inviters: z.number().int(),
  registrations: z.number().int(),
  /** Self-invites refused: registered on a device the inviter used. */
  refused: z.number().int(),
  firstRides: z.number().int(),
  rewarded: z.number().int(),
  /** Invitees who rode after their inviter had reached the cap. */
  capped: z.number().int(),
  /** Registered, no checked-in ride yet. */
  waiting: z.number().int(),
});
export type InviteCampaignReport = z.infer<typeof InviteCampaignReport>;

export const InviteCampaignQuery = z.object({ campaignId: Id });

export const inviteCampaignReport = defineOperatorEndpoint({
  method: 'GET',
  path: '/invitations/report',
  summary: "An invitation campaign's report: inviters, registrations, refusals, first rides, rewards",
  roles: ['admin', 'service', 'finance'],
  query: InviteCampaignQuery,
  data: z.object({ campaign: OpsInviteCampaign, report: InviteCampaignReport }),
});

export const InvitationRewardState = z.enum(['waiting', 'rewarded', 'capped', 'refused']);
export type InvitationRewardState = z.infer<typeof InvitationRewardState>;

export const OpsInvitation = z.object({
  id: Id,
  inviterPhoneMasked: z.string(),
  inviteePhoneMasked: z.string(),
  registeredAt: z.string(),
  firstRideAt: z.string().nullable(),
  rewardState: InvitationRewardState,
  /** Why a refused one earns nothing, in Chinese; '' otherwise. */
  refusedReason: z.string(),
  rewardedAt: z.string().nullable(),
});
export type OpsInvitation = z.infer<typeof OpsInvitation>;

export const InvitationListQuery = z.object({ campaignId: Id, state: InvitationRewardState.optional(), ...PageQuery });
export type InvitationListQuery = z.input<typeof InvitationListQuery>;

/** A campaign's invitations, newest first, with phones masked. */
export const listInvitations = defineOperatorEndpoint({
  method: 'GET',
  path: '/invitations/list',
  summary: "An invitation campaign's invitations, phones masked",
  roles: ['admin', 'service', 'finance'],
  query: InvitationListQuery,
  data: z.object({ items: z.array(OpsInvitation), total: z.number().int() }),
});
