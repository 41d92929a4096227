import type {
  CreateInviteCampaignBody,
  InviteCampaignReport,
  InviteCampaignStatus,
  InviteTemplateOption,
  OpsInvitation,
  OpsInviteCampaign,
  UpdateInviteCampaignBody,
} from '@udian/contracts/endpoints/ops/invitations/invite-campaigns';
import { maskPhone } from '@udian/contracts/masking';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/database';
import type { InvitationRewardState } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { addDays, shanghaiDate, shanghaiInstant } from '../../../time/shanghai-time';
import type { InviteRewards } from './invite-rewards';
import { refusedReasonText } from './invitations.service';
import type { InviteCampaignRow, InviteCampaignValues, InvitationsRepository, OfferedTemplateRow } from './invitations.repository';

/** Runs in a campaign write's transaction before it commits: the console's audit entry. */
export type InviteCampaignCommitHook = (tx: DbOrTx, change: { before: OpsInviteCampaign | null; after: OpsInviteCampaign }) => Promise<void>;

type CreateInput = z.output<typeof CreateInviteCampaignBody>;
type UpdateInput = z.output<typeof UpdateInviteCampaignBody>;

const yuan = (cents: number): string => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2).replace(/0$/, ''));

/** A template's terms in a few words, for the console's choice of coupon. */
export const templateSummary = (t: Pick<OfferedTemplateRow, 'kind' | 'amount_cents' | 'ratio_percent' | 'max_discount_cents' | 'threshold_cents' | 'valid_days'>): string => {
  const off =
    t.kind === 'amount'
      ? `减 ${yuan(t.amount_cents)} 元`
      : t.kind === 'ratio'
        ? `${t.ratio_percent / 10} 折${t.max_discount_cents > 0 ? `，最多减 ${yuan(t.max_discount_cents)} 元` : ''}`
        : '免费乘车一次';
  const threshold = t.threshold_cents > 0 ? `满 ${yuan(t.threshold_cents)} 元可用` : '无门槛';
  const validity = t.valid_days === null ? '固定有效期' : `领取后 ${t.valid_days} 天有效`;
  return `${off}，${threshold}，${validity}`;
};

/**
 * The invitation campaigns as operators run them (decision 045): create, change, pause; a campaign's report
 * and invitations. One campaign at a time: dates may not overlap another campaign's, checked under a table
 * lock so that two operators cannot both create overlapping ones. Each write runs the caller's commit hook
 * (the audit entry) in its transaction.
 */
