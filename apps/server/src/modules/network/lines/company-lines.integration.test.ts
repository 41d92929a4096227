import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { makeCompanyLine } from '../../../test/company-lines-fixture';
import { createLineNetworkApp, type LineNetworkApp } from '../../../test/line-network-app';
import { addGroupStaff, insertGroup, NANJING, SHENZHEN } from '../../../test/line-network-fixture';

/**
 * /companyLine/list (company-line, company-line-search): a city's running company lines by code, each with
 * its group, terms and whether the passenger may buy it; a keyword matches the code, the name, a station's
 * name or the group's name, LIKE's own characters taken literally. On the fixture network: M102 made 优点科技's
 * company line (the group pays all), S301 a park line open to everyone, X901 (stopped) and N001 (Nanjing)
 * company lines too.
 */
let n: LineNetworkApp;
let db: Db;
let udian: number;
let nanjingGroup: number;
const STAFF = '13700000301';
const OUTSIDER = '13700000302';

beforeAll(async () => {
  n = await createLineNetworkApp();
  db = n.t.database.db;
  udian = await insertGroup(db, { name: '优点科技' });
  nanjingGroup = await insertGroup(db, { name: '南京软件园', cityId: NANJING.id });
  await addGroupStaff(db, udian, [STAFF]);
  await makeCompanyLine(db, n.network.lines.m102, udian, { payer: 'group', memberPriceCents: 0 });
  await makeCompanyLine(db, n.network.lines.s301, null);
  await makeCompanyLine(db, n.network.lines.x901, null);
  await makeCompanyLine(db, n.network.lines.n001, nanjingGroup, { payer: 'passenger' });
});
afterAll(() => n.t.close());

type Item = { line: { lineCode: string; isWhiteList: boolean; priceCents: number }; group: { groupId: string; name: string } | null; terms: unknown; canBuy: boolean };

const list = async (query: Record<string, string | number>, phone?: string) => {
  const headers = phone ? (await n.t.loginAs(phone)).headers : {};
  return n.get<{ items: Item[] }>('/companyLine/list', query, headers);
};
const codes = async (query: Record<string, string | number>) => (await list(query)).data!.items.map((item) => item.line.lineCode);

describe('/companyLine/list', () => {
  it('lists the city’s running company lines by code, with the group, its terms and canBuy for a visitor', async () => {
    const answer = await list({ cityId: SHENZHEN.id });
    expect(answer.meta.code).toBe(1);
    expect(answer.data!.items).toEqual([
      {
        line: expect.objectContaining({ lineId: String(n.network.lines.m102), lineCode: 'M102', type: 'company', isWhiteList: true, priceCents: 800 }),
        group: { groupId: String(udian), name: '优点科技' },
        terms: { payer: 'group', memberPriceCents: 0 },
        canBuy: false,
      },
      {
        line: expect.objectContaining({ lineId: String(n.network.lines.s301), lineCode: 'S301', type: 'company', isWhiteList: false }),
        group: null,
        terms: null,
        canBuy: true,
      },
    ]);
    expect(await codes({ cityId: NANJING.id })).toEqual(['N001']);
  });

  it('answers canBuy from the line’s access rule: a member may buy the group’s line, an outsider only the open one', async () => {
    const member = (await list({ cityId: SHENZHEN.id }, STAFF)).data!.items;
    expect(member.map((item) => [item.line.lineCode, item.canBuy])).toEqual([['M102', true], ['S301', true]]);
    const outsider = (await list({ cityId: SHENZHEN.id }, OUTSIDER)).data!.items;
    expect(outsider.map((item) => [item.line.lineCode, item.canBuy])).toEqual([['M102', false], ['S301', true]]);
    // The same answer as the line page's own.
    const state = await n.get('/line/userState/query', { lineId: n.network.lines.m102 }, (await n.t.loginAs(OUTSIDER)).headers);
    expect(state.data).toMatchObject({ canBuy: false, refusal: '该线路仅限优点科技员工乘坐，请先完成企业认证' });
  });

  it('matches a keyword in the code, the name, a station’s name or the group’s name, case-insensitively', async () => {
    expect(await codes({ cityId: SHENZHEN.id, keyword: 'm102' })).toEqual(['M102']);
    expect(await codes({ cityId: SHENZHEN.id, keyword: '南山学校' })).toEqual(['S301']);
    expect(await codes({ cityId: SHENZHEN.id, keyword: '深圳湾' })).toEqual(['M102']);
    expect(await codes({ cityId: SHENZHEN.id, keyword: '科技园' })).toEqual(['M102', 'S301']);
    expect(await codes({ cityId: SHENZHEN.id, keyword: '优点' })).toEqual(['M102']);
    // The group's name is matched only among the city's lines.
    expect(await codes({ cityId: SHENZHEN.id, keyword: '南京软件' })).toEqual([]);
    expect(await codes({ cityId: NANJING.id, keyword: '软件园' })).toEqual(['N001']);
    expect(await codes({ cityId: SHENZHEN.id, keyword: '不存在的线路' })).toEqual([]);
  });

  it('takes LIKE’s own characters literally', async () => {
    expect(await codes({ cityId: SHENZHEN.id, keyword: '%' })).toEqual([]);
    expect(await codes({ cityId: SHENZHEN.id, keyword: '_' })).toEqual([]);
    expect(await codes({ cityId: SHENZHEN.id, keyword: '\\' })).toEqual([]);
    // A stopped line is never listed, whatever matches it.
    expect(await codes({ cityId: SHENZHEN.id, keyword: '已停运' })).toEqual([]);
  });

  it('refuses bad input in Chinese', async () => {
    const long = await list({ cityId: SHENZHEN.id, keyword: '长'.repeat(51) });
    expect(long.meta).toMatchObject({ code: 1001, desc: expect.stringContaining('搜索内容不能超过 50 个字') });
    const noCity = await n.get('/companyLine/list', {});
    expect(noCity.meta.code).toBe(1001);
    expect(noCity.meta.desc).toMatch(/[\u4e00-\u9fa5]/);
  });
});
