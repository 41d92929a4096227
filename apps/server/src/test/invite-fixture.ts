import type { Envelope } from '@udian/contracts/envelope';
import { ApiPrefix } from '@udian/contracts/prefixes';
import type { Db } from '../db/database';
import { createCouponRepository } from '../modules/buying/coupons/coupons.repository';
import { createInviteRewards } from '../modules/promotions/invitations/invite-rewards';
import { createInvitationsRepository } from '../modules/promotions/invitations/invitations.repository';
import { rideCodeStep, signRideCode } from '../modules/riding/tickets/ride-code';
import { shanghaiInstant } from '../time/shanghai-time';
import { TEST_ID_NUMBERS, type BuyingApp } from './buying-fixture';
import { paySandbox } from './payment-helpers';
import { latestCode, requestCode } from './sms-login';
import { accountsPortOf } from './accounts-port';
import { clientHeaders } from './test-app';

/**
 * The invitation campaign's tests: a campaign with its two coupon templates, a registration from a link as
 * the landing page sends it, and an invitee's ride through the API (buy, pay in the sandbox, check in).
 */

export const SMS_LIMITS_OFF = { SMS_IP_HOURLY_LIMIT: '100000', SMS_DEVICE_HOURLY_LIMIT: '1000' } as const;

export type InviteCampaignFixture = { campaignId: number; newUserTemplateId: number; rewardTemplateId: number };

/**
 * A campaign running from a day before `at` for 60 days: a 6 元 new-user coupon (better than any welcome coupon, so
 * checkout applies it), a 5 元 reward, cap `rewardCap`.
 */
export const insertInviteCampaign = async (
  db: Db,
  at: Date,
  { rewardCap = 3, isPaused = false, startsInDays = -1 }: { rewardCap?: number; isPaused?: boolean; startsInDays?: number } = {},
): Promise<InviteCampaignFixture> => {
  const [newUser, reward] = await db
    .insertInto('coupon_templates')
    .values([
      { name: '邀请新人 6 元券', kind: 'amount', amount_cents: 600, valid_days: 30, description: '通过好友邀请注册的新用户专享' },
      { name: '邀请奖励 5 元券', kind: 'amount', amount_cents: 500, valid_days: 30, description: '好友完成首次乘车后发放' },
    ])
    .returning('id')
    .execute();
  const startsAt = new Date(at.getTime() + startsInDays * 86_400_000);
  const campaign = await db
    .insertInto('invite_campaigns')
    .values({
      name: '邀请好友乘车',
      starts_at: startsAt,
      ends_at: new Date(startsAt.getTime() + 60 * 86_400_000),
      new_user_template_id: newUser!.id,
      reward_template_id: reward!.id,
      reward_cap: rewardCap,
      rules: '邀请好友注册并完成首次乘车，即可获得奖励',
      is_paused: isPaused,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { campaignId: Number(campaign.id), newUserTemplateId: Number(newUser!.id), rewardTemplateId: Number(reward!.id) };
};

let nextAddress = 1;

/** The landing page's 注册: a code sent to the phone from this device, then the register call. */
export const registerFromLink = async (
  b: BuyingApp,
  { inviteCode, activityId, phone, deviceId }: { inviteCode: string; activityId: number | string; phone: string; deviceId: string },
) => {
  nextAddress += 1;
  const headers = { ...clientHeaders, deviceId, 'x-forwarded-for': `10.20.${Math.floor(nextAddress / 250)}.${nextAddress % 250}` };
  const sent = await requestCode(b.t.app, phone, { headers });
  if (sent.meta.code !== 1) throw new Error(`code request failed: ${sent.meta.desc}`);
  const code = await latestCode(b.t.app, phone);
  const answer = await b.t.app.inject({
    method: 'POST',
    url: `${ApiPrefix.api}/activity/invite_user/register`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify({ inviteCode, activityId: String(activityId), phoneNum: phone, code, isPersistent: true }),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the data loosely; the app checks it against the contract
  const body = answer.json<Envelope<any>>();
  const authHeaders = body.data ? { ...clientHeaders, deviceId, token: body.data.token as string, userId: body.data.user.userId as string } : null;
  return { body, code, headers: authHeaders };
};

/** Adds one rider to a passenger's account (the order needs one). */
export const addRider = async (b: BuyingApp, headers: Record<string, string>, index = 0): Promise<string> => {
  const added = await b.call('POST', '/passenger/add', { headers, body: { name: '乘客甲', idNumber: TEST_ID_NUMBERS[index] } });
  if (added.meta.code !== 1) throw new Error(`passenger add failed: ${added.meta.desc}`);
  return added.data.passengerId;
};

/** Buys M101's 08:00 run on fixture day `offset` for one rider, applying the quote's coupon, and pays in the sandbox. */
export const buyAndPay = async (b: BuyingApp, headers: Record<string, string>, passengerId: string, offset: number) => {
  const choice = { lineId: String(b.network.lines.m101), departureIds: [String(await b.departureOn(offset))], boardSeq: 0, alightSeq: 3 };
  const quote = await b.call('POST', '/order/price/query', { headers, body: { ...choice, passengerCount: 1 } });
  if (quote.meta.code !== 1) throw new Error(`quote failed: ${quote.meta.desc}`);
  const created = await b.call('POST', '/order/create', {
    headers,
    idempotencyKey: `invite-${headers.userId}-${offset}`,
    body: { ...choice, passengerIds: [passengerId], userCouponId: quote.data.appliedCoupon?.userCouponId ?? null, expectedPayableCents: quote.data.payableCents },
  });
  if (created.meta.code !== 1) throw new Error(`order failed: ${created.meta.desc}`);
  const orderNo: string = created.data.orderNo;
  await paySandbox(b, { headers }, orderNo);
  const payableCents: number = created.data.payableCents;
  const ticket = created.data.tickets[0] as { ticketId: string; departureId: string };
  return { orderNo, ticketId: ticket.ticketId, departureId: ticket.departureId, payableCents };
};

/** Checks the ticket in at the bus, 30 minutes before its 08:00 departure on fixture day `offset`. */
export const checkIn = async (b: BuyingApp, headers: Record<string, string>, ticket: { ticketId: string; departureId: string }, offset: number) => {
  b.clock.now = shanghaiInstant(b.network.day(offset), 450);
  const rideCode = signRideCode(b.t.config.riding.rideCodeSecret, ticket.ticketId, rideCodeStep(b.clock.now));
  const answer = await b.call('POST', '/ticket/check', { headers, body: { ticketId: ticket.ticketId, departureId: ticket.departureId, rideCode } });
  if (answer.meta.code !== 1) throw new Error(`check-in failed: ${answer.meta.desc}`);
};

/**
 * The invite-rewards job's settle step as promotions.wiring.ts builds it, over the test database: what one
 * more server instance would run.
 */
export const inviteRewardsOf = (db: Db, now: () => Date) =>
  createInviteRewards({
    db,
    invitations: createInvitationsRepository(db),
    accounts: { lockUser: accountsPortOf(db).lockUser },
    buying: { grantCoupon: createCouponRepository(db).grant },
    now,
  });
