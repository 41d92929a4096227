import { errorCatalogue } from '@udian/contracts/meta-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupCall, insertTestGroup } from '../../../test/groups-fixture';
import { insertLineNetwork, SHENZHEN, type LineNetworkFixture } from '../../../test/line-network-fixture';
import { clientHeaders, createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Finding a group (decision 048): by a part of its name or short name, or the start of the pinyin initials of
 * either, whole and leading matches first, at most 20, of one kind; one group with the passenger's membership;
 * the passenger's groups.
 */

let t: TestApp;
let network: LineNetworkFixture;
const ids = { udian: 0, udianLogistics: 0, tencent: 0, abc: 0, school: 0 };

const search = async (keyword: string, kind?: string) => {
  const answer = await groupCall(t.app, 'GET', '/group/search', { headers: clientHeaders, query: { keyword, ...(kind ? { kind } : {}) } });
  expect(answer.meta.code, answer.meta.desc).toBe(1);
  return (answer.data.items as { name: string }[]).map((g) => g.name);
};

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  network = await insertLineNetwork(db);
  ids.udian = await insertTestGroup(db, { name: '优点科技', shortName: '优点', cityId: SHENZHEN.id, emailDomains: ['udian-tech.com'], inviteCode: 'UDIAN2026', staff: ['13800000001'] });
  ids.udianLogistics = await insertTestGroup(db, { name: '深圳优点物流', cityId: SHENZHEN.id });
  ids.tencent = await insertTestGroup(db, { name: '腾讯科技（深圳）有限公司', shortName: '腾讯', cityId: SHENZHEN.id });
  ids.abc = await insertTestGroup(db, { name: 'ABC Tech 深圳', cityId: SHENZHEN.id });
  ids.school = await insertTestGroup(db, { name: '南山外国语学校', kind: 'school', cityId: SHENZHEN.id });
  // One running line kept for 优点科技, and one that no longer runs.
  await db.updateTable('lines').set({ group_id: ids.udian, group_payer: 'group', member_price_cents: 0 }).where('id', 'in', [network.lines.s301, network.lines.x901]).execute();
});
afterAll(async () => t.close());

describe('/group/search', () => {
  it('finds by a part of the name or the short name, the whole short name first', async () => {
    expect(await search('优点')).toEqual(['优点科技', '深圳优点物流']);
    expect(await search('物流')).toEqual(['深圳优点物流']);
    expect(await search('腾讯')).toEqual(['腾讯科技（深圳）有限公司']);
  });

  it('finds by the start of the initials of the name or the short name, in any case', async () => {
    expect(await search('ydkj')).toEqual(['优点科技']);
    expect(await search('YD')).toEqual(['优点科技']);
    expect(await search('tx')).toEqual(['腾讯科技（深圳）有限公司']);
    expect(await search('TXKJ')).toEqual(['腾讯科技（深圳）有限公司']);
    expect(await search('SZYD')).toEqual(['深圳优点物流']);
    // Initials match from their start only: 'KJ' is inside YDKJ and TXKJSZYXGS.
    expect(await search('KJ')).toEqual([]);
  });

  it('ranks whole, then leading, then inner matches', async () => {
    // 深圳: inside 腾讯科技（深圳）…, 'ABC Tech 深圳'; at the start of 深圳优点物流.
    expect((await search('深圳'))[0]).toBe('深圳优点物流');
    expect(await search('abc tech')).toEqual(['ABC Tech 深圳']);
  });

  it('answers groups of the kind asked for (enterprises by default)', async () => {
    expect(await search('南山')).toEqual([]);
    expect(await search('南山', 'school')).toEqual(['南山外国语学校']);
    expect(await search('nswgy', 'school')).toEqual(['南山外国语学校']);
  });

  it('takes LIKE’s special characters as themselves', async () => {
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
  });

  it('answers at most 20', async () => {
    for (let i = 1; i <= 25; i += 1) await insertTestGroup(t.database.db, { name: `批量测试企业${String(i).padStart(2, '0')}` });
    const found = await search('批量测试');
    expect(found).toHaveLength(20);
    expect(found[0]).toBe('批量测试企业01');
  });

  it('shows what a passenger may know: domains, whether there is an invite code, the running lines', async () => {
    const answer = await groupCall(t.app, 'GET', '/group/search', { headers: clientHeaders, query: { keyword: '优点科技' } });
    expect(answer.data.items[0]).toEqual({
      groupId: String(ids.udian),
      kind: 'enterprise',
      name: '优点科技',
      shortName: '优点',
      cityId: SHENZHEN.id,
      lineCount: 1,
      emailDomains: ['udian-tech.com'],
      hasInviteCode: true,
    });
    expect(JSON.stringify(answer.data)).not.toContain('UDIAN2026');
  });

  it('refuses an empty keyword in Chinese', async () => {
    const answer = await groupCall(t.app, 'GET', '/group/search', { headers: clientHeaders, query: { keyword: ' ' } });
    expect(answer.meta.code).toBe(errorCatalogue.invalidParams.code);
    expect(answer.meta.desc).toContain('请输入搜索内容');
  });

  it('lists a city’s groups of a kind by name before anything is typed', async () => {
    const list = async (query: Record<string, string>) => {
      const answer = await groupCall(t.app, 'GET', '/group/search', { headers: clientHeaders, query });
      expect(answer.meta.code, answer.meta.desc).toBe(1);
      return (answer.data.items as { name: string }[]).map((g) => g.name);
    };
    const enterprises = await list({ cityId: String(SHENZHEN.id) });
    expect(enterprises).toHaveLength(4);
    expect(enterprises).toEqual([...enterprises].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(enterprises).not.toContain('南山外国语学校');
    expect(await list({ cityId: String(SHENZHEN.id), kind: 'school' })).toEqual(['南山外国语学校']);
    expect(await list({ cityId: '999' })).toEqual([]);
  });
});

describe('/group/detail and /group/myGroups', () => {
  it('answers a visitor with no membership, and a listed passenger with theirs', async () => {
    const visitor = await groupCall(t.app, 'GET', '/group/detail', { headers: clientHeaders, query: { groupId: String(ids.udian) } });
    expect(visitor.data).toMatchObject({ group: { name: '优点科技', lineCount: 1 }, membership: null });
    const staff = await t.loginAs('13800000001');
    const member = await groupCall(t.app, 'GET', '/group/detail', { headers: staff.headers, query: { groupId: String(ids.udian) } });
    expect(member.data.membership).toMatchObject({ groupId: String(ids.udian), method: 'staffPhone', email: null });
    const other = await t.loginAs('13800000009');
    expect((await groupCall(t.app, 'GET', '/group/detail', { headers: other.headers, query: { groupId: String(ids.udian) } })).data.membership).toBeNull();
  });

  it('answers 单位不存在 for an unknown group', async () => {
    const answer = await groupCall(t.app, 'GET', '/group/detail', { headers: clientHeaders, query: { groupId: '999999' } });
    expect(answer.meta).toMatchObject(errorCatalogue.groupNotFound);
  });

  it('lists the passenger’s groups, by any proof, and asks for a login', async () => {
    const staff = await t.loginAs('13800000001');
    await groupCall(t.app, 'POST', '/group/member/joinByInvite', { headers: staff.headers, body: { groupId: String(ids.udian), inviteCode: 'UDIAN2026' } });
    const mine = await groupCall(t.app, 'GET', '/group/myGroups', { headers: staff.headers });
    expect(mine.data.items).toHaveLength(1);
    expect(mine.data.items[0]).toMatchObject({ group: { groupId: String(ids.udian) }, membership: { method: 'staffPhone' } });
    const nobody = await t.loginAs('13800000008');
    expect((await groupCall(t.app, 'GET', '/group/myGroups', { headers: nobody.headers })).data.items).toEqual([]);
    expect((await groupCall(t.app, 'GET', '/group/myGroups', { headers: clientHeaders })).meta.code).toBe(502);
  });
});
