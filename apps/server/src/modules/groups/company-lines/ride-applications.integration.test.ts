import { errorCatalogue } from '@udian/contracts/meta-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { departureOf } from '../../../test/buying-helpers';
import { makeCompanyLine, smsNoticesTo } from '../../../test/company-lines-fixture';
import { groupCall } from '../../../test/groups-fixture';
import { addGroupStaff, insertGroup } from '../../../test/line-network-fixture';
import { opsCall } from '../../../test/ops-call';
import { operatorAs, type OperatorClient } from '../../../test/operator-login';

/**
 * Ride applications (company-line-apply, decision 048) end to end on the fixture network: M102 made 优点科技's
 * company line (the group pays the whole fare), M101 前海物流's, S301 a park line open to everyone. A
 * passenger applies; 优点科技's administrator (a groupAdmin) approves in the console, which makes them a member,
 * and they buy M102 at ¥0; a rejection carries its reason; both are texted and audited; the applicant may
 * withdraw while pending; another group's administrator is refused (4003).
 */
let b: BuyingApp;
let db: Db;
let udian: number;
let qianhai: number;
const who = {} as Record<'admin' | 'dispatcher' | 'udianAdmin' | 'qianhaiAdmin', OperatorClient>;
const STAFF = '13500000001';
let nextPhone = 13500000100;
const newPhone = () => String((nextPhone += 1));

const expectFailure = (meta: { code: number; desc: string }, name: keyof typeof errorCatalogue, desc?: string) =>
  expect(meta, meta.desc).toMatchObject({ code: errorCatalogue[name].code, desc: desc ?? errorCatalogue[name].desc });

const as = async (phone: string) => (await b.t.loginAs(phone)).headers;
const apply = async (headers: Record<string, string>, body: Record<string, unknown>) => groupCall(b.t.app, 'POST', '/companyLine/apply', { headers, body });
const applyM102 = (headers: Record<string, string>, extra: Record<string, unknown> = {}) =>
  apply(headers, { lineId: String(b.network.lines.m102), name: '张三', employeeNo: 'UD-0042', department: '研发部', note: '住在市民中心附近', ...extra });
const mine = async (headers: Record<string, string>) => (await groupCall(b.t.app, 'GET', '/companyLine/myApplications', { headers })).data.items;
const opsGet = (path: string, query: Record<string, string>, client: OperatorClient) => opsCall(b.t.app, 'GET', path, { headers: client.readHeaders, query });
const opsPost = (path: string, body: unknown, client: OperatorClient) => opsCall(b.t.app, 'POST', path, { headers: client.writeHeaders, body });
const decide = (applicationId: string, isApproved: boolean, client: OperatorClient = who.udianAdmin, reason = '') =>
  opsPost('/groups/applications/decide', { applicationId, isApproved, reason }, client);
const auditOf = (action: string, targetId: string) =>
  db.selectFrom('audit_log').select(['summary', 'operator_username', 'before', 'after']).where('action', '=', action).where('target_id', '=', targetId).execute();
const memberships = (userId: string, groupId: number) =>
  db.selectFrom('group_memberships').select(['method', 'ended_at']).where('user_id', '=', Number(userId)).where('group_id', '=', groupId).execute();

beforeAll(async () => {
  b = await createBuyingApp();
  db = b.t.database.db;
  udian = await insertGroup(db, { name: '优点科技' });
  qianhai = await insertGroup(db, { name: '前海物流' });
  await addGroupStaff(db, udian, [STAFF]);
  // Before the app's first request: its read model is built with them.
  await makeCompanyLine(db, b.network.lines.m102, udian, { payer: 'group', memberPriceCents: 0 });
  await makeCompanyLine(db, b.network.lines.m101, qianhai, { payer: 'passenger' });
  await makeCompanyLine(db, b.network.lines.s301, null);
  who.admin = await operatorAs(b.t.app, db, 'admin', 'apply-admin');
  who.dispatcher = await operatorAs(b.t.app, db, 'dispatcher', 'apply-dispatcher');
  who.udianAdmin = await operatorAs(b.t.app, db, 'groupAdmin', 'udian-admin', udian);
  who.qianhaiAdmin = await operatorAs(b.t.app, db, 'groupAdmin', 'qianhai-admin', qianhai);
});
afterAll(async () => b?.t.close());

