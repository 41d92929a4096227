import { errorCatalogue } from '@udian/contracts/meta-codes';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { buyingServices } from '../../../test/buying-helpers';
import { addRider, buyAndPay, checkIn, insertInviteCampaign, registerFromLink, SMS_LIMITS_OFF, type InviteCampaignFixture } from '../../../test/invite-fixture';
import { ApiPrefix } from '@udian/contracts/prefixes';
import { behindLoopbackProxy, clientHeaders } from '../../../test/test-app';
import { makeInviteCode } from './invite-code';

/**
 * The invitation campaign (decision 045) through the API: the campaign and the passenger's link, the
 * landing page, registering from a link (new account, existing account, the inviter's own phone and
 * device, a forged link, a closed campaign), and the inviter's reward once the invitee's first paid ticket
 * is checked in (not on a refunded order, at most the cap, once).
 */

let b: BuyingApp;
let campaign: InviteCampaignFixture;
let secret: string;
let realNow: Date;
let phoneSeq = 0;
const newPhone = () => `1390000${String((phoneSeq += 1)).padStart(4, '0')}`;

const expectFailure = (meta: { code: number; desc: string }, name: keyof typeof errorCatalogue) => expect(meta, meta.desc).toMatchObject({ code: errorCatalogue[name].code });

beforeAll(async () => {
  b = await createBuyingApp({ ...behindLoopbackProxy, ...SMS_LIMITS_OFF });
  realNow = b.clock.now;
  campaign = await insertInviteCampaign(b.t.database.db, realNow);
  secret = b.t.config.invitations.codeSecret;
});
afterAll(async () => b.t.close());
beforeEach(() => {
  b.clock.now = realNow;
});

/** An inviter: logged in (on test-device-0001, as loginAs does), with the code the campaign answers. */
const inviter = async (phone = newPhone()) => {
  const { userId, headers } = await b.t.loginAs(phone);
  const info = await b.call('GET', '/activity/invite_user/getInviteActivityMes', { headers });
  return { userId, headers, phone, inviteCode: info.data.inviteCode as string };
};

const invitationsOf = (inviterId: string) =>
  b.t.database.db.selectFrom('invitations').selectAll().where('inviter_id', '=', Number(inviterId)).orderBy('id').execute();
const couponsOf = (userId: string | number, source: 'invite_new_user' | 'invite_reward') =>
  b.t.database.db.selectFrom('user_coupons').selectAll().where('user_id', '=', Number(userId)).where('source', '=', source).execute();
const myInvitees = (headers: Record<string, string>, activityId: number | string = campaign.campaignId) =>
  b.call('GET', '/activity/invite_user/getMyInviteUser', { headers, query: { activityId: String(activityId) } });
