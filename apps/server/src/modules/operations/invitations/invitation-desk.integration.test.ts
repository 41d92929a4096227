import { errorCatalogue } from '@udian/contracts/meta-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shanghaiDate } from '../../../time/shanghai-time';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { addRider, buyAndPay, checkIn, registerFromLink, SMS_LIMITS_OFF } from '../../../test/invite-fixture';
import { opsCall } from '../../../test/ops-call';
import { operatorAs, type OperatorClient } from '../../../test/operator-login';
import { behindLoopbackProxy, clientHeaders } from '../../../test/test-app';

/**
 * 邀请有礼 in the operator console: campaigns created, changed, paused and resumed by an admin (audited),
 * refused when they overlap or name a template that cannot be handed out; the report and the invitations
 * after a real registration, a self-invite and a ride; and who may do what.
 */

let b: BuyingApp;
let admin: OperatorClient;
let service: OperatorClient;
let finance: OperatorClient;
let dispatcher: OperatorClient;
let today: string;
let templates: { id: string; name: string; summary: string }[];

const expectFailure = (meta: { code: number; desc: string }, name: keyof typeof errorCatalogue) => expect(meta, meta.desc).toMatchObject({ code: errorCatalogue[name].code });
const day = (offset: number) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  b = await createBuyingApp({ ...behindLoopbackProxy, ...SMS_LIMITS_OFF });
  const { db } = b.t.database;
  [admin, service, finance, dispatcher] = await Promise.all([
    operatorAs(b.t.app, db, 'admin', 'invite-admin'),
    operatorAs(b.t.app, db, 'service', 'invite-service'),
    operatorAs(b.t.app, db, 'finance', 'invite-finance'),
    operatorAs(b.t.app, db, 'dispatcher', 'invite-dispatcher'),
  ]);
  await db.insertInto('coupon_templates').values({ name: '已归档的券', kind: 'amount', amount_cents: 100, valid_days: 7, is_archived: true }).execute();
  today = shanghaiDate(b.clock.now);
});
afterAll(async () => b.t.close());

const list = (who: OperatorClient = admin) => opsCall(b.t.app, 'GET', '/invitations/campaigns', { headers: who.readHeaders });
const create = (body: Record<string, unknown>, who: OperatorClient = admin) => opsCall(b.t.app, 'POST', '/invitations/campaigns/create', { headers: who.writeHeaders, body });
const update = (body: Record<string, unknown>, who: OperatorClient = admin) => opsCall(b.t.app, 'POST', '/invitations/campaigns/update', { headers: who.writeHeaders, body });
const pause = (id: string, isPaused: boolean, who: OperatorClient = admin) => opsCall(b.t.app, 'POST', '/invitations/campaigns/pause', { headers: who.writeHeaders, body: { id, isPaused } });
const report = (campaignId: string, who: OperatorClient = admin) => opsCall(b.t.app, 'GET', '/invitations/report', { headers: who.readHeaders, query: { campaignId } });
const invitations = (query: Record<string, string>, who: OperatorClient = admin) => opsCall(b.t.app, 'GET', '/invitations/list', { headers: who.readHeaders, query });
const auditOf = (targetId: string) =>
  b.t.database.db.selectFrom('audit_log').select(['action', 'summary', 'operator_username']).where('target_type', '=', 'inviteCampaign').where('target_id', '=', targetId).orderBy('id').execute();

let campaignId: string;

