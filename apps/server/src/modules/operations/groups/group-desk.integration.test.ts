import { errorCatalogue } from '@udian/contracts/meta-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { groupCall } from '../../../test/groups-fixture';
import { SHENZHEN } from '../../../test/line-network-fixture';
import { opsCall } from '../../../test/ops-call';
import { operatorAs, type OperatorClient } from '../../../test/operator-login';

/**
 * 企业通勤 in the operator console (decision 048): groups created and changed by an admin (initials, invite
 * codes, names kept unique), staff lists and members kept by admins, customer service and the group's own
 * administrator, the lines kept for a group and who pays, the statement; a groupAdmin held to their group
 * (4003 for any other), every write audited; operator accounts with the groupAdmin role.
 */

let b: BuyingApp;
const who: Record<'admin' | 'service' | 'finance' | 'dispatcher' | 'udianAdmin', OperatorClient> = {} as never;
const ids = { udian: '', tencent: '' };

const expectFailure = (meta: { code: number; desc: string }, name: keyof typeof errorCatalogue, desc?: string) =>
  expect(meta, meta.desc).toMatchObject({ code: errorCatalogue[name].code, desc: desc ?? errorCatalogue[name].desc });
const OUT_OF_SCOPE = '无权限：只能管理本单位的数据';

const get = (path: string, query: Record<string, string>, as: OperatorClient = who.admin) => opsCall(b.t.app, 'GET', path, { headers: as.readHeaders, query });
const post = (path: string, body: unknown, as: OperatorClient = who.admin) => opsCall(b.t.app, 'POST', path, { headers: as.writeHeaders, body });
const auditOf = (action: string) =>
  b.t.database.db.selectFrom('audit_log').select(['target_type', 'target_id', 'summary', 'operator_username', 'before', 'after']).where('action', '=', action).orderBy('id').execute();
