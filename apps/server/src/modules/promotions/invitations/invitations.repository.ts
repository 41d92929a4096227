import { sql, type Selectable } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import type { CouponKind, InvitationRefusedReason, InvitationRewardState, InviteCampaignTable } from '../../../db/schema';

export type InviteCampaignRow = Selectable<InviteCampaignTable>;

export type InviteCampaignValues = {
  name: string;
  starts_at: Date;
  ends_at: Date;
  new_user_template_id: number;
  reward_template_id: number;
  reward_cap: number;
  rules: string;
  is_paused: boolean;
};

export type OfferedTemplateRow = {
  id: number;
  name: string;
  kind: CouponKind;
  amount_cents: number;
  ratio_percent: number;
  max_discount_cents: number;
  threshold_cents: number;
  valid_days: number | null;
};

/** One invitee as the inviter's list and the console show it (phones in full: the service masks them). */
export type InvitationRow = {
  id: number;
  campaign_id: number;
  inviter_id: number;
  inviter_phone: string;
  invitee_id: number;
  invitee_phone: string;
  registered_at: Date;
  first_ride_at: Date | null;
  reward_state: InvitationRewardState;
  refused_reason: InvitationRefusedReason | null;
  reward_coupon_id: number | null;
  rewarded_at: Date | null;
};

/** A waiting invitation whose invitee has ridden: the first checked-in ticket of a paid order. */
export type RewardCandidate = {
  id: number;
  inviter_id: number;
  campaign_id: number;
  reward_template_id: number;
  reward_cap: number;
  campaign_name: string;
  ticket_id: number;
  checked_at: Date;
};

export type InviteCampaignReport = {
  inviters: number;
  registrations: number;
  /** Self-invites from a device the inviter used (the inviter's own phone is an existing account: no row). */
  refused: number;
  firstRides: number;
  rewarded: number;
  capped: number;
  waiting: number;
};

const invitationColumns = [
  'i.id',
  'i.campaign_id',
  'i.inviter_id',
  'inviter.phone as inviter_phone',
  'i.invitee_id',
  'invitee.phone as invitee_phone',
  'i.registered_at',
  'i.first_ride_at',
  'i.reward_state',
  'i.refused_reason',
  'i.reward_coupon_id',
  'i.rewarded_at',
] as const;

/** bigint columns may come back as strings from the pg driver: ids leave here as numbers. */
const toInvitation = (row: InvitationRow): InvitationRow => ({
  ...row,
  id: Number(row.id),
  campaign_id: Number(row.campaign_id),
  inviter_id: Number(row.inviter_id),
  invitee_id: Number(row.invitee_id),
  reward_coupon_id: row.reward_coupon_id === null ? null : Number(row.reward_coupon_id),
});

const toCampaign = (row: InviteCampaignRow): InviteCampaignRow => ({
  ...row,
  id: Number(row.id),
  new_user_template_id: Number(row.new_user_template_id),
  reward_template_id: Number(row.reward_template_id),
});

/**
 * The invitation campaign's tables. Invitees' and inviters' phones are read with a join on users, and an
 * invitee's first ride from orders and tickets: in each case one query is the point (decision 045).
 */
