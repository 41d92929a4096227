import type { CreateInviteCampaignBody, UpdateInviteCampaignBody } from '@udian/contracts/endpoints/ops/invitations/invite-campaigns';
import type { z } from 'zod';
import type { InviteCampaignCommitHook, InviteCampaignsService } from '../../promotions/invitations/invite-campaigns.service';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { AuditAction } from '../audit/audit-actions';

/**
 * The console's 邀请有礼: promotions' invitation campaigns do the work, and each write is recorded in the
 * audit log inside its own transaction (the hook runs before it commits).
 */
export const createInvitationDeskService = ({ campaigns, audit }: { campaigns: InviteCampaignsService; audit: AuditService }) => {
  const audited =
    (actor: AuditActor, action: AuditAction | ((after: { isPaused: boolean }) => AuditAction), summary: (name: string) => string): InviteCampaignCommitHook =>
    (tx, { before, after }) =>
      audit.record(
        actor,
        {
          action: typeof action === 'function' ? action(after) : action,
          targetType: 'inviteCampaign',
          targetId: after.id,
          summary: summary(after.name),
          before: before ?? undefined,
          after,
        },
        tx,
      );

  return {
    list: () => campaigns.list(),
    report: (campaignId: string) => campaigns.report(campaignId),
    invitations: campaigns.invitations,

    create: (actor: AuditActor, input: z.output<typeof CreateInviteCampaignBody>) =>
      campaigns.create(input, audited(actor, 'inviteCampaign.create', (name) => `创建邀请活动「${name}」`)),

    update: (actor: AuditActor, input: z.output<typeof UpdateInviteCampaignBody>) =>
      campaigns.update(input, audited(actor, 'inviteCampaign.update', (name) => `修改邀请活动「${name}」`)),

    setPaused: (actor: AuditActor, input: { id: string; isPaused: boolean }) =>
      campaigns.setPaused(
        input,
        audited(
          actor,
          (after) => (after.isPaused ? 'inviteCampaign.pause' : 'inviteCampaign.resume'),
          (name) => `${input.isPaused ? '暂停' : '恢复'}邀请活动「${name}」`,
        ),
      ),
  };
};

export type InvitationDeskService = ReturnType<typeof createInvitationDeskService>;