const auditCount = async () => Number((await b.t.database.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

const udianBody = {
  kind: 'enterprise',
  name: '优点科技',
  shortName: '优点',
  cityId: SHENZHEN.id,
  emailDomains: ['udian-tech.com', 'UDIAN.cn'],
  hasInviteCode: true,
  contactName: '陈经理',
  contactPhone: '13712340000',
};

beforeAll(async () => {
  b = await createBuyingApp();
  const { db } = b.t.database;
  who.admin = await operatorAs(b.t.app, db, 'admin', 'groups-admin');
  who.service = await operatorAs(b.t.app, db, 'service', 'groups-service');
  who.finance = await operatorAs(b.t.app, db, 'finance', 'groups-finance');
  who.dispatcher = await operatorAs(b.t.app, db, 'dispatcher', 'groups-dispatcher');
});
afterAll(async () => b.t.close());

describe('groups', () => {
  it('an admin creates one: initials computed, an invite code generated, domains in lower case, audited', async () => {
    const answer = await post('/groups/create', udianBody);
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    const group = answer.data.group;
    expect(group).toMatchObject({
      kind: 'enterprise',
      name: '优点科技',
      shortName: '优点',
      initials: 'YDKJ YD',
      cityId: SHENZHEN.id,
      emailDomains: ['udian-tech.com', 'udian.cn'],
      contactName: '陈经理',
      contactPhone: '13712340000',
      staffCount: 0,
      memberCount: 0,
      lineCount: 0,
    });
    expect(group.inviteCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    ids.udian = group.groupId;
    expect(await auditOf('group.create')).toEqual([
      { target_type: 'group', target_id: ids.udian, summary: '创建单位「优点科技」', operator_username: 'groups-admin', before: null, after: group },
    ]);
    const tencent = await post('/groups/create', { kind: 'enterprise', name: '腾讯科技（深圳）有限公司', shortName: '腾讯', cityId: SHENZHEN.id });
    expect(tencent.data.group).toMatchObject({ initials: 'TXKJSZYXGS TX', inviteCode: null, emailDomains: [] });
    ids.tencent = tencent.data.group.groupId;
    who.udianAdmin = await operatorAs(b.t.app, b.t.database.db, 'groupAdmin', 'udian-admin', Number(ids.udian));
  });

  it('refuses a name taken, an unknown city and a bad domain, writing nothing', async () => {
    const before = await auditCount();
    expectFailure((await post('/groups/create', udianBody)).meta, 'groupNameTaken');
    const city = await post('/groups/create', { ...udianBody, name: '另一家企业', cityId: 110100 });
    expect(city.meta).toMatchObject({ code: errorCatalogue.invalidParams.code, desc: '所选城市不存在，请重新选择' });
    const domain = await post('/groups/create', { ...udianBody, name: '另一家企业', emailDomains: ['@udian-tech.com'] });
    expect(domain.meta.code).toBe(errorCatalogue.invalidParams.code);
    expect(domain.meta.desc).toContain('邮箱域名格式不正确');
    expect(await auditCount()).toBe(before);
  });

  it('an admin changes one: a new name computes its initials again, the invite code is replaced or withdrawn', async () => {
    const renamed = await post('/groups/update', { groupId: ids.udian, name: '优点智能科技', inviteCode: 'new' });
    expect(renamed.meta.code, renamed.meta.desc).toBe(1);
    const [created] = await auditOf('group.create');
    const oldCode = (created!.after as { inviteCode: string }).inviteCode;
    expect(renamed.data.group).toMatchObject({ name: '优点智能科技', shortName: '优点', initials: 'YDZNKJ YD' });
    expect(renamed.data.group.inviteCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(renamed.data.group.inviteCode).not.toBe(oldCode);
    const [audit] = await auditOf('group.update');
    expect(audit).toMatchObject({ summary: '修改单位「优点智能科技」，更换邀请码', before: { name: '优点科技' }, after: { name: '优点智能科技' } });
    expect((await post('/groups/update', { groupId: ids.udian, inviteCode: 'none' })).data.group.inviteCode).toBeNull();
    expectFailure((await post('/groups/update', { groupId: ids.udian, name: '腾讯科技（深圳）有限公司' })).meta, 'groupNameTaken');
    expectFailure((await post('/groups/update', { groupId: '999999', name: '不存在' })).meta, 'groupNotFound');
    const back = await post('/groups/update', { groupId: ids.udian, name: '优点科技', inviteCode: 'new' });
    expect(back.data.group).toMatchObject({ name: '优点科技', initials: 'YDKJ YD' });
  });

  it('lists them for every role that may see them, filtered; a groupAdmin sees only theirs', async () => {
    const names = async (query: Record<string, string>, as: OperatorClient) => ((await get('/groups', query, as)).data.items as { name: string }[]).map((g) => g.name);
    expect(await names({}, who.admin)).toEqual(['腾讯科技（深圳）有限公司', '优点科技']);
    expect(await names({ keyword: 'ydkj' }, who.service)).toEqual(['优点科技']);
    expect(await names({ keyword: '腾讯' }, who.finance)).toEqual(['腾讯科技（深圳）有限公司']);
    expect(await names({}, who.udianAdmin)).toEqual(['优点科技']);
    expect(await names({ keyword: '腾讯' }, who.udianAdmin)).toEqual([]);
    expectFailure((await get('/groups', {}, who.dispatcher)).meta, 'operatorForbidden');
  });

  it('only an admin creates or changes one', async () => {
    for (const as of [who.service, who.finance, who.udianAdmin]) {
      expectFailure((await post('/groups/create', { ...udianBody, name: '越权企业' }, as)).meta, 'operatorForbidden');
      expectFailure((await post('/groups/update', { groupId: ids.udian, name: '越权改名' }, as)).meta, 'operatorForbidden');
    }
  });
});

describe('a group administrator', () => {
  it('is answered 4003 for any other group, and nothing is written', async () => {
    const before = await auditCount();
    const other = ids.tencent;
    const answers = [
      await get('/groups/staff', { groupId: other }, who.udianAdmin),
      await post('/groups/staff/import', { groupId: other, csv: '手机号\n13800000001\n' }, who.udianAdmin),
      await post('/groups/staff/remove', { groupId: other, phones: ['13800000001'] }, who.udianAdmin),
      await get('/groups/members', { groupId: other }, who.udianAdmin),
      await post('/groups/members/end', { groupId: other, userId: '1' }, who.udianAdmin),
      await get('/groups/lines', { groupId: other }, who.udianAdmin),
      await get('/groups/statement', { groupId: other, month: '2026-09' }, who.udianAdmin),
    ];
    for (const answer of answers) expectFailure(answer.meta, 'groupOutOfScope', OUT_OF_SCOPE);
    expect(await auditCount()).toBe(before);
    expect(await b.t.database.db.selectFrom('group_staff').select('phone').where('group_id', '=', Number(other)).execute()).toEqual([]);
  });

  it('keeps their own group’s staff list and members', async () => {
    const imported = await post('/groups/staff/import', { groupId: ids.udian, csv: '手机号,姓名,工号\n13800000001,张三,E001\n13800000002,李四,E002\n13800000003,王五,\n' }, who.udianAdmin);
    expect(imported.data).toMatchObject({ total: 3, added: 3, refused: 0, isDryRun: false });
    expect((await auditOf('group.staffImport')).at(-1)).toMatchObject({
      operator_username: 'udian-admin',
      summary: '导入「优点科技」员工名单（合并）：新增 3 人，更新 0 人，移除 0 人，未导入 0 行',
    });
    expect((await get('/groups/staff', { groupId: ids.udian }, who.udianAdmin)).data.total).toBe(3);
    expect((await get('/groups/members', { groupId: ids.udian }, who.udianAdmin)).data).toEqual({ items: [], total: 0 });
    expect((await get('/groups/lines', { groupId: ids.udian }, who.udianAdmin)).data).toEqual({ items: [] });
    expect((await get('/groups/statement', { groupId: ids.udian, month: '2026-09' }, who.udianAdmin)).meta.code).toBe(1);
  });
});

describe('staff lists', () => {
  it('page and filter by phone, name or employee number, saying whether the phone has an account', async () => {
    await b.t.loginAs('13800000002');
    const all = await get('/groups/staff', { groupId: ids.udian, pageSize: '2' }, who.service);
    expect(all.data.total).toBe(3);
    expect(all.data.items).toHaveLength(2);
    const li = await get('/groups/staff', { groupId: ids.udian, keyword: '李' }, who.service);
    expect(li.data.items).toEqual([
      expect.objectContaining({ phone: '13800000002', name: '李四', employeeNo: 'E002', hasAccount: true }),
    ]);
    expect((await get('/groups/staff', { groupId: ids.udian, keyword: 'e00' }, who.finance)).data.total).toBe(2);
    expect((await get('/groups/staff', { groupId: ids.udian, keyword: '0000003' })).data.items).toEqual([expect.objectContaining({ name: '王五', hasAccount: false })]);
    // LIKE's own characters are matched as themselves: no entry has them.
    expect((await get('/groups/staff', { groupId: ids.udian, keyword: '%' }, who.service)).data.total).toBe(0);
    expect((await get('/groups/staff', { groupId: ids.udian, keyword: '_' }, who.service)).data.total).toBe(0);
  });

  it('lose the phones removed (audited); the listed passenger is no longer a member', async () => {
    const { headers } = await b.t.loginAs('13800000003');
    expect((await groupCall(b.t.app, 'POST', '/group/member/verifyPhone', { headers, body: { groupId: ids.udian } })).meta.code).toBe(1);
    const answer = await post('/groups/staff/remove', { groupId: ids.udian, phones: ['13800000003', '13900000000'] }, who.service);
    expect(answer.data).toEqual({ removed: 1 });
    expect((await auditOf('group.staffRemove')).at(-1)).toMatchObject({ summary: '从「优点科技」员工名单移除 1 人', operator_username: 'groups-service' });
    expectFailure((await groupCall(b.t.app, 'POST', '/group/member/verifyPhone', { headers, body: { groupId: ids.udian } })).meta, 'groupPhoneNotListed');
    const before = await auditCount();
    expect((await post('/groups/staff/remove', { groupId: ids.udian, phones: ['13800000003'] })).data).toEqual({ removed: 0 });
    expect(await auditCount()).toBe(before);
  });
});

describe('members', () => {
  it('are listed with the phone masked and ended by an operator (audited); their purchases end with it', async () => {
    const group = (await get('/groups', { keyword: '优点科技' })).data.items[0];
    const { userId, headers } = await b.t.loginAs('13600000001');
    const joined = await groupCall(b.t.app, 'POST', '/group/member/joinByInvite', { headers, body: { groupId: ids.udian, inviteCode: group.inviteCode } });
    expect(joined.meta.code, joined.meta.desc).toBe(1);
    const members = await get('/groups/members', { groupId: ids.udian }, who.udianAdmin);
    expect(members.data).toEqual({ total: 1, items: [{ userId, phone: '136****0001', method: 'inviteCode', email: null, since: joined.data.membership.since }] });
    expect((await get('/groups', { keyword: '优点科技' })).data.items[0]).toMatchObject({ staffCount: 2, memberCount: 1 });
    const ended = await post('/groups/members/end', { groupId: ids.udian, userId }, who.udianAdmin);
    expect(ended.data).toEqual({ userId });
    expect((await auditOf('group.memberEnd')).at(-1)).toMatchObject({ summary: `终止用户 ${userId} 的「优点科技」成员资格`, after: { userId, method: 'inviteCode', endedBy: 'operator' } });
    expect(await b.t.database.db.selectFrom('group_memberships').select('ended_by').where('user_id', '=', Number(userId)).execute()).toEqual([{ ended_by: 'operator' }]);
    expect((await groupCall(b.t.app, 'GET', '/group/detail', { headers, query: { groupId: ids.udian } })).data.membership).toBeNull();
    expectFailure((await post('/groups/members/end', { groupId: ids.udian, userId }, who.udianAdmin)).meta, 'groupMembershipNotFound', '该用户不是本单位的成员，或已被移出');
  });
});

describe('lines and the statement', () => {
  it('an admin keeps a line for a group with who pays (audited), lists it, and opens it again', async () => {
    const lineId = String(b.network.lines.s301);
    const kept = await post('/groups/lines/set', { lineId, groupId: ids.udian, payer: 'group', memberPriceCents: 0 });
    expect(kept.meta.code, kept.meta.desc).toBe(1);
    expect(kept.data).toEqual({ lineId, groupId: ids.udian });
    expect((await auditOf('line.groupSet')).at(-1)).toMatchObject({
      target_type: 'line',
      target_id: lineId,
      summary: `线路 ${lineId} 设为「优点科技」专属线路，单位支付，员工票价 0.00 元`,
      before: { groupId: null },
      after: { groupId: Number(ids.udian), payer: 'group', memberPriceCents: 0 },
    });
    const lines = await get('/groups/lines', { groupId: ids.udian }, who.udianAdmin);
    expect(lines.data.items).toEqual([expect.objectContaining({ line: expect.objectContaining({ lineId }), payer: 'group', memberPriceCents: 0 })]);
    expectFailure((await post('/groups/lines/set', { lineId, groupId: ids.udian }, who.service)).meta, 'operatorForbidden');
    expectFailure((await post('/groups/lines/set', { lineId, groupId: '999999' })).meta, 'groupNotFound');
    const opened = await post('/groups/lines/set', { lineId, groupId: null });
    expect(opened.data).toEqual({ lineId, groupId: null });
    expect((await auditOf('line.groupSet')).at(-1)).toMatchObject({ summary: `线路 ${lineId} 恢复为公开线路` });
    expect((await get('/groups/lines', { groupId: ids.udian })).data.items).toEqual([]);
  });

  it('the statement is finance’s, an admin’s and the group’s own administrator’s', async () => {
    const statement = await get('/groups/statement', { groupId: ids.udian, month: '2026-09' }, who.finance);
    expect(statement.meta.code, statement.meta.desc).toBe(1);
    expect(statement.data).toMatchObject({ month: '2026-09', rows: [], totals: { rides: 0, chargedRides: 0, groupCents: 0, passengerCents: 0 } });
    expectFailure((await get('/groups/statement', { groupId: ids.udian, month: '2026-09' }, who.service)).meta, 'operatorForbidden');
    const month = await get('/groups/statement', { groupId: ids.udian, month: '2026-13' }, who.finance);
    expect(month.meta.code).toBe(errorCatalogue.invalidParams.code);
    expectFailure((await get('/groups/statement', { groupId: '999999', month: '2026-09' }, who.finance)).meta, 'groupNotFound');
  });
});

describe('operator accounts of the groupAdmin role', () => {
  it('need a group that exists, and show it', async () => {
    const missing = await post('/operators/create', { username: 'ga-missing', role: 'groupAdmin' });
    expect(missing.meta.code).toBe(errorCatalogue.invalidParams.code);
    expect(missing.meta.desc).toContain('单位管理员须指定所属单位');
    expectFailure((await post('/operators/create', { username: 'ga-unknown', role: 'groupAdmin', groupId: '999999' })).meta, 'groupNotFound');
    const created = await post('/operators/create', { username: 'ga-udian', displayName: '优点管理员', role: 'groupAdmin', groupId: ids.udian });
    expect(created.meta.code, created.meta.desc).toBe(1);
    expect(created.data.operator).toMatchObject({ username: 'ga-udian', role: 'groupAdmin', group: { groupId: ids.udian, name: '优点科技' } });
    expect((await auditOf('operator.create')).at(-1)).toMatchObject({ summary: '创建单位管理员（优点科技）账号 ga-udian', after: { role: 'groupAdmin', groupId: ids.udian } });
    const listed = (await get('/operators', {})).data.operators.find((o: { username: string }) => o.username === 'ga-udian');
    expect(listed.group).toEqual({ groupId: ids.udian, name: '优点科技' });
    const other = await post('/operators/create', { username: 'svc-with-group', role: 'service', groupId: ids.udian });
    expect(other.data.operator.group).toBeNull();
  });

  it('move to another group, lose it with another role, and need one to become a groupAdmin again', async () => {
    const id = (await get('/operators', {})).data.operators.find((o: { username: string }) => o.username === 'ga-udian').id as string;
    const moved = await post('/operators/update', { id, groupId: ids.tencent });
    expect(moved.data.operator.group).toEqual({ groupId: ids.tencent, name: '腾讯科技（深圳）有限公司' });
    const service = await post('/operators/update', { id, role: 'service' });
    expect(service.data.operator).toMatchObject({ role: 'service', group: null });
    expect(await b.t.database.db.selectFrom('operators').select('group_id').where('id', '=', Number(id)).executeTakeFirstOrThrow()).toEqual({ group_id: null });
    expectFailure((await post('/operators/update', { id, role: 'groupAdmin' })).meta, 'groupAdminNeedsGroup');
    expectFailure((await post('/operators/update', { id, role: 'groupAdmin', groupId: '999999' })).meta, 'groupNotFound');
    const back = await post('/operators/update', { id, role: 'groupAdmin', groupId: ids.udian });
    expect(back.data.operator).toMatchObject({ role: 'groupAdmin', group: { groupId: ids.udian, name: '优点科技' } });
  });

  it('sign in and see their group in /auth/me', async () => {
    const me = await get('/auth/me', {}, who.udianAdmin);
    expect(me.data.operator).toMatchObject({ role: 'groupAdmin', group: { groupId: ids.udian, name: '优点科技' } });
  });
});