describe('campaigns', () => {
  it('offers the general templates that are not archived, each summarised', async () => {
    const answer = await list();
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    templates = answer.data.templates;
    const names = templates.map((t) => t.name);
    expect(names).toContain('新人专享 5 元券');
    expect(names).not.toContain('已归档的券');
    expect(names).not.toContain('晚点补偿券');
    expect(templates.find((t) => t.name === '通勤满 20 减 3')!.summary).toBe('减 3 元，满 20 元可用，领取后 30 天有效');
    expect(templates.find((t) => t.name === '周末八折券')!.summary).toBe('8 折，最多减 10 元，无门槛，领取后 30 天有效');
  });

  it('creates a campaign (audited), which passengers then see', async () => {
    const [newUser, reward] = [templates.find((t) => t.name === '新人专享 5 元券')!, templates.find((t) => t.name === '通勤满 20 减 3')!];
    const answer = await create({ name: '春季邀请有礼', startDate: today, endDate: day(30), newUserTemplateId: newUser.id, rewardTemplateId: reward.id, rewardCap: 2, rules: '邀请好友注册并乘车' });
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    campaignId = answer.data.campaign.id;
    expect(answer.data.campaign).toMatchObject({
      name: '春季邀请有礼',
      startDate: today,
      endDate: day(30),
      newUserTemplate: { id: newUser.id, name: newUser.name },
      rewardTemplate: { id: reward.id, name: reward.name },
      rewardCap: 2,
      isPaused: false,
      status: 'running',
    });
    expect(await auditOf(campaignId)).toEqual([{ action: 'inviteCampaign.create', summary: '创建邀请活动「春季邀请有礼」', operator_username: 'invite-admin' }]);
    const passenger = await b.call('GET', '/activity/invite_user/getInviteActivityMes', { headers: { ...clientHeaders } });
    expect(passenger.data).toMatchObject({ id: campaignId, name: '春季邀请有礼', rewardCap: 2, rules: '邀请好友注册并乘车' });
    expect((await list()).data.campaigns.map((c: { id: string }) => c.id)).toEqual([campaignId]);
  });

  it('refuses overlapping dates, a template that cannot be handed out, an end in the past, an end before the start', async () => {
    const id = templates[0]!.id;
    const base = { name: '另一个活动', newUserTemplateId: id, rewardTemplateId: id, rewardCap: 1 };
    expectFailure((await create({ ...base, startDate: day(30), endDate: day(40) })).meta, 'inviteCampaignOverlap');
    const archived = await b.t.database.db.selectFrom('coupon_templates').select('id').where('name', 'in', ['已归档的券', '晚点补偿券']).execute();
    for (const t of archived) expectFailure((await create({ ...base, startDate: day(31), endDate: day(40), rewardTemplateId: String(t.id) })).meta, 'inviteTemplateUnusable');
    expectFailure((await create({ ...base, startDate: day(-10), endDate: day(-1) })).meta, 'inviteCampaignEndPassed');
    const backwards = await create({ ...base, startDate: day(40), endDate: day(35) });
    expectFailure(backwards.meta, 'invalidParams');
    expect(backwards.meta.desc).toContain('结束日期不能早于开始日期');
    expect((await list()).data.campaigns).toHaveLength(1);
  });

  it('changes a campaign and pauses and resumes it (audited); a paused campaign is not shown to passengers', async () => {
    const changed = await update({ id: campaignId, rewardCap: 5, rules: '每位邀请人最多获得 5 张奖励券' });
    expect(changed.data.campaign).toMatchObject({ rewardCap: 5, rules: '每位邀请人最多获得 5 张奖励券', status: 'running' });
    expectFailure((await update({ id: campaignId })).meta, 'invalidParams');
    expectFailure((await update({ id: '999999', rewardCap: 3 })).meta, 'inviteCampaignNotFound');

    expect((await pause(campaignId, true)).data.campaign).toMatchObject({ isPaused: true, status: 'paused' });
    expect((await b.call('GET', '/activity/invite_user/getInviteActivityMes', { headers: { ...clientHeaders } })).data).toBeNull();
    expect((await pause(campaignId, false)).data.campaign).toMatchObject({ isPaused: false, status: 'running' });
    expect((await auditOf(campaignId)).map((a) => [a.action, a.summary])).toEqual([
      ['inviteCampaign.create', '创建邀请活动「春季邀请有礼」'],
      ['inviteCampaign.update', '修改邀请活动「春季邀请有礼」'],
      ['inviteCampaign.pause', '暂停邀请活动「春季邀请有礼」'],
      ['inviteCampaign.resume', '恢复邀请活动「春季邀请有礼」'],
    ]);
  });
});

describe('the report and the invitations', () => {
  it('counts inviters, registrations, refused self-invites, first rides and rewards, and lists them masked', async () => {
    const inviter = await b.t.loginAs('13711112222');
    const code = (await b.call('GET', '/activity/invite_user/getInviteActivityMes', { headers: inviter.headers })).data.inviteCode;
    const fresh = await registerFromLink(b, { inviteCode: code, activityId: campaignId, phone: '13922223333', deviceId: 'desk-device-01' });
    expect(fresh.body.data?.isInvitationCounted, fresh.body.meta.desc).toBe(true);
    const self = await registerFromLink(b, { inviteCode: code, activityId: campaignId, phone: '13922224444', deviceId: 'test-device-0001' });
    expect(self.body.data?.isInvitationCounted, self.body.meta.desc).toBe(false);
    const passengerId = await addRider(b, fresh.headers!);
    const ticket = await buyAndPay(b, fresh.headers!, passengerId, 1);
    const before = b.clock.now;
    await checkIn(b, fresh.headers!, ticket, 1);
    const checkedAt = b.clock.now.toISOString();
    // Back to today: the operators' sessions are hours long.
    b.clock.now = before;

    const answer = await report(campaignId, finance);
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data.report).toEqual({ inviters: 1, registrations: 2, refused: 1, firstRides: 1, rewarded: 1, capped: 0, waiting: 0 });

    const all = await invitations({ campaignId }, service);
    expect(all.data.total).toBe(2);
    expect(all.data.items.map((i: Record<string, unknown>) => [i.inviterPhoneMasked, i.inviteePhoneMasked, i.rewardState, i.refusedReason])).toEqual([
      ['137****2222', '139****4444', 'refused', '与邀请人使用同一设备注册，不计入奖励'],
      ['137****2222', '139****3333', 'rewarded', ''],
    ]);
    const rewarded = await invitations({ campaignId, state: 'rewarded', pageSize: '1' });
    expect(rewarded.data).toMatchObject({ total: 1, items: [{ inviteePhoneMasked: '139****3333', firstRideAt: checkedAt }] });
    expectFailure((await report('999999')).meta, 'inviteCampaignNotFound');
  });
});

describe('roles', () => {
  it('lets admin write; service and finance read; dispatcher nothing', async () => {
    const body = { id: campaignId, rewardCap: 4 };
    for (const who of [service, finance, dispatcher]) expectFailure((await update(body, who)).meta, 'operatorForbidden');
    for (const who of [service, finance, dispatcher]) expectFailure((await pause(campaignId, true, who)).meta, 'operatorForbidden');
    for (const who of [service, finance]) expect((await list(who)).meta.code).toBe(1);
    expectFailure((await list(dispatcher)).meta, 'operatorForbidden');
    expectFailure((await report(campaignId, dispatcher)).meta, 'operatorForbidden');
    expectFailure((await invitations({ campaignId }, dispatcher)).meta, 'operatorForbidden');
  });
});
