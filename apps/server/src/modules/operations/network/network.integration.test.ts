import { endpointUrl, type Endpoint } from '@udian/contracts/endpoint';
import { indexInit } from '@udian/contracts/endpoints/home/index-init';
import { lineAdjustment } from '@udian/contracts/endpoints/lines/line-adjustment';
import { lineDetail } from '@udian/contracts/endpoints/lines/line-detail';
import { endLineNotice, listLineNotices, publishLineNotice } from '@udian/contracts/endpoints/ops/network/line-notices';
import { getOpsLine, listOpsLines, listOpsStations } from '@udian/contracts/endpoints/ops/network/network-lines';
import { OPERATOR_ROLES, STAFF_ROLES } from '@udian/contracts/operator-roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { isChineseDesc } from '../../../test/buying-helpers';
import { insertLineNetwork, SHENZHEN, type LineNetworkFixture } from '../../../test/line-network-fixture';
import { operatorAs, type OperatorClient } from '../../../test/operator-login';
import { clientHeaders, createTestApp, type TestApp } from '../../../test/test-app';
import { addDays, shanghaiDate } from '../../../time/shanghai-time';

let t: TestApp;
let db: Db;
let network: LineNetworkFixture;
const clients = new Map<string, OperatorClient>();
const today = shanghaiDate(new Date());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the data loosely; the app checks it against the contract
type Answer = { data: any; meta: { code: number; desc: string } };

const ops = async (endpoint: Endpoint, role: string, input: { query?: Record<string, string>; body?: unknown } = {}): Promise<Answer> => {
  const client = clients.get(role)!;
  const response = await t.app.inject({
    method: endpoint.method,
    url: endpointUrl(endpoint),
    query: input.query,
    headers: endpoint.method === 'POST' ? client.writeHeaders : client.readHeaders,
    ...(input.body === undefined ? {} : { payload: input.body as Record<string, unknown> }),
  });
  return response.json<Answer>();
};

const passenger = async (endpoint: Endpoint, query: Record<string, string>): Promise<Answer> =>
  (await t.app.inject({ method: 'GET', url: endpointUrl(endpoint), query, headers: { ...clientHeaders } })).json<Answer>();

const auditEntries = () => db.selectFrom('audit_log').select(['action', 'operator_username', 'target_id', 'summary']).where('action', '=', 'line.notice').orderBy('id').execute();
const noticeCount = async () => Number((await db.selectFrom('line_announcements').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  // The real clock: the passenger pages' read model dates its notices by it.
  t = await createTestApp();
  db = t.database.db;
  network = await insertLineNetwork(db);
  for (const role of OPERATOR_ROLES) clients.set(role, await operatorAs(t.app, db, role, `net-${role.toLowerCase()}`));
});
afterAll(async () => t.close());

describe('lines, one line and stations (every staff role; not a group administrator)', () => {
  it('lists lines searched by code or name, inactive ones too, with stations, upcoming departures and price', async () => {
    for (const role of STAFF_ROLES) expect((await ops(listOpsLines, role)).meta.code, role).toBe(1);
    expect((await ops(listOpsLines, 'groupAdmin')).meta.code).toBe(4003);
    const { data } = await ops(listOpsLines, 'service', { query: { q: 'm10' } });
    expect(data.total).toBe(2);
    // M101: 9 days of departures (the holiday has none), two trips a day, one run cancelled.
    expect(data.items[0]).toMatchObject({ code: 'M101', type: 'commute', cityName: '深圳市', isActive: true, stationCount: 5, upcomingDepartures: 17, priceCents: 800 });
    const inactive = await ops(listOpsLines, 'finance', { query: { q: '已停运' } });
    expect(inactive.data.items.map((l: { code: string; isActive: boolean }) => [l.code, l.isActive])).toEqual([['X901', false]]);
    const paged = await ops(listOpsLines, 'admin', { query: { page: '2', pageSize: '4' } });
    expect(paged.data).toMatchObject({ total: 6 });
    expect(paged.data.items).toHaveLength(2);
  });

  it('answers one line: stops in order with board/alight, trips with their days, departures per day', async () => {
    const { data, meta } = await ops(getOpsLine, 'dispatcher', { query: { id: String(network.lines.m101) } });
    expect(meta.code).toBe(1);
    expect(data.line.stops.map((s: { stationName: string; minutesFromStart: number; canBoard: boolean; canAlight: boolean }) => [s.stationName, s.minutesFromStart, s.canBoard, s.canAlight])).toEqual([
      ['市民中心', 0, true, true],
      ['会展中心', 5, true, true],
      ['车公庙', 15, true, true],
      ['科技园', 30, false, true],
      ['深圳湾公园', 40, false, true],
    ]);
    expect(data.line.trips.map((trip: { departsAt: string }) => trip.departsAt)).toEqual(['07:30', '08:00']);
    expect(data.line.calendar).toHaveLength(9);
    expect(data.line.calendar.find((d: { date: string }) => d.date === network.cancelledDay)).toEqual({ date: network.cancelledDay, departures: 1, cancelled: 1 });
    expect((await ops(getOpsLine, 'admin', { query: { id: '999999' } })).meta).toEqual(expect.objectContaining({ code: 1004, desc: '线路不存在' }));
  });

  it("lists stations searched by name or alias, LIKE's characters taken literally", async () => {
    const byAlias = await ops(listOpsStations, 'service', { query: { q: '高新' } });
    expect(byAlias.data.items.map((s: { name: string; alias: string; lineCount: number }) => [s.name, s.alias, s.lineCount])).toEqual([['科技园', '高新园', 3]]);
    expect(byAlias.data.items[0]).toMatchObject({ cityName: '深圳市', lng: 113.9545, lat: 22.5405, isValid: true });
    const literal = await ops(listOpsStations, 'service', { query: { q: '100%' } });
    expect(literal.data.items.map((s: { name: string }) => s.name)).toEqual(['100%巴士站']);
    const tooLong = await ops(listOpsStations, 'service', { query: { q: '站'.repeat(51) } });
    expect(tooLong.meta.code).toBe(1001);
    expect(isChineseDesc(tooLong.meta.desc)).toBe(true);
  });
});