export const createInviteCampaignsService = ({
  db,
  invitations,
  rewards,
  now = () => new Date(),
}: {
  db: Db;
  invitations: InvitationsRepository;
  rewards: Pick<InviteRewards, 'settle'>;
  now?: () => Date;
}) => {
  const statusOf = (row: InviteCampaignRow, at: Date): InviteCampaignStatus => {
    if (row.ends_at <= at) return 'ended';
    if (row.is_paused) return 'paused';
    return row.starts_at > at ? 'upcoming' : 'running';
  };

  const toView = (row: InviteCampaignRow, names: Map<number, string>, at: Date): OpsInviteCampaign => ({
    id: String(row.id),
    name: row.name,
    startDate: shanghaiDate(row.starts_at),
    endDate: shanghaiDate(new Date(row.ends_at.getTime() - 1)),
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    newUserTemplate: { id: String(row.new_user_template_id), name: names.get(row.new_user_template_id) ?? '' },
    rewardTemplate: { id: String(row.reward_template_id), name: names.get(row.reward_template_id) ?? '' },
    rewardCap: row.reward_cap,
    rules: row.rules,
    isPaused: row.is_paused,
    status: statusOf(row, at),
    updatedAt: row.updated_at.toISOString(),
  });

  const viewOf = async (row: InviteCampaignRow, tx: DbOrTx = db): Promise<OpsInviteCampaign> =>
    toView(row, await invitations.templateNames([row.new_user_template_id, row.reward_template_id], tx), now());

  /** The dates as instants: from the first day's 00:00 to the end of the last, Asia/Shanghai. */
  const windowOf = (startDate: string, endDate: string) => ({ starts_at: shanghaiInstant(startDate, 0), ends_at: shanghaiInstant(addDays(endDate, 1), 0) });

  /** The checks a campaign's values must pass, under the table lock. */
  const checkValues = async (id: number | null, values: InviteCampaignValues, isEndChanged: boolean, tx: DbOrTx) => {
    for (const templateId of new Set([values.new_user_template_id, values.reward_template_id])) {
      if (!(await invitations.isTemplateOffered(templateId, tx))) throw new AppError('inviteTemplateUnusable');
    }
    if (isEndChanged && values.ends_at <= shanghaiInstant(shanghaiDate(now()), 0)) throw new AppError('inviteCampaignEndPassed');
    if (await invitations.overlapping(id, values.starts_at, values.ends_at, tx)) throw new AppError('inviteCampaignOverlap');
  };

  const lockTable = (tx: DbOrTx) => sql`LOCK TABLE invite_campaigns IN SHARE ROW EXCLUSIVE MODE`.execute(tx);

  return {
    list: async (): Promise<{ campaigns: OpsInviteCampaign[]; templates: InviteTemplateOption[] }> => {
      const [rows, templates] = await Promise.all([invitations.listCampaigns(), invitations.listOfferedTemplates()]);
      const names = await invitations.templateNames(rows.flatMap((r) => [r.new_user_template_id, r.reward_template_id]));
      const at = now();
      return {
        campaigns: rows.map((row) => toView(row, names, at)),
        templates: templates.map((t) => ({ id: String(t.id), name: t.name, summary: templateSummary(t) })),
      };
    },

    create: (input: CreateInput, onCommit: InviteCampaignCommitHook): Promise<{ campaign: OpsInviteCampaign }> =>
      db.transaction().execute(async (tx) => {
        await lockTable(tx);
        const values: InviteCampaignValues = {
          name: input.name,
          ...windowOf(input.startDate, input.endDate),
          new_user_template_id: Number(input.newUserTemplateId),
          reward_template_id: Number(input.rewardTemplateId),
          reward_cap: input.rewardCap,
          rules: input.rules,
          is_paused: false,
        };
        await checkValues(null, values, true, tx);
        const campaign = await viewOf(await invitations.insertCampaign(values, now(), tx), tx);
        await onCommit(tx, { before: null, after: campaign });
        return { campaign };
      }),

    update: (input: UpdateInput, onCommit: InviteCampaignCommitHook): Promise<{ campaign: OpsInviteCampaign }> =>
      db.transaction().execute(async (tx) => {
        await lockTable(tx);
        const row = await invitations.lockCampaign(Number(input.id), tx);
        if (!row) throw new AppError('inviteCampaignNotFound');
        const before = await viewOf(row, tx);
        const window = windowOf(input.startDate ?? before.startDate, input.endDate ?? before.endDate);
        if (window.ends_at <= window.starts_at) throw new AppError('invalidParams', '结束日期不能早于开始日期');
        const values: InviteCampaignValues = {
          name: input.name ?? row.name,
          ...window,
          new_user_template_id: input.newUserTemplateId ? Number(input.newUserTemplateId) : row.new_user_template_id,
          reward_template_id: input.rewardTemplateId ? Number(input.rewardTemplateId) : row.reward_template_id,
          reward_cap: input.rewardCap ?? row.reward_cap,
          rules: input.rules ?? row.rules,
          is_paused: row.is_paused,
        };
        // An ended campaign keeps its past end date when other fields change; a new end date may not be past.
        await checkValues(row.id, values, input.endDate !== undefined && input.endDate !== before.endDate, tx);
        const after = await viewOf(await invitations.updateCampaign(row.id, values, now(), tx), tx);
        await onCommit(tx, { before, after });
        return { campaign: after };
      }),

    setPaused: (input: { id: string; isPaused: boolean }, onCommit: InviteCampaignCommitHook): Promise<{ campaign: OpsInviteCampaign }> =>
      db.transaction().execute(async (tx) => {
        const row = await invitations.lockCampaign(Number(input.id), tx);
        if (!row) throw new AppError('inviteCampaignNotFound');
        const before = await viewOf(row, tx);
        const after = await viewOf(await invitations.updateCampaign(row.id, { is_paused: input.isPaused }, now(), tx), tx);
        await onCommit(tx, { before, after });
        return { campaign: after };
      }),

    /** The report counts rewards as of now: the settle step runs first, as the inviter's own list does. */
    report: async (campaignId: string): Promise<{ campaign: OpsInviteCampaign; report: InviteCampaignReport }> => {
      const row = await invitations.findCampaign(Number(campaignId));
      if (!row) throw new AppError('inviteCampaignNotFound');
      await rewards.settle();
      return { campaign: await viewOf(row), report: await invitations.report(row.id) };
    },

    invitations: async (query: {
      campaignId: string;
      state?: InvitationRewardState;
      page: number;
      pageSize: number;
    }): Promise<{ items: OpsInvitation[]; total: number }> => {
      const row = await invitations.findCampaign(Number(query.campaignId));
      if (!row) throw new AppError('inviteCampaignNotFound');
      const { rows, total } = await invitations.listByCampaign(row.id, {
        state: query.state ?? null,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return {
        total,
        items: rows.map((r) => ({
          id: String(r.id),
          inviterPhoneMasked: maskPhone(r.inviter_phone),
          inviteePhoneMasked: maskPhone(r.invitee_phone),
          registeredAt: r.registered_at.toISOString(),
          firstRideAt: r.first_ride_at?.toISOString() ?? null,
          rewardState: r.reward_state,
          refusedReason: r.refused_reason ? refusedReasonText[r.refused_reason] : '',
          rewardedAt: r.rewarded_at?.toISOString() ?? null,
        })),
      };
    },
  };
};

export type InviteCampaignsService = ReturnType<typeof createInviteCampaignsService>;