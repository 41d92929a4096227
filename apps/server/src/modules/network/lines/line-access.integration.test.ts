import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import { createLineNetworkApp, type LineNetworkApp } from '../../../test/line-network-app';
import { addGroupStaff, FIXTURE_PHONE_WHITE, insertGroup, keepLineForGroup } from '../../../test/line-network-fixture';
import { groupsPortOverSql } from '../../../test/network-port';
import { createGroupLinesService } from './group-lines.service';
import { createLineAccess } from './line-access';
import { createLinesRepository } from './lines.repository';
import { readNetworkVersion } from './network-version';

/**
 * Who may buy a line (decision 048), as the passenger asks it (/line/isWhiteUser, /line/userState/query,
 * /group/lines) and as the console changes it (the group-lines service). Groups, staff and memberships are
 * written straight into their tables: the groups context's own calls are tested there.
 */
let n: LineNetworkApp;
let db: Db;
let enterprise: number;
let school: number;
const STAFF = '13700000101';
const OUTSIDER = '13700000102';
const INVITED = '13700000103';
const PUPIL = '13700000104';

beforeAll(async () => {
  n = await createLineNetworkApp();
  db = n.t.database.db;
  enterprise = await insertGroup(db, { name: '优点科技' });
  school = await insertGroup(db, { name: '南山实验学校', kind: 'school' });
  await addGroupStaff(db, enterprise, [STAFF]);
  await addGroupStaff(db, school, [PUPIL]);
  const invited = await n.t.loginAs(INVITED);
  await db.insertInto('group_memberships').values({ group_id: enterprise, user_id: Number(invited.userId), method: 'inviteCode', email: null }).execute();
  // Before the app's first request: its read model is built with them.
  await keepLineForGroup(db, n.network.lines.m102, enterprise, { payer: 'group', memberPriceCents: 200 });
  await keepLineForGroup(db, n.network.lines.s301, school, { payer: 'passenger' });
});
afterAll(() => n.t.close());

const enterpriseGroup = () => ({ groupId: String(enterprise), kind: 'enterprise', name: '优点科技' });
const schoolGroup = () => ({ groupId: String(school), kind: 'school', name: '南山实验学校' });
const ENTERPRISE_REFUSAL = '该线路仅限优点科技员工乘坐，请先完成企业认证';

describe('/line/isWhiteUser from the line’s access rule', () => {
  const check = async (lineId: number, phone: string) => (await n.get('/line/isWhiteUser', { lineId }, (await n.t.loginAs(phone)).headers)).data;

  it('lets a group’s members buy its line, by staff list or membership, and tells the others how to', async () => {
    const access = { kind: 'group', group: enterpriseGroup(), terms: { payer: 'group', memberPriceCents: 200 } };
    const m102 = String(n.network.lines.m102);
    expect(await check(n.network.lines.m102, STAFF)).toEqual({ lineId: m102, isWhiteList: true, isWhiteUser: true, access, refusal: null });
    expect(await check(n.network.lines.m102, INVITED)).toEqual({ lineId: m102, isWhiteList: true, isWhiteUser: true, access, refusal: null });
    expect(await check(n.network.lines.m102, OUTSIDER)).toEqual({ lineId: m102, isWhiteList: true, isWhiteUser: false, access, refusal: ENTERPRISE_REFUSAL });
  });

  it('words a school’s refusal for students; a member of a passenger-paid line pays the fare', async () => {
    const access = { kind: 'group', group: schoolGroup(), terms: { payer: 'passenger', memberPriceCents: 500 } };
    expect(await check(n.network.lines.s301, PUPIL)).toMatchObject({ isWhiteUser: true, access, refusal: null });
    expect(await check(n.network.lines.s301, STAFF)).toMatchObject({ isWhiteUser: false, access, refusal: '该线路仅限南山实验学校学生乘坐' });
  });

  it('keeps the phone list and public lines as they were', async () => {
    expect(await check(n.network.lines.e201, FIXTURE_PHONE_WHITE)).toMatchObject({ isWhiteList: true, isWhiteUser: true, access: { kind: 'phoneList' } });
    expect(await check(n.network.lines.e201, STAFF)).toMatchObject({ isWhiteUser: false, refusal: '该线路仅限白名单用户购买' });
    expect(await check(n.network.lines.m101, OUTSIDER)).toMatchObject({ isWhiteList: false, isWhiteUser: true, access: { kind: 'public', group: null, terms: null } });
  });
});