describe('applying to ride a company line', () => {
  it('records a pending application with what the passenger wrote, shown on their page', async () => {
    const phone = newPhone();
    const headers = await as(phone);
    const answer = await applyM102(headers, { name: '  张三  ' });
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data.application).toEqual({
      applicationId: expect.any(String),
      group: { groupId: String(udian), name: '优点科技' },
      line: { lineId: String(b.network.lines.m102), lineCode: 'M102', lineName: '南山—福田通勤快线' },
      name: '张三',
      employeeNo: 'UD-0042',
      department: '研发部',
      note: '住在市民中心附近',
      status: 'pending',
      reason: '',
      createdAt: expect.any(String),
      decidedAt: null,
    });
    expect(await mine(headers)).toEqual([answer.data.application]);
    // Optional fields may be left out.
    const bare = await applyM102(await as(newPhone()), { employeeNo: undefined, department: undefined, note: undefined });
    expect(bare.data.application).toMatchObject({ employeeNo: '', department: '', note: '', status: 'pending' });
  });

  it('refuses a second pending application to the same group, a member, a line open to all, an unknown or stopped line', async () => {
    const headers = await as(newPhone());
    expect((await applyM102(headers)).meta.code).toBe(1);
    expectFailure((await applyM102(headers)).meta, 'rideApplicationPending');
    // A listed phone is a member already.
    expectFailure((await applyM102(await as(STAFF))).meta, 'groupAlreadyMember');
    expectFailure((await apply(headers, { lineId: String(b.network.lines.s301), name: '张三' })).meta, 'companyLineOpen');
    expectFailure((await apply(headers, { lineId: '99999999', name: '张三' })).meta, 'lineNotFound');
    expectFailure((await apply(headers, { lineId: String(b.network.lines.x901), name: '张三' })).meta, 'lineNotFound');
    // Another group's line is another application.
    expect((await apply(headers, { lineId: String(b.network.lines.m101), name: '张三' })).meta.code).toBe(1);
    expect((await mine(headers)).map((a: { line: { lineCode: string } }) => a.line.lineCode)).toEqual(['M101', 'M102']);
  });

  it('refuses bad input with a Chinese message and writes nothing', async () => {
    const phone = newPhone();
    const headers = await as(phone);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: undefined }, '请填写姓名'],
      [{ name: '张' }, '姓名至少 2 个字'],
      [{ name: '张'.repeat(21) }, '姓名不能超过 20 个字'],
      [{ employeeNo: '1'.repeat(33) }, '工号不能超过 32 个字'],
      [{ department: '部'.repeat(41) }, '部门不能超过 40 个字'],
      [{ note: '备'.repeat(201) }, '备注不能超过 200 个字'],
      [{ lineId: 'abc' }, '编号格式不正确'],
    ];
    for (const [extra, desc] of cases) {
      const answer = await applyM102(headers, extra);
      expect(answer.meta.code, JSON.stringify(extra)).toBe(1001);
      expect(answer.meta.desc).toContain(desc);
    }
    expect(await mine(headers)).toEqual([]);
  });
});

describe('withdrawing', () => {
  it('withdraws a pending application once; another passenger’s is not found; the passenger may apply again', async () => {
    const headers = await as(newPhone());
    const { applicationId } = (await applyM102(headers)).data.application;
    const withdraw = (h: Record<string, string>) => groupCall(b.t.app, 'POST', '/companyLine/application/withdraw', { headers: h, body: { applicationId } });
    expectFailure((await withdraw(await as(newPhone()))).meta, 'rideApplicationNotFound');
    const answer = await withdraw(headers);
    expect(answer.meta.code).toBe(1);
    expect(answer.data.application).toMatchObject({ applicationId, status: 'withdrawn', decidedAt: expect.any(String) });
    expectFailure((await withdraw(headers)).meta, 'rideApplicationDecided');
    expectFailure((await decide(applicationId, true)).meta, 'rideApplicationDecided');
    expect((await applyM102(headers)).meta.code).toBe(1);
  });
});