const userCount = async () => Number((await b.t.database.db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

describe('the campaign and the invite link', () => {
  it('answers the running campaign with its coupons and rules; the invite code only to a logged-in passenger', async () => {
    const anonymous = await b.call('GET', '/activity/invite_user/getInviteActivityMes', { headers: { ...clientHeaders } });
    expect(anonymous.meta.code, anonymous.meta.desc).toBe(1);
    expect(anonymous.data).toMatchObject({
      id: String(campaign.campaignId),
      name: '邀请好友乘车',
      rewardCap: 3,
      inviteCode: null,
      myRewardCount: 0,
      isOpen: true,
      newUserCoupon: { name: '邀请新人 6 元券', kind: 'amount', amountCents: 600, validDays: 30 },
      rewardCoupon: { name: '邀请奖励 5 元券', amountCents: 500 },
    });
    const a = await inviter();
    expect(a.inviteCode).toBe(makeInviteCode(secret, Number(a.userId)));
  });

  it('shows the landing page the inviter masked; a forged or unknown inviter is 邀请链接无效', async () => {
    const a = await inviter('13712340001');
    const landing = await b.call('GET', '/activity/invite_user/inviterInfo', { headers: { ...clientHeaders }, query: { inviteCode: a.inviteCode.toLowerCase() } });
    expect(landing.meta.code, landing.meta.desc).toBe(1);
    expect(landing.data).toMatchObject({ inviterPhoneMasked: '137****0001', activity: { id: String(campaign.campaignId), inviteCode: null } });

    const forged = `${(Number(a.userId) + 1).toString(36).toUpperCase()}${a.inviteCode.slice(-10)}`;
    for (const inviteCode of [forged, makeInviteCode('someone-elses-secret-01', Number(a.userId)), makeInviteCode(secret, 99_999_999), 'not-a-code!']) {
      const answer = await b.call('GET', '/activity/invite_user/inviterInfo', { headers: { ...clientHeaders }, query: { inviteCode } });
      expectFailure(answer.meta, 'inviteLinkInvalid');
      expect(answer.meta.desc).toBe('邀请链接无效，请向邀请人重新获取');
    }
  });
});

describe('registering from a link', () => {
  it('makes a new account the inviter’s invitee with the new-user coupon, and logs it in', async () => {
    const a = await inviter();
    const phone = newPhone();
    const { body, headers } = await registerFromLink(b, { inviteCode: a.inviteCode, activityId: campaign.campaignId, phone, deviceId: 'invitee-device-1' });
    expect(body.meta.code, body.meta.desc).toBe(1);
    expect(body.data).toMatchObject({ user: { phoneNum: phone }, isNewUser: true, isInvitationCounted: true, notCountedReason: '' });
    expect(body.data.newUserCoupon).toMatchObject({ name: '邀请新人 6 元券', amountCents: 600, status: 'unused', source: 'invite_new_user' });

    const [row] = await invitationsOf(a.userId);
    expect(row).toMatchObject({ invitee_id: Number(body.data.user.userId), reward_state: 'waiting', refused_reason: null, invitee_device_id: 'invitee-device-1' });
    const [coupon] = await couponsOf(body.data.user.userId, 'invite_new_user');
    expect(coupon).toMatchObject({ template_id: campaign.newUserTemplateId, source_id: row!.id });
    // The login is a real session, as /auth/sms/login issues.
    const profile = await b.call('GET', '/user/v1/info', { headers: headers! });
    expect(profile.meta.code, profile.meta.desc).toBe(1);

    const list = await myInvitees(a.headers);
    expect(list.data).toMatchObject({ registeredCount: 1, riddenCount: 0, rewardedCount: 0, rewards: [] });
    expect(list.data.users).toEqual([
      { phoneMasked: `${phone.slice(0, 3)}****${phone.slice(7)}`, registeredAt: b.clock.now.toISOString(), firstRideAt: null, rewardState: 'waiting', refusedReason: '' },
    ]);
  });

  it('logs an account that existed before the link in, and records nothing', async () => {
    const a = await inviter();
    const existing = newPhone();
    await b.t.loginAs(existing);
    const { body } = await registerFromLink(b, { inviteCode: a.inviteCode, activityId: campaign.campaignId, phone: existing, deviceId: 'invitee-device-2' });
    expect(body.meta.code, body.meta.desc).toBe(1);
    expect(body.data).toMatchObject({ isNewUser: false, isInvitationCounted: false, newUserCoupon: null, notCountedReason: '您已是平台用户，邀请奖励仅限新用户，已为您登录' });
    expect(await invitationsOf(a.userId)).toEqual([]);
    expect(await couponsOf(body.data.user.userId, 'invite_new_user')).toEqual([]);
  });

  it('gives nothing for the inviter’s own phone: they are logged in and told so', async () => {
    const a = await inviter();
    const { body } = await registerFromLink(b, { inviteCode: a.inviteCode, activityId: campaign.campaignId, phone: a.phone, deviceId: 'another-device' });
    expect(body.meta.code, body.meta.desc).toBe(1);
    expect(body.data).toMatchObject({ user: { userId: a.userId }, isNewUser: false, isInvitationCounted: false, newUserCoupon: null, notCountedReason: '不能接受自己的邀请，已为您登录' });
    expect(await invitationsOf(a.userId)).toEqual([]);
  });

  it('records a new account on a device the inviter used as refused, without the coupon', async () => {
    const a = await inviter();
    // The inviter logged in on test-device-0001 (and, earlier, on an old phone: an ended session counts too).
    await b.t.database.db.insertInto('sessions').values({ user_id: Number(a.userId), token_hash: `old-${a.userId}`, platform: 'H5', device_id: 'inviter-old-phone', is_persistent: true, expires_at: new Date(0), revoked_at: new Date(0), revoked_reason: 'logout' }).execute();
    for (const deviceId of ['test-device-0001', 'inviter-old-phone']) {
      const { body } = await registerFromLink(b, { inviteCode: a.inviteCode, activityId: campaign.campaignId, phone: newPhone(), deviceId });
      expect(body.meta.code, body.meta.desc).toBe(1);
      expect(body.data).toMatchObject({ isNewUser: true, isInvitationCounted: false, newUserCoupon: null, notCountedReason: '该设备登录过邀请人的账号，本次邀请不计入奖励' });
      expect(await couponsOf(body.data.user.userId, 'invite_new_user')).toEqual([]);
    }
    expect((await invitationsOf(a.userId)).map((r) => [r.reward_state, r.refused_reason])).toEqual([
      ['refused', 'sameDevice'],
      ['refused', 'sameDevice'],
    ]);
    const list = await myInvitees(a.headers);
    expect(list.data.users.map((u: { rewardState: string; refusedReason: string }) => [u.rewardState, u.refusedReason])).toEqual([
      ['refused', '与邀请人使用同一设备注册，不计入奖励'],
      ['refused', '与邀请人使用同一设备注册，不计入奖励'],
    ]);
  });

  it('refuses a forged link (2620) and a closed campaign before anything is written, keeping the SMS code', async () => {
    const a = await inviter();
    const phone = newPhone();
    const before = await userCount();
    const forged = await registerFromLink(b, { inviteCode: makeInviteCode('someone-elses-secret-01', Number(a.userId)), activityId: campaign.campaignId, phone, deviceId: 'd-forged' });
    expectFailure(forged.body.meta, 'inviteLinkInvalid');
    expect(forged.body.meta.code).toBe(2620);

    const paused = await insertInviteCampaign(b.t.database.db, realNow, { isPaused: true });
    const later = await insertInviteCampaign(b.t.database.db, realNow, { startsInDays: 70 });
    const send = (activityId: number) =>
      b.t.app.inject({
        method: 'POST',
        url: `${ApiPrefix.api}/activity/invite_user/register`,
        headers: { ...clientHeaders, deviceId: 'd-forged', 'content-type': 'application/json' },
        payload: JSON.stringify({ inviteCode: a.inviteCode, activityId: String(activityId), phoneNum: phone, code: forged.code, isPersistent: true }),
      });
    expectFailure((await send(paused.campaignId)).json().meta, 'campaignEnded');
    expectFailure((await send(later.campaignId)).json().meta, 'campaignNotStarted');
    expectFailure((await send(999_999)).json().meta, 'campaignNotFound');
    expect(await userCount()).toBe(before);
    expect(await invitationsOf(a.userId)).toEqual([]);

    // The code sent for the forged link was never spent: it still registers from the real one.
    const real = await send(campaign.campaignId);
    expect(real.json().data).toMatchObject({ isNewUser: true, isInvitationCounted: true });
  });
});

describe('the inviter’s reward', () => {
  /** A new invitee of `a` from the link, with a rider on the account. */
  const invitee = async (a: Awaited<ReturnType<typeof inviter>>, deviceId: string) => {
    const { body, headers } = await registerFromLink(b, { inviteCode: a.inviteCode, activityId: campaign.campaignId, phone: newPhone(), deviceId });
    expect(body.data?.isInvitationCounted, body.meta.desc).toBe(true);
    return { headers: headers!, userId: body.data.user.userId as string, passengerId: await addRider(b, headers!) };
  };

  it('is given when the invitee’s first paid ticket is checked in, not at registration or payment, once', async () => {
    const a = await inviter();
    const c = await invitee(a, 'reward-device-1');
    // The new-user coupon is applied at checkout.
    const ticket = await buyAndPay(b, c.headers, c.passengerId, 1);
    expect(ticket.payableCents).toBe(800 - 600);
    let list = await myInvitees(a.headers);
    expect(list.data).toMatchObject({ riddenCount: 0, rewardedCount: 0, rewards: [] });
    expect(list.data.users[0]).toMatchObject({ rewardState: 'waiting', firstRideAt: null });

    await checkIn(b, c.headers, ticket, 1);
    const checkedAt = b.clock.now.toISOString();
    list = await myInvitees(a.headers);
    expect(list.data).toMatchObject({ registeredCount: 1, riddenCount: 1, rewardedCount: 1 });
    expect(list.data.users[0]).toMatchObject({ rewardState: 'rewarded', firstRideAt: checkedAt });
    expect(list.data.rewards).toHaveLength(1);
    expect(list.data.rewards[0]).toMatchObject({ name: '邀请奖励 5 元券', amountCents: 500, source: 'invite_reward', status: 'unused' });

    const [row] = await invitationsOf(a.userId);
    expect(row).toMatchObject({ reward_state: 'rewarded', first_ticket_id: Number(ticket.ticketId) });
    const rewards = await couponsOf(a.userId, 'invite_reward');
    expect(rewards.map((r) => [r.source_id, r.id])).toEqual([[row!.id, row!.reward_coupon_id]]);

    // Again, and as the job: nothing more.
    await myInvitees(a.headers);
    const info = await b.call('GET', '/activity/invite_user/getInviteActivityMes', { headers: a.headers });
    expect(info.data.myRewardCount).toBe(1);
    expect(await couponsOf(a.userId, 'invite_reward')).toHaveLength(1);
  });

  it('counts nothing for a refunded first order; a later checked-in ticket earns it', async () => {
    const a = await inviter();
    const c = await invitee(a, 'reward-device-2');
    const refunded = await buyAndPay(b, c.headers, c.passengerId, 6);
    await buyingServices(b).markRefunded(refunded.orderNo);
    let list = await myInvitees(a.headers);
    expect(list.data.users[0]).toMatchObject({ rewardState: 'waiting', firstRideAt: null });

    const ridden = await buyAndPay(b, c.headers, c.passengerId, 7);
    await checkIn(b, c.headers, ridden, 7);
    list = await myInvitees(a.headers);
    expect(list.data.users[0]).toMatchObject({ rewardState: 'rewarded', firstRideAt: b.clock.now.toISOString() });
    expect((await invitationsOf(a.userId))[0]).toMatchObject({ first_ticket_id: Number(ridden.ticketId) });
  });

  it('stops at the campaign’s cap per inviter: later riders are marked capped', async () => {
    const capped = await insertInviteCampaign(b.t.database.db, realNow, { rewardCap: 1 });
    const a = await inviter();
    const riders = [];
    for (const device of ['cap-device-1', 'cap-device-2']) {
      const { body, headers } = await registerFromLink(b, { inviteCode: a.inviteCode, activityId: capped.campaignId, phone: newPhone(), deviceId: device });
      expect(body.data?.isInvitationCounted, body.meta.desc).toBe(true);
      riders.push({ headers: headers!, passengerId: await addRider(b, headers!) });
    }
    for (const [i, rider] of riders.entries()) {
      b.clock.now = realNow;
      const ticket = await buyAndPay(b, rider.headers, rider.passengerId, 8 + i);
      await checkIn(b, rider.headers, ticket, 8 + i);
    }
    const list = await myInvitees(a.headers, capped.campaignId);
    expect(list.data).toMatchObject({ riddenCount: 2, rewardedCount: 1 });
    expect(list.data.users.map((u: { rewardState: string }) => u.rewardState).sort()).toEqual(['capped', 'rewarded']);
    expect(list.data.rewards).toHaveLength(1);
    expect(await couponsOf(a.userId, 'invite_reward')).toHaveLength(1);
  });

  it('is refused for a campaign that does not exist, and for a passenger not logged in', async () => {
    const a = await inviter();
    expectFailure((await myInvitees(a.headers, 999_999)).meta, 'campaignNotFound');
    expectFailure((await myInvitees({ ...clientHeaders })).meta, 'tokenInvalid');
  });
});