describe('line adjustment notices', () => {
  const lineId = () => String(network.lines.m101);

  it("lists a line's notices newest first with their state", async () => {
    const { data } = await ops(listLineNotices, 'service', { query: { lineId: lineId() } });
    expect(data.notices.map((n: { title: string; state: string }) => [n.title, n.state])).toEqual([
      ['国庆节停运', 'upcoming'],
      ['车公庙站临时调整', 'inForce'],
      ['已结束的通知', 'ended'],
    ]);
  });

  it('refuses 客服 and 财务 a publish (4003) and writes nothing', async () => {
    const before = await noticeCount();
    for (const role of ['service', 'finance']) {
      const { meta } = await ops(publishLineNotice, role, { body: { lineId: lineId(), title: '临时绕行', content: '施工绕行', effectiveFrom: today } });
      expect(meta.code, role).toBe(4003);
    }
    expect(await noticeCount()).toBe(before);
    expect(await auditEntries()).toEqual([]);
  });

  it('refuses a bad notice with a Chinese message on the field', async () => {
    const cases = [
      { title: '临', content: '施工绕行', effectiveFrom: today },
      { title: '临时绕行', content: '施'.repeat(2001), effectiveFrom: today },
      { title: '临时绕行', content: '施工绕行', effectiveFrom: today, effectiveTo: addDays(today, -1) },
      { title: '临时绕行', content: '施工绕行', effectiveFrom: '明天' },
    ];
    for (const body of cases) {
      const { meta } = await ops(publishLineNotice, 'admin', { body: { lineId: lineId(), ...body } });
      expect(meta.code).toBe(1001);
      expect(isChineseDesc(meta.desc), meta.desc).toBe(true);
    }
    expect((await ops(publishLineNotice, 'admin', { body: { lineId: '999999', title: '临时绕行', content: '施工绕行', effectiveFrom: today } })).meta.code).toBe(1004);
  });

  it("publishes a notice that the passenger's line page, adjustment page and home notice bar show at once, audited", async () => {
    // The passenger line page is served from the read model: built before the notice.
    expect((await passenger(lineDetail, { lineId: lineId() })).meta.code).toBe(1);
    const { data, meta } = await ops(publishLineNotice, 'dispatcher', {
      body: { lineId: lineId(), title: '科技园站迁移', content: '科技园站迁至科苑路口北侧。', effectiveFrom: today },
    });
    expect(meta.code).toBe(1);
    expect(data.notice).toMatchObject({ title: '科技园站迁移', effectiveFrom: today, effectiveTo: null, state: 'inForce' });

    const adjustment = await passenger(lineAdjustment, { lineId: lineId() });
    expect(adjustment.data.announcements.map((a: { title: string }) => a.title)).toContain('科技园站迁移');
    const home = await passenger(indexInit, { cityId: String(SHENZHEN.id) });
    expect(home.data).toMatchObject({ notice: 'M101：科技园站迁移', noticeLineId: lineId() });
    const page = await passenger(lineDetail, { lineId: lineId() });
    expect(page.data.announcements.map((a: { title: string }) => a.title)).toContain('科技园站迁移');

    expect(await auditEntries()).toEqual([expect.objectContaining({ action: 'line.notice', operator_username: 'net-dispatcher', target_id: lineId(), summary: expect.stringContaining('科技园站迁移') })]);
  });

  it('ends a notice: passengers no longer see it, a second end is refused', async () => {
    const { data: listed } = await ops(listLineNotices, 'admin', { query: { lineId: lineId() } });
    const notice = listed.notices.find((n: { title: string }) => n.title === '科技园站迁移');
    expect((await ops(endLineNotice, 'service', { body: { id: notice.id } })).meta.code).toBe(4003);
    expect((await ops(endLineNotice, 'admin', { body: { id: notice.id, effectiveTo: addDays(today, -2) } })).meta).toMatchObject({ code: 4252, desc: '结束日期不能早于昨天' });

    const ended = await ops(endLineNotice, 'admin', { body: { id: notice.id } });
    expect(ended.data.notice).toMatchObject({ effectiveTo: addDays(today, -1), state: 'ended' });
    const adjustment = await passenger(lineAdjustment, { lineId: lineId() });
    expect(adjustment.data.announcements.map((a: { title: string }) => a.title)).not.toContain('科技园站迁移');
    const page = await passenger(lineDetail, { lineId: lineId() });
    expect(page.data.announcements.map((a: { title: string }) => a.title)).not.toContain('科技园站迁移');
    const home = await passenger(indexInit, { cityId: String(SHENZHEN.id) });
    expect(home.data.notice).toBe('M101：车公庙站临时调整');

    expect((await ops(endLineNotice, 'admin', { body: { id: notice.id } })).meta).toMatchObject({ code: 4251 });
    expect((await ops(endLineNotice, 'admin', { body: { id: '999999' } })).meta).toMatchObject({ code: 1004, desc: '公告不存在' });
    expect((await auditEntries()).map((e) => e.summary)).toEqual([expect.stringContaining('发布公告'), expect.stringContaining('结束公告')]);
  });
});
