import type { Db } from '../../../db/database';
import type { PromotionsAccountsPort, PromotionsBuyingPort } from '../promotions.ports';
import type { InvitationsRepository, RewardCandidate } from './invitations.repository';

const BATCH = 200;
/** A run settles at most this many batches; what is left waits for the next run. */
const MAX_BATCHES = 20;

export type InviteRewardsDeps = {
  db: Db;
  invitations: InvitationsRepository;
  accounts: Pick<PromotionsAccountsPort, 'lockUser'>;
  buying: Pick<PromotionsBuyingPort, 'grantCoupon'>;
  now?: () => Date;
};

/**
 * The inviter's reward (decision 045): once an invitee's first paid ticket is checked in, the inviter gets
 * the campaign's reward coupon, or the invitation is marked capped when the inviter already holds the
 * campaign's cap. Each invitation is settled in a transaction under the inviter's user lock (so the cap is a
 * plain count), by a conditional update on reward_state = 'waiting' (so a second run, or a second server,
 * finds it settled and gives nothing). Run by the invite-rewards job, and for one inviter before their list.
 */
export const createInviteRewards = ({ db, invitations, accounts, buying, now = () => new Date() }: InviteRewardsDeps) => {
  const settleOne = (candidate: RewardCandidate): Promise<'rewarded' | 'capped' | null> =>
    db.transaction().execute(async (tx) => {
      await accounts.lockUser(candidate.inviter_id, tx);
      const given = await invitations.countRewarded(candidate.inviter_id, candidate.campaign_id, tx);
      const state = given >= candidate.reward_cap ? 'capped' : 'rewarded';
      const at = now();
      if (!(await invitations.settle(candidate.id, { state, ticketId: candidate.ticket_id, rideAt: candidate.checked_at, at }, tx))) return null;
      if (state === 'rewarded') {
        const couponId = await buying.grantCoupon(
          {
            userId: candidate.inviter_id,
            templateId: candidate.reward_template_id,
            source: 'invite_reward',
            sourceId: candidate.id,
            note: `${candidate.campaign_name}：好友完成首次乘车`,
            at,
          },
          tx,
        );
        await invitations.setRewardCoupon(candidate.id, couponId, tx);
      }
      return state;
    });

  return {
    /** Settles every invitee who has ridden (of one inviter when given); answers what it did. */
    settle: async (inviterId: number | null = null): Promise<{ rewarded: number; capped: number; refusedRides: number }> => {
      const done = { rewarded: 0, capped: 0, refusedRides: await invitations.recordRefusedFirstRides(inviterId) };
      for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
        const candidates = await invitations.findRewardCandidates(BATCH, inviterId);
        for (const candidate of candidates) {
          const state = await settleOne(candidate);
          if (state) done[state] += 1;
        }
        if (candidates.length < BATCH) break;
      }
      return done;
    },
  };
};

export type InviteRewards = ReturnType<typeof createInviteRewards>;
