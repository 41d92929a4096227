import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { addRider, buyAndPay, checkIn, insertInviteCampaign, inviteRewardsOf, registerFromLink, SMS_LIMITS_OFF } from '../../../test/invite-fixture';
import { behindLoopbackProxy } from '../../../test/test-app';
import { settleWithoutGuard } from '../../../test/unguarded-invite-reward';

/**
 * The inviter's reward settled by several runs at once, on a real PostgreSQL where transactions truly
 * overlap (PGlite runs one query at a time): the job on two instances and the inviter's own list settle the
 * same invitation, and exactly one reward is given; at the cap, one of two riders is rewarded and the other
 * capped. The control settles without the inviter's lock and the conditional update, and rewards twice.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('settling invite rewards at once (PostgreSQL)', () => {
  let b: BuyingApp;
  let realNow: Date;
  let phoneSeq = 0;
  const newPhone = () => `1360000${String((phoneSeq += 1)).padStart(4, '0')}`;

  beforeAll(async () => {
    b = await createBuyingApp({ ...behindLoopbackProxy, ...SMS_LIMITS_OFF });
    realNow = b.clock.now;
  });
  afterAll(async () => b.t.close());

  /** An inviter in a campaign of this cap, and `riders` invitees who each rode once (checked in). */
  const inviterWithRiders = async (rewardCap: number, riders: number, firstOffset: number) => {
    b.clock.now = realNow;
    const campaign = await insertInviteCampaign(b.t.database.db, realNow, { rewardCap });
    const inviter = await b.t.loginAs(newPhone());
    const info = await b.call('GET', '/activity/invite_user/getInviteActivityMes', { headers: inviter.headers });
    for (let i = 0; i < riders; i += 1) {
      b.clock.now = realNow;
      const { body, headers } = await registerFromLink(b, { inviteCode: info.data.inviteCode, activityId: campaign.campaignId, phone: newPhone(), deviceId: `race-device-${phoneSeq}` });
      expect(body.data?.isInvitationCounted, body.meta.desc).toBe(true);
      const passengerId = await addRider(b, headers!);
      const ticket = await buyAndPay(b, headers!, passengerId, firstOffset + i);
      await checkIn(b, headers!, ticket, firstOffset + i);
    }
    return { inviterId: Number(inviter.userId), headers: inviter.headers, campaignId: campaign.campaignId };
  };

  const rewardsOf = (inviterId: number) =>
    b.t.database.db.selectFrom('user_coupons').select(['id', 'source_id']).where('user_id', '=', inviterId).where('source', '=', 'invite_reward').execute();
  const statesOf = async (inviterId: number) =>
    (await b.t.database.db.selectFrom('invitations').select('reward_state').where('inviter_id', '=', inviterId).execute()).map((r) => r.reward_state).sort();

  it.each([1, 5, 6])('gives one reward when two instances’ jobs and the inviter’s list settle at once (fixture day %i)', async (offset) => {
    const { inviterId, headers, campaignId } = await inviterWithRiders(3, 1, offset);
    const [first, second] = [inviteRewardsOf(b.t.database.db, () => b.clock.now), inviteRewardsOf(b.t.database.db, () => b.clock.now)];
    const runs = await Promise.all([
      first.settle(),
      second.settle(),
      first.settle(inviterId),
      b.call('GET', '/activity/invite_user/getMyInviteUser', { headers, query: { activityId: String(campaignId) } }),
    ]);
    expect(runs[3].meta.code, runs[3].meta.desc).toBe(1);
    expect(runs[3].data.rewards).toHaveLength(runs[3].data.rewardedCount);
    expect(runs[0].rewarded + runs[1].rewarded + runs[2].rewarded).toBeLessThanOrEqual(1);
    expect(await rewardsOf(inviterId)).toHaveLength(1);
    expect(await statesOf(inviterId)).toEqual(['rewarded']);
    // And again afterwards: nothing more.
    expect(await first.settle()).toMatchObject({ rewarded: 0, capped: 0 });
    expect(await rewardsOf(inviterId)).toHaveLength(1);
  });

  it('rewards one of two riders at a cap of 1 and marks the other capped, settled at once', async () => {
    const { inviterId } = await inviterWithRiders(1, 2, 7);
    const runs = await Promise.all([1, 2, 3, 4].map(() => inviteRewardsOf(b.t.database.db, () => b.clock.now).settle()));
    expect(runs.reduce((sum, r) => sum + r.rewarded, 0)).toBe(1);
    expect(runs.reduce((sum, r) => sum + r.capped, 0)).toBe(1);
    expect(await rewardsOf(inviterId)).toHaveLength(1);
    expect(await statesOf(inviterId)).toEqual(['capped', 'rewarded']);
  });

  it('control: without the inviter’s lock and the conditional update, two runs reward one ride twice', async () => {
    const { inviterId } = await inviterWithRiders(3, 1, 9);
    const given = await Promise.all([settleWithoutGuard(b.t.database.db, inviterId, b.clock.now), settleWithoutGuard(b.t.database.db, inviterId, b.clock.now)]);
    expect(given).toEqual([1, 1]);
    const rewards = await rewardsOf(inviterId);
    expect(rewards).toHaveLength(2);
    expect(new Set(rewards.map((r) => r.source_id)).size).toBe(1);
  });
});
