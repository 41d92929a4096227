import { sql } from 'kysely';
import type { Db } from '../db/database';
import { createCouponRepository } from '../modules/buying/coupons/coupons.repository';
import { createInvitationsRepository } from '../modules/promotions/invitations/invitations.repository';

/**
 * The control of the invite-reward race: the settle step's own read and grant, without the inviter's lock
 * and without the conditional update on reward_state = 'waiting' (the row is overwritten whatever its state).
 * The pause between the read and the write is what a busy server would add. Answers the rewards it gave.
 */
export const settleWithoutGuard = async (db: Db, inviterId: number, at: Date): Promise<number> => {
  const invitations = createInvitationsRepository(db);
  const coupons = createCouponRepository(db);
  const candidates = await invitations.findRewardCandidates(100, inviterId);
  let given = 0;
  for (const candidate of candidates) {
    await db.transaction().execute(async (tx) => {
      const rewarded = await invitations.countRewarded(candidate.inviter_id, candidate.campaign_id, tx);
      await sql`SELECT pg_sleep(0.05)`.execute(tx);
      if (rewarded >= candidate.reward_cap) return;
      await tx
        .updateTable('invitations')
        .set({ reward_state: 'rewarded', first_ticket_id: candidate.ticket_id, first_ride_at: candidate.checked_at, rewarded_at: at })
        .where('id', '=', candidate.id)
        .execute();
      await coupons.grant({ userId: candidate.inviter_id, templateId: candidate.reward_template_id, source: 'invite_reward', sourceId: candidate.id, at }, tx);
      given += 1;
    });
  }
  return given;
};