describe('/line/userState/query', () => {
  const state = async (lineId: number, phone: string) => (await n.get('/line/userState/query', { lineId }, (await n.t.loginAs(phone)).headers)).data;

  it('answers canBuy, the refusal, the group and a member’s price', async () => {
    const lineId = String(n.network.lines.m102);
    expect(await state(n.network.lines.m102, STAFF)).toEqual({ lineId, isCollected: false, canBuy: true, refusal: null, group: enterpriseGroup(), memberPriceCents: 200 });
    expect(await state(n.network.lines.m102, OUTSIDER)).toEqual({
      lineId,
      isCollected: false,
      canBuy: false,
      refusal: ENTERPRISE_REFUSAL,
      group: enterpriseGroup(),
      memberPriceCents: null,
    });
    // The passenger pays on the school's line: no member price to show.
    expect(await state(n.network.lines.s301, PUPIL)).toMatchObject({ canBuy: true, group: schoolGroup(), memberPriceCents: null });
    expect(await state(n.network.lines.m101, OUTSIDER)).toMatchObject({ canBuy: true, refusal: null, group: null, memberPriceCents: null });
    expect(await state(n.network.lines.e201, OUTSIDER)).toMatchObject({ canBuy: false, refusal: '该线路仅限白名单用户购买', group: null });
  });

  it('ends a member’s access when their phone leaves the staff list', async () => {
    const phone = '13700000105';
    await addGroupStaff(db, enterprise, [phone]);
    expect(await state(n.network.lines.m102, phone)).toMatchObject({ canBuy: true });
    await db.deleteFrom('group_staff').where('group_id', '=', enterprise).where('phone', '=', phone).execute();
    expect(await state(n.network.lines.m102, phone)).toMatchObject({ canBuy: false, refusal: ENTERPRISE_REFUSAL });
  });
});