export const createInvitationsRepository = (db: DbOrTx) => ({
  /** The campaign running at `at` (not paused, started, not ended), the latest started when several are. */
  findRunning: async (at: Date, tx: DbOrTx = db): Promise<InviteCampaignRow | undefined> => {
    const row = await tx
      .selectFrom('invite_campaigns')
      .selectAll()
      .where('is_paused', '=', false)
      .where('starts_at', '<=', at)
      .where('ends_at', '>', at)
      .orderBy('starts_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return row && toCampaign(row);
  },

  /** Whether a campaign (not paused) starts after `at`: the link is early rather than late. */
  hasUpcoming: async (at: Date, tx: DbOrTx = db): Promise<boolean> => {
    const row = await tx.selectFrom('invite_campaigns').select('id').where('is_paused', '=', false).where('starts_at', '>', at).executeTakeFirst();
    return row !== undefined;
  },

  findCampaign: async (id: number, tx: DbOrTx = db): Promise<InviteCampaignRow | undefined> => {
    const row = await tx.selectFrom('invite_campaigns').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toCampaign(row);
  },

  lockCampaign: async (id: number, tx: DbOrTx): Promise<InviteCampaignRow | undefined> => {
    const row = await tx.selectFrom('invite_campaigns').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    return row && toCampaign(row);
  },

  listCampaigns: async (tx: DbOrTx = db): Promise<InviteCampaignRow[]> =>
    (await tx.selectFrom('invite_campaigns').selectAll().orderBy('starts_at', 'desc').orderBy('id', 'desc').execute()).map(toCampaign),

  insertCampaign: async (values: InviteCampaignValues, at: Date, tx: DbOrTx): Promise<InviteCampaignRow> =>
    toCampaign(await tx.insertInto('invite_campaigns').values({ ...values, created_at: at, updated_at: at }).returningAll().executeTakeFirstOrThrow()),

  updateCampaign: async (id: number, changes: Partial<InviteCampaignValues>, at: Date, tx: DbOrTx): Promise<InviteCampaignRow> =>
    toCampaign(await tx.updateTable('invite_campaigns').set({ ...changes, updated_at: at }).where('id', '=', id).returningAll().executeTakeFirstOrThrow()),

  /** The coupon templates a campaign may hand out: general-purpose, not archived, newest first. */
  listOfferedTemplates: async (tx: DbOrTx = db): Promise<OfferedTemplateRow[]> =>
    (
      await tx
        .selectFrom('coupon_templates')
        .select(['id', 'name', 'kind', 'amount_cents', 'ratio_percent', 'max_discount_cents', 'threshold_cents', 'valid_days'])
        .where('is_archived', '=', false)
        .where('purpose', '=', 'general')
        .orderBy('id', 'desc')
        .execute()
    ).map((row) => ({ ...row, id: Number(row.id) })),

  /** Template names by id (archived ones too: a past campaign still names its coupons). */
  templateNames: async (ids: readonly number[], tx: DbOrTx = db): Promise<Map<number, string>> => {
    if (ids.length === 0) return new Map();
    const rows = await tx.selectFrom('coupon_templates').select(['id', 'name']).where('id', 'in', [...new Set(ids)]).execute();
    return new Map(rows.map((row) => [Number(row.id), row.name]));
  },

  /** Whether another campaign's window overlaps [from, to). */
  overlapping: async (exceptId: number | null, from: Date, to: Date, tx: DbOrTx): Promise<boolean> => {
    let query = tx.selectFrom('invite_campaigns').select('id').where('starts_at', '<', to).where('ends_at', '>', from);
    if (exceptId !== null) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  },

  /** Whether a coupon template exists and is still offered (not archived). */
  isTemplateOffered: async (templateId: number, tx: DbOrTx = db): Promise<boolean> => {
    const row = await tx
      .selectFrom('coupon_templates')
      .select('id')
      .where('id', '=', templateId)
      .where('is_archived', '=', false)
      .where('purpose', '=', 'general')
      .executeTakeFirst();
    return row !== undefined;
  },

  /** The user's phone, or undefined when there is no such account. */
  phoneOf: async (userId: number, tx: DbOrTx = db): Promise<string | undefined> =>
    (await tx.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirst())?.phone,

  insertInvitation: async (
    invitation: {
      campaignId: number;
      inviterId: number;
      inviteeId: number;
      deviceId: string;
      at: Date;
      refusedReason: InvitationRefusedReason | null;
    },
    tx: DbOrTx,
  ): Promise<number> => {
    const row = await tx
      .insertInto('invitations')
      .values({
        campaign_id: invitation.campaignId,
        inviter_id: invitation.inviterId,
        invitee_id: invitation.inviteeId,
        invitee_device_id: invitation.deviceId,
        registered_at: invitation.at,
        reward_state: invitation.refusedReason ? 'refused' : 'waiting',
        refused_reason: invitation.refusedReason,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  },

  /** The inviter's invitees in a campaign, newest first. */
  listByInviter: async (inviterId: number, campaignId: number, tx: DbOrTx = db): Promise<InvitationRow[]> =>
    (
      await tx
        .selectFrom('invitations as i')
        .innerJoin('users as inviter', 'inviter.id', 'i.inviter_id')
        .innerJoin('users as invitee', 'invitee.id', 'i.invitee_id')
        .select(invitationColumns)
        .where('i.inviter_id', '=', inviterId)
        .where('i.campaign_id', '=', campaignId)
        .orderBy('i.registered_at', 'desc')
        .orderBy('i.id', 'desc')
        .execute()
    ).map(toInvitation),

  /** A campaign's invitations for the console, newest first, optionally in one reward state. */
  listByCampaign: async (
    campaignId: number,
    { state, limit, offset }: { state: InvitationRewardState | null; limit: number; offset: number },
    tx: DbOrTx = db,
  ): Promise<{ rows: InvitationRow[]; total: number }> => {
    let query = tx.selectFrom('invitations as i').where('i.campaign_id', '=', campaignId);
    if (state) query = query.where('i.reward_state', '=', state);
    const [rows, count] = await Promise.all([
      query
        .innerJoin('users as inviter', 'inviter.id', 'i.inviter_id')
        .innerJoin('users as invitee', 'invitee.id', 'i.invitee_id')
        .select(invitationColumns)
        .orderBy('i.registered_at', 'desc')
        .orderBy('i.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(toInvitation), total: Number(count.n) };
  },

  /** Rewards given to the inviter in the campaign (the cap counts these). */
  countRewarded: async (inviterId: number, campaignId: number, tx: DbOrTx = db): Promise<number> => {
    const row = await tx
      .selectFrom('invitations')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('inviter_id', '=', inviterId)
      .where('campaign_id', '=', campaignId)
      .where('reward_state', '=', 'rewarded')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /**
   * Waiting invitations whose invitee has ridden: the earliest checked-in ticket of a paid order (a refunded
   * order's tickets are refunded, never used). Of one inviter when given, oldest first.
   */
  findRewardCandidates: async (limit: number, inviterId: number | null, tx: DbOrTx = db): Promise<RewardCandidate[]> => {
    const result = await sql<RewardCandidate>`
      SELECT i.id, i.inviter_id, i.campaign_id, c.reward_template_id, c.reward_cap, c.name AS campaign_name,
             ride.ticket_id, ride.checked_at
      FROM invitations i
      JOIN invite_campaigns c ON c.id = i.campaign_id
      CROSS JOIN LATERAL (
        SELECT t.id AS ticket_id, t.checked_at
        FROM orders o JOIN tickets t ON t.order_id = o.id
        WHERE o.user_id = i.invitee_id AND o.status = 'paid' AND t.status = 'used' AND t.checked_at IS NOT NULL
        ORDER BY t.checked_at, t.id
        LIMIT 1
      ) ride
      WHERE i.reward_state = 'waiting' AND (${inviterId}::bigint IS NULL OR i.inviter_id = ${inviterId}::bigint)
      ORDER BY i.id
      LIMIT ${limit}`.execute(tx);
    return result.rows.map((r) => ({
      ...r,
      id: Number(r.id),
      inviter_id: Number(r.inviter_id),
      campaign_id: Number(r.campaign_id),
      reward_template_id: Number(r.reward_template_id),
      ticket_id: Number(r.ticket_id),
    }));
  },

  /**
   * Settles a waiting invitation once: the conditional update on reward_state = 'waiting' is what makes a
   * second run (or instance) find nothing to do. Answers false when it was settled meanwhile.
   */
  settle: async (
    id: number,
    settled: { state: 'rewarded' | 'capped'; ticketId: number; rideAt: Date; at: Date },
    tx: DbOrTx,
  ): Promise<boolean> => {
    const row = await tx
      .updateTable('invitations')
      .set({
        reward_state: settled.state,
        first_ticket_id: settled.ticketId,
        first_ride_at: settled.rideAt,
        rewarded_at: settled.state === 'rewarded' ? settled.at : null,
      })
      .where('id', '=', id)
      .where('reward_state', '=', 'waiting')
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },

  setRewardCoupon: async (id: number, couponId: number, tx: DbOrTx): Promise<void> => {
    await tx.updateTable('invitations').set({ reward_coupon_id: couponId }).where('id', '=', id).execute();
  },

  /** A refused invitee's first ride is still shown (it earns nothing): recorded once, by one statement. */
  recordRefusedFirstRides: async (inviterId: number | null, tx: DbOrTx = db): Promise<number> => {
    const result = await sql`
      UPDATE invitations i SET first_ticket_id = ride.ticket_id, first_ride_at = ride.checked_at
      FROM (
        SELECT DISTINCT ON (r.id) r.id, t.id AS ticket_id, t.checked_at
        FROM invitations r
        JOIN orders o ON o.user_id = r.invitee_id AND o.status = 'paid'
        JOIN tickets t ON t.order_id = o.id AND t.status = 'used' AND t.checked_at IS NOT NULL
        WHERE r.reward_state = 'refused' AND r.first_ride_at IS NULL
          AND (${inviterId}::bigint IS NULL OR r.inviter_id = ${inviterId}::bigint)
        ORDER BY r.id, t.checked_at, t.id
      ) ride
      WHERE i.id = ride.id AND i.first_ride_at IS NULL`.execute(tx);
    return Number(result.numAffectedRows ?? 0);
  },

  /** The console's report of a campaign. */
  report: async (campaignId: number, tx: DbOrTx = db): Promise<InviteCampaignReport> => {
    const row = await tx
      .selectFrom('invitations')
      .where('campaign_id', '=', campaignId)
      .select((eb) => [
        eb.fn.count<string>('inviter_id').distinct().as('inviters'),
        eb.fn.countAll<string>().as('registrations'),
        sql<string>`count(*) FILTER (WHERE reward_state = 'refused')`.as('refused'),
        sql<string>`count(*) FILTER (WHERE first_ride_at IS NOT NULL)`.as('first_rides'),
        sql<string>`count(*) FILTER (WHERE reward_state = 'rewarded')`.as('rewarded'),
        sql<string>`count(*) FILTER (WHERE reward_state = 'capped')`.as('capped'),
        sql<string>`count(*) FILTER (WHERE reward_state = 'waiting')`.as('waiting'),
      ])
      .executeTakeFirstOrThrow();
    return {
      inviters: Number(row.inviters),
      registrations: Number(row.registrations),
      refused: Number(row.refused),
      firstRides: Number(row.first_rides),
      rewarded: Number(row.rewarded),
      capped: Number(row.capped),
      waiting: Number(row.waiting),
    };
  },
});

export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;