describe('the group’s administrator decides', () => {
  it('approves: the passenger becomes a member, is texted, and buys the group-paid line at ¥0; audited', async () => {
    const phone = newPhone();
    const buyer = await b.buyer(phone);
    const { applicationId } = (await applyM102(buyer.headers)).data.application;
    const line = () => b.call('GET', '/line/userState/query', { headers: buyer.headers, query: { lineId: String(b.network.lines.m102) } });
    expect((await line()).data).toMatchObject({ canBuy: false });

    // The console's list: pending first, the phone masked.
    const listed = await opsGet('/groups/applications', { groupId: String(udian) }, who.udianAdmin);
    expect(listed.meta.code, listed.meta.desc).toBe(1);
    expect(listed.data.items[0]).toMatchObject({ status: 'pending' });
    expect(listed.data.items.find((a: { applicationId: string }) => a.applicationId === applicationId)).toMatchObject({
      userId: buyer.userId,
      phone: `${phone.slice(0, 3)}****${phone.slice(7)}`,
      name: '张三',
      status: 'pending',
    });
    expect(listed.data.pending).toBe(listed.data.items.filter((a: { status: string }) => a.status === 'pending').length);

    const answer = await decide(applicationId, true);
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data.application).toMatchObject({ applicationId, status: 'approved', reason: '', decidedAt: expect.any(String), userId: buyer.userId });
    expect(await memberships(buyer.userId, udian)).toEqual([{ method: 'application', ended_at: null }]);
    expect((await db.selectFrom('ride_applications').select('decided_by').where('id', '=', Number(applicationId)).executeTakeFirstOrThrow()).decided_by).toBe(who.udianAdmin.id);
    const myGroups = await groupCall(b.t.app, 'GET', '/group/myGroups', { headers: buyer.headers });
    expect(myGroups.data.items).toEqual([expect.objectContaining({ membership: expect.objectContaining({ groupId: String(udian), method: 'application' }) })]);
    expect((await mine(buyer.headers))[0]).toMatchObject({ applicationId, status: 'approved' });
    const members = await opsGet('/groups/members', { groupId: String(udian) }, who.udianAdmin);
    expect(members.data.items).toEqual([expect.objectContaining({ userId: buyer.userId, method: 'application' })]);

    // Told by SMS, and the message kept as sent.
    const [notice] = await smsNoticesTo(b.t.app, phone);
    expect(notice).toMatchObject({ templateId: 'rideApplicationApproved', params: { group: '优点科技', line: 'M102' } });
    expect(notice!.text).toContain('您申请乘坐「优点科技」的班车 M102 已通过审核');
    expect(await db.selectFrom('sent_messages').select(['template', 'status']).where('phone', '=', phone).execute()).toEqual([{ template: 'rideApplicationApproved', status: 'sent' }]);
    const [entry] = await auditOf('group.applicationApprove', applicationId);
    expect(entry).toMatchObject({ operator_username: 'udian-admin', summary: expect.stringContaining('通过 张三') });
    expect(entry!.after).toMatchObject({ status: 'approved', membershipMethod: 'application', groupId: String(udian) });

    // Now a member: the line sells to them, the group paying the whole fare; the order is paid at creation.
    expect((await line()).data).toMatchObject({ canBuy: true, refusal: null, memberPriceCents: 0 });
    const listed2 = await groupCall(b.t.app, 'GET', '/companyLine/list', { headers: buyer.headers, query: { cityId: '440300' } });
    expect(listed2.data.items.find((item: { line: { lineCode: string } }) => item.line.lineCode === 'M102')).toMatchObject({ canBuy: true, group: { name: '优点科技' } });
    const choice = { lineId: String(b.network.lines.m102), departureIds: [String(await departureOf(b, b.network.lines.m102, 6))], boardSeq: 0, alightSeq: 2 };
    const quoted = await b.call('POST', '/order/price/query', { headers: buyer.headers, body: { ...choice, passengerCount: 1, userCouponId: null } });
    expect(quoted.data).toMatchObject({ payableCents: 0, groupPaysCents: 800 });
    const created = await b.call('POST', '/order/create', {
      headers: buyer.headers,
      idempotencyKey: `company-line-${buyer.userId}`,
      body: { ...choice, passengerIds: buyer.passengerIds, userCouponId: null, expectedPayableCents: 0 },
    });
    expect(created.meta.code, created.meta.desc).toBe(1);
    expect(created.data).toMatchObject({ status: 'paid', payableCents: 0, groupPaysCents: 800 });

    // Decided once; a member need not apply again.
    expectFailure((await decide(applicationId, false, who.admin, '重复')).meta, 'rideApplicationDecided');
    expectFailure((await applyM102(buyer.headers)).meta, 'groupAlreadyMember');
  });

  it('rejects with a reason (required), texted and shown to the passenger, who may apply again', async () => {
    const phone = newPhone();
    const headers = await as(phone);
    const { applicationId } = (await applyM102(headers)).data.application;
    const noReason = await decide(applicationId, false);
    expect(noReason.meta).toMatchObject({ code: 1001, desc: expect.stringContaining('不通过时请填写原因') });

    const answer = await decide(applicationId, false, who.udianAdmin, '工号与姓名不符');
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data.application).toMatchObject({ status: 'rejected', reason: '工号与姓名不符' });
    expect(await memberships(answer.data.application.userId, udian)).toEqual([]);
    expect((await mine(headers))[0]).toMatchObject({ applicationId, status: 'rejected', reason: '工号与姓名不符', decidedAt: expect.any(String) });
    const [notice] = await smsNoticesTo(b.t.app, phone);
    expect(notice).toMatchObject({ templateId: 'rideApplicationRejected', params: { group: '优点科技', line: 'M102', reason: '工号与姓名不符' } });
    expect(notice!.text).toContain('未通过审核，原因：工号与姓名不符');
    expect(await auditOf('group.applicationReject', applicationId)).toEqual([expect.objectContaining({ summary: expect.stringContaining('工号与姓名不符') })]);

    expect((await applyM102(headers)).meta.code).toBe(1);
  });

  it('lists by status, pending first then newest first', async () => {
    const all = await opsGet('/groups/applications', { groupId: String(udian), pageSize: '100' }, who.admin);
    const statuses = all.data.items.map((a: { status: string }) => a.status);
    const firstDecided = statuses.findIndex((s: string) => s !== 'pending');
    expect(statuses.slice(firstDecided).every((s: string) => s !== 'pending')).toBe(true);
    expect(all.data.total).toBe(statuses.length);
    const rejected = await opsGet('/groups/applications', { groupId: String(udian), status: 'rejected' }, who.admin);
    expect(rejected.data.items.length).toBeGreaterThan(0);
    expect(rejected.data.items.every((a: { status: string }) => a.status === 'rejected')).toBe(true);
    expect(rejected.data.total).toBe(rejected.data.items.length);
    expect(rejected.data.pending).toBe(all.data.pending);
    expectFailure((await opsGet('/groups/applications', { groupId: '99999999' }, who.admin)).meta, 'groupNotFound');
  });

  it('holds a group administrator to their own group (4003), and other roles to theirs', async () => {
    const phone = newPhone();
    const headers = await as(phone);
    const { applicationId } = (await applyM102(headers)).data.application;
    expectFailure((await opsGet('/groups/applications', { groupId: String(udian) }, who.qianhaiAdmin)).meta, 'groupOutOfScope');
    expectFailure((await decide(applicationId, true, who.qianhaiAdmin)).meta, 'groupOutOfScope');
    expectFailure((await decide(applicationId, true, who.dispatcher)).meta, 'operatorForbidden');
    expect((await opsGet('/groups/applications', { groupId: String(udian) }, who.dispatcher)).meta.code).toBe(errorCatalogue.operatorForbidden.code);
    expectFailure((await decide('99999999', true, who.admin)).meta, 'rideApplicationNotFound');
    // Nothing changed, nobody texted.
    expect((await mine(headers))[0]).toMatchObject({ applicationId, status: 'pending' });
    expect(await smsNoticesTo(b.t.app, phone)).toEqual([]);
    // An admin may decide any group's.
    expect((await decide(applicationId, true, who.admin)).meta.code).toBe(1);
    expect(await auditOf('group.applicationApprove', applicationId)).toEqual([expect.objectContaining({ operator_username: 'apply-admin' })]);
  });
});