describe('the rule over many lines (judgeMany) and for a purchase (accessOf)', () => {
  /** The rule over the test database, counting what it asks of groups. */
  const counted = () => {
    const port = groupsPortOverSql(db);
    const asked = { isMember: 0, findGroups: 0 };
    const groups = {
      isMember: (userId: number, groupId: number) => ((asked.isMember += 1), port.isMember(userId, groupId)),
      findGroups: (ids: readonly number[]) => ((asked.findGroups += 1), port.findGroups(ids)),
    };
    return { asked, rule: createLineAccess({ lines: createLinesRepository(db), groups }) };
  };
  const rowsOf = async (ids: number[]) => Promise.all(ids.map(async (id) => (await createLinesRepository(db).findAccess(id))!));

  it('judges a list as line by line, asking each group once', async () => {
    const { asked, rule } = counted();
    const ids = [n.network.lines.m101, n.network.lines.m102, n.network.lines.e201, n.network.lines.s301, n.network.lines.m102];
    const rows = await rowsOf(ids);
    const user = Number((await n.t.loginAs(FIXTURE_PHONE_WHITE)).userId);
    const verdicts = await rule.judgeMany(rows, user);
    expect(verdicts.map((v) => [v.access.kind, v.mayBuy, v.refusal])).toEqual([
      ['public', true, null],
      ['group', false, ENTERPRISE_REFUSAL],
      ['phoneList', true, null],
      ['group', false, '该线路仅限南山实验学校学生乘坐'],
      ['group', false, ENTERPRISE_REFUSAL],
    ]);
    expect(asked).toEqual({ isMember: 2, findGroups: 1 });
    const one = counted();
    expect(await Promise.all(rows.map((row) => one.rule.judge(row, user)))).toEqual(verdicts);
    // A visitor: the phone list and the groups' lines are not theirs, and no membership is asked.
    const visitor = counted();
    expect((await visitor.rule.judgeMany(rows, null)).map((v) => v.mayBuy)).toEqual([true, false, false, false, false]);
  });

  it('asks a group’s name at a purchase only to word a refusal', async () => {
    const member = counted();
    expect(await member.rule.accessOf(Number((await n.t.loginAs(STAFF)).userId), n.network.lines.m102)).toEqual({
      mayBuy: true,
      refusal: null,
      groupId: enterprise,
      payer: 'group',
      memberPriceCents: 200,
    });
    expect(member.asked).toEqual({ isMember: 1, findGroups: 0 });
    const outsider = counted();
    expect(await outsider.rule.accessOf(Number((await n.t.loginAs(OUTSIDER)).userId), n.network.lines.m102)).toMatchObject({ mayBuy: false, refusal: ENTERPRISE_REFUSAL });
    expect(outsider.asked).toEqual({ isMember: 1, findGroups: 1 });
  });

  it('ends access with the membership: an ended one no longer counts', async () => {
    const phone = '13700000106';
    const user = Number((await n.t.loginAs(phone)).userId);
    await db.insertInto('group_memberships').values({ group_id: enterprise, user_id: user, method: 'inviteCode', email: null }).execute();
    const { rule } = counted();
    expect((await rule.accessOf(user, n.network.lines.m102)).mayBuy).toBe(true);
    await db.updateTable('group_memberships').set({ ended_at: new Date(), ended_by: 'member' }).where('user_id', '=', user).execute();
    expect(await rule.accessOf(user, n.network.lines.m102)).toMatchObject({ mayBuy: false, refusal: ENTERPRISE_REFUSAL });
  });
});

describe('a group’s line in lists', () => {
  it('is marked as not for everyone, in the list and on the line page', async () => {
    const list = (await n.get('/line/list', { cityId: 440300 })).data.lines as { lineCode: string; isWhiteList: boolean }[];
    expect(Object.fromEntries(list.map((l) => [l.lineCode, l.isWhiteList]))).toEqual({ E201: true, M101: false, M102: true, S301: true });
    expect((await n.get('/line/detail/query', { lineId: n.network.lines.m102 })).data.line.isWhiteList).toBe(true);
  });
});

describe('/group/lines', () => {
  it('answers a group’s lines with their terms, and whether the passenger is a member', async () => {
    const member = await n.get('/group/lines', { groupId: enterprise }, (await n.t.loginAs(STAFF)).headers);
    expect(member.data.isMember).toBe(true);
    expect(member.data.items).toEqual([
      { line: expect.objectContaining({ lineId: String(n.network.lines.m102), lineCode: 'M102', isWhiteList: true, priceCents: 800 }), terms: { payer: 'group', memberPriceCents: 200 } },
    ]);
    expect((await n.get('/group/lines', { groupId: enterprise }, (await n.t.loginAs(OUTSIDER)).headers)).data).toMatchObject({ isMember: false, items: [{}] });
    // A visitor may look too.
    expect((await n.get('/group/lines', { groupId: school })).data).toMatchObject({ isMember: false, items: [{ terms: { payer: 'passenger', memberPriceCents: 500 } }] });
  });

  it('refuses an unknown group', async () => {
    expect((await n.get('/group/lines', { groupId: 999999 })).meta).toMatchObject({ code: 1004, desc: '单位不存在' });
  });
});

describe('the console’s change of a line’s group (group-lines service)', () => {
  const service = () =>
    createGroupLinesService({ db, lines: createLinesRepository(db), groups: groupsPortOverSql(db), readModel: { refreshIfChanged: async () => true } });
  const termsOf = (lineId: number) => db.selectFrom('lines').select(['group_id', 'group_payer', 'member_price_cents']).where('id', '=', lineId).executeTakeFirstOrThrow();
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => (error instanceof AppError ? { code: error.code, desc: error.desc } : error),
    );

  it('keeps a line for a group with its terms, then opens it to everyone again, bumping the network version', async () => {
    const lineId = n.network.lines.n001;
    const version = Number(await readNetworkVersion(db));
    expect(await service().set({ lineId, groupId: enterprise, payer: 'group', memberPriceCents: 0 })).toEqual({
      before: { groupId: null, payer: 'passenger', memberPriceCents: 0 },
      after: { groupId: enterprise, payer: 'group', memberPriceCents: 0 },
    });
    expect(Number(await readNetworkVersion(db))).toBe(version + 1);
    expect((await service().listForGroup(enterprise)).map((l) => [l.line.lineCode, l.payer, l.memberPriceCents])).toEqual([
      ['M102', 'group', 200],
      ['N001', 'group', 0],
    ]);
    // The passenger pays: a member pays the fare, no member price is kept.
    expect((await service().set({ lineId, groupId: enterprise, payer: 'passenger', memberPriceCents: 300 })).after).toEqual({ groupId: enterprise, payer: 'passenger', memberPriceCents: 0 });
    expect((await service().set({ lineId, groupId: null, payer: 'group', memberPriceCents: 100 })).after).toEqual({ groupId: null, payer: 'passenger', memberPriceCents: 0 });
    expect(await termsOf(lineId)).toEqual({ group_id: null, group_payer: 'passenger', member_price_cents: 0 });
  });

  it('refuses an unknown line or group, a member price above the fare and a phone-list line, changing nothing', async () => {
    const lineId = n.network.lines.m101;
    const version = await readNetworkVersion(db);
    expect(await refusal(service().set({ lineId: 999999, groupId: enterprise, payer: 'group', memberPriceCents: 0 }))).toEqual({ code: 1004, desc: '线路不存在' });
    expect(await refusal(service().set({ lineId, groupId: 999999, payer: 'group', memberPriceCents: 0 }))).toEqual({ code: 1004, desc: '单位不存在' });
    expect(await refusal(service().set({ lineId, groupId: enterprise, payer: 'group', memberPriceCents: 801 }))).toEqual({ code: 4565, desc: '员工票价不能高于线路票价' });
    expect(await refusal(service().set({ lineId: n.network.lines.e201, groupId: enterprise, payer: 'passenger', memberPriceCents: 0 }))).toEqual({
      code: 4567,
      desc: '该线路已设白名单，请先取消白名单',
    });
    expect(await termsOf(lineId)).toEqual({ group_id: null, group_payer: 'passenger', member_price_cents: 0 });
    expect(await readNetworkVersion(db)).toBe(version);
    expect(await refusal(service().listForGroup(999999))).toEqual({ code: 1004, desc: '单位不存在' });
  });

  it('writes in the caller’s transaction: its rollback takes the change back, an unknown group refuses inside it', async () => {
    const lineId = n.network.lines.m101;
    await expect(
      db.transaction().execute(async (tx) => {
        expect((await service().set({ lineId, groupId: enterprise, payer: 'group', memberPriceCents: 100 }, tx)).after.groupId).toBe(enterprise);
        throw new Error('the audit failed');
      }),
    ).rejects.toThrow('the audit failed');
    expect(await termsOf(lineId)).toEqual({ group_id: null, group_payer: 'passenger', member_price_cents: 0 });
    const inside = await refusal(db.transaction().execute((tx) => service().set({ lineId, groupId: 999999, payer: 'group', memberPriceCents: 0 }, tx)));
    expect(inside).toEqual({ code: 1004, desc: '单位不存在' });
    const { rows } = await sql<{ n: number }>`SELECT count(*)::integer AS n FROM lines WHERE group_id IS NOT NULL`.execute(db);
    expect(Number(rows[0]!.n)).toBe(2);
  });
});
