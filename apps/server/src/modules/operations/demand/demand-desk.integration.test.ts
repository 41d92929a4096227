import { errorCatalogue } from '@udian/contracts/meta-codes';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, shanghaiDate } from '../../../time/shanghai-time';
import { clientHeaders, createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { opsCall } from '../../../test/ops-call';
import { operatorAs, type OperatorClient } from '../../../test/operator-login';

/**
 * 需求与众筹 in the operator console (decision 046): the demands with their heat map, the clusters of open
 * demand, marking demands 评估中 (audited, only those still 已提交), the OD-collection campaigns created and
 * changed by an admin (audited, their dates checked), and who may do what.
 */

let b: BuyingApp;
let admin: OperatorClient;
let dispatcher: OperatorClient;
let service: OperatorClient;
let finance: OperatorClient;
let today: string;
const demandIds = { techPark: '', nearTechPark: '', evening: '', nanjing: '' };

const expectFailure = (meta: { code: number; desc: string }, name: keyof typeof errorCatalogue) => expect(meta, meta.desc).toMatchObject({ code: errorCatalogue[name].code });

const trip = (over: Record<string, unknown> = {}) => ({
  from: { name: '科技园', lng: 113.9545, lat: 22.5405 },
  to: { name: '市民中心', lng: 114.0596, lat: 22.5431 },
  timeKind: 'arrive',
  windowStart: '08:30',
  windowEnd: '09:00',
  weekdays: [1, 2, 3, 4, 5],
  people: 2,
  note: '希望有直达车',
  ...over,
});

const submit = async (phone: string, body: unknown) => {
  const { headers } = await b.t.loginAs(phone);
  const answer = await b.call('POST', '/demand/add', { headers, body });
  if (answer.meta.code !== 1) throw new Error(answer.meta.desc);
  return answer.data.demand as { id: string; shareCode: string };
};

beforeAll(async () => {
  b = await createBuyingApp();
  const { db } = b.t.database;
  [admin, dispatcher, service, finance] = await Promise.all([
    operatorAs(b.t.app, db, 'admin', 'demand-admin'),
    operatorAs(b.t.app, db, 'dispatcher', 'demand-dispatcher'),
    operatorAs(b.t.app, db, 'service', 'demand-service'),
    operatorAs(b.t.app, db, 'finance', 'demand-finance'),
  ]);
  today = shanghaiDate(b.clock.now);
  const first = await submit('13700001001', trip());
  demandIds.techPark = first.id;
  b.clock.advance(1);
  demandIds.nearTechPark = (await submit('13700001002', trip({ from: { name: '科技园北', lng: 113.9545, lat: 22.5415 }, windowStart: '08:40', windowEnd: '09:10', people: 1, weekdays: [1, 3] }))).id;
  b.clock.advance(1);
  demandIds.evening = (await submit('13700001003', trip({ from: { name: '会展中心', lng: 114.0553, lat: 22.537 }, to: { name: '科技园', lng: 113.9545, lat: 22.5405 }, timeKind: 'depart', windowStart: '18:00', windowEnd: '18:30', people: 3 }))).id;
  b.clock.advance(1);
  demandIds.nanjing = (await submit('13700001004', trip({ from: { name: '新街口', lng: 118.7841, lat: 32.0416 }, to: { name: '南京南站', lng: 118.7974, lat: 31.968 }, people: 1 }))).id;
  const colleague = await b.t.loginAs('13700001005');
  await b.call('POST', '/demand/share/join', { headers: colleague.headers, body: { code: first.shareCode } });
});
afterAll(async () => b.t.close());

const demands = (query: Record<string, string> = {}, who: OperatorClient = admin) => opsCall(b.t.app, 'GET', '/demand/demands', { headers: who.readHeaders, query });
const heat = (query: Record<string, string> = {}, who: OperatorClient = admin) => opsCall(b.t.app, 'GET', '/demand/heat', { headers: who.readHeaders, query });
const clusters = (query: Record<string, string> = {}, who: OperatorClient = admin) => opsCall(b.t.app, 'GET', '/demand/clusters', { headers: who.readHeaders, query });
const evaluate = (ids: string[], who: OperatorClient = dispatcher) => opsCall(b.t.app, 'POST', '/demand/evaluate', { headers: who.writeHeaders, body: { demandIds: ids } });
const campaigns = (who: OperatorClient = admin) => opsCall(b.t.app, 'GET', '/demand/od-campaigns', { headers: who.readHeaders });
const create = (body: Record<string, unknown>, who: OperatorClient = admin) => opsCall(b.t.app, 'POST', '/demand/od-campaigns/create', { headers: who.writeHeaders, body });
const update = (body: Record<string, unknown>, who: OperatorClient = admin) => opsCall(b.t.app, 'POST', '/demand/od-campaigns/update', { headers: who.writeHeaders, body });
const auditOf = (targetType: string) =>
  b.t.database.db.selectFrom('audit_log').select(['action', 'target_id', 'summary', 'operator_username', 'after']).where('target_type', '=', targetType).orderBy('id').execute();

describe('demands', () => {
  it('lists them newest first with the submitter masked and the note, the heat map and the cities', async () => {
    const answer = await demands({}, service);
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data.total).toBe(4);
    expect(answer.data.items.map((d: { id: string }) => d.id)).toEqual([demandIds.nanjing, demandIds.evening, demandIds.nearTechPark, demandIds.techPark]);
    expect(answer.data.items[3]).toMatchObject({
      cityId: 440300,
      status: 'submitted',
      phone: '137****1001',
      from: { name: '科技园', lng: 113.9545, lat: 22.5405, stationId: null },
      to: { name: '市民中心' },
      timeKind: 'arrive',
      windowStart: '08:30',
      windowEnd: '09:00',
      people: 2,
      supporters: 1,
      note: '希望有直达车',
      odCampaignName: null,
    });
    expect(answer.data.items[0].cityId).toBe(320100);
    // The heat map, read apart: weighted by the people each stands for (2 and a supporter for the first).
    const map = await heat({}, service);
    expect(map.meta.code, map.meta.desc).toBe(1);
    expect(map.data.heat.origins).toContainEqual([113.9545, 22.5405, 3]);
    expect(map.data.heat.destinations).toContainEqual([118.7974, 31.968, 1]);
    expect(map.data.heat.origins).toHaveLength(4);
    expect(map.data.mapTileUrl).toBe('');
    expect((await heat({ cityId: '320100' })).data.heat.origins).toEqual([[118.7841, 32.0416, 1]]);
    expect(answer.data.cities).toEqual([
      { id: 440300, name: '深圳市' },
      { id: 320100, name: '南京市' },
    ]);
  });

  it('filters by city, status and the Shanghai dates of submission, and pages', async () => {
    expect((await demands({ cityId: '320100' })).data.items.map((d: { id: string }) => d.id)).toEqual([demandIds.nanjing]);
    expect((await demands({ status: 'evaluating' })).data.total).toBe(0);
    expect((await demands({ from: today, to: today })).data.total).toBe(4);
    expect((await demands({ from: addDays(today, 1) })).data).toMatchObject({ total: 0, items: [] });
    expect((await heat({ from: addDays(today, 1) })).data.heat).toEqual({ origins: [], destinations: [] });
    const page = await demands({ pageSize: '2', page: '2' });
    expect(page.data.items.map((d: { id: string }) => d.id)).toEqual([demandIds.nearTechPark, demandIds.techPark]);
    const backwards = await demands({ from: today, to: addDays(today, -1) });
    expect(backwards.meta.code).toBe(1001);
    expect(backwards.meta.desc).toContain('结束日期不能早于开始日期');
    expect((await demands({ status: 'done' })).meta.code).toBe(1001);
  });
});

describe('clusters', () => {
  it('groups the open demand of the filter, biggest first', async () => {
    const answer = await clusters({ cityId: '440300' }, service);
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data.clusters).toEqual([
      {
        key: demandIds.techPark,
        demandIds: [demandIds.techPark, demandIds.nearTechPark],
        demands: 2,
        people: 4,
        from: { name: '科技园', lng: expect.closeTo(113.9545, 6), lat: expect.closeTo(22.54075, 6) },
        to: { name: '市民中心', lng: expect.closeTo(114.0596, 6), lat: expect.closeTo(22.5431, 6) },
        timeKind: 'arrive',
        windowStart: '08:30',
        windowEnd: '09:10',
        // Of 4 people, 3 go Monday to Friday and 1 Monday and Wednesday.
        weekdays: [1, 2, 3, 4, 5],
        statuses: ['submitted'],
        members: [
          expect.objectContaining({ id: demandIds.techPark, phone: '137****1001', people: 2, supporters: 1 }),
          expect.objectContaining({ id: demandIds.nearTechPark }),
        ],
      },
      expect.objectContaining({ key: demandIds.evening, demandIds: [demandIds.evening], people: 3, timeKind: 'depart', windowStart: '18:00' }),
    ]);
    expect(answer.data.mapTileUrl).toBe('');
    expect(answer.data.cities).toEqual(expect.arrayContaining([expect.objectContaining({ id: 440300 })]));
    expect((await clusters({ status: 'opened' })).data.clusters).toEqual([]);
    expect((await clusters()).data.clusters).toHaveLength(3);
  });
});

describe('marking demands 评估中', () => {
  it('changes only those still 已提交, audited once; the passenger sees it', async () => {
    await b.t.database.db.updateTable('demands').set({ status: 'gathering' }).where('id', '=', Number(demandIds.nanjing)).execute();
    const answer = await evaluate([demandIds.nearTechPark, demandIds.techPark, demandIds.nanjing]);
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data.updated).toBe(2);
    expect(await auditOf('demand')).toEqual([
      {
        action: 'demand.evaluate',
        target_id: demandIds.techPark,
        summary: '将 2 条需求标记为评估中',
        operator_username: 'demand-dispatcher',
        after: { demandIds: [demandIds.techPark, demandIds.nearTechPark], status: 'evaluating' },
      },
    ]);
    expect((await evaluate([demandIds.techPark], admin)).data.updated).toBe(0);
    expect(await auditOf('demand')).toHaveLength(1);
    const statuses = await b.t.database.db.selectFrom('demands').select(['id', 'status']).orderBy('id').execute();
    expect(statuses.map((s) => s.status)).toEqual(['evaluating', 'evaluating', 'submitted', 'gathering']);
    const { headers } = await b.t.loginAs('13700001001');
    expect((await b.call('GET', '/demand/myList', { headers })).data.demands[0].status).toBe('evaluating');
    expect((await clusters({ cityId: '440300' })).data.clusters[0].statuses).toEqual(['evaluating']);
  });

  it('refuses an empty choice', async () => {
    const answer = await evaluate([]);
    expect(answer.meta.code).toBe(1001);
    expect(answer.meta.desc).toContain('请选择需求');
  });
});

describe('OD-collection campaigns', () => {
  let campaignId: string;
  const place = () => ({ name: '科技园', address: '南山区科技园', lng: 113.9546, lat: 22.5406, stationId: String(b.network.stations.techPark) });
  const base = () => ({ cityId: 440300, name: '科技园通勤需求征集', organizer: '科技园企业员工', intro: '为科技园员工开通通勤班车', place: place(), startDate: today, endDate: addDays(today, 29), target: 100 });

  it('creates one (audited) from the first day 00:00 to the end of the last, which passengers then see', async () => {
    const answer = await create(base());
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    campaignId = answer.data.campaign.id;
    expect(answer.data.campaign).toMatchObject({
      cityId: 440300,
      name: '科技园通勤需求征集',
      organizer: '科技园企业员工',
      place: place(),
      status: 'running',
      target: 100,
      demands: 0,
      people: 0,
      startsAt: new Date(`${today}T00:00:00+08:00`).toISOString(),
      endsAt: new Date(`${addDays(today, 30)}T00:00:00+08:00`).toISOString(),
    });
    expect((await auditOf('odCampaign')).map((a) => [a.action, a.target_id, a.summary, a.operator_username])).toEqual([
      ['odCampaign.create', campaignId, '创建需求征集活动「科技园通勤需求征集」', 'demand-admin'],
    ]);
    const passengers = await b.call('GET', '/demand/odCollection/list', { headers: { ...clientHeaders }, query: { cityId: '440300' } });
    expect(passengers.data.campaigns.map((c: { id: string }) => c.id)).toEqual([campaignId]);
    const listed = await campaigns(service);
    expect(listed.data.campaigns.map((c: { id: string }) => c.id)).toEqual([campaignId]);
    expect(listed.data.cities).toHaveLength(2);
  });

  it('refuses an end before today or before the start, a closed city, a station away from the place, and a short name, storing nothing', async () => {
    expectFailure((await create({ ...base(), startDate: addDays(today, -10), endDate: addDays(today, -1) })).meta, 'odCampaignEndPassed');
    const backwards = await create({ ...base(), startDate: addDays(today, 10), endDate: addDays(today, 5) });
    expect(backwards.meta.code).toBe(1001);
    expect(backwards.meta.desc).toContain('结束日期不能早于开始日期');
    expect((await create({ ...base(), cityId: 310100 })).meta).toMatchObject({ code: 1001, desc: '该城市未开通服务，请重新选择' });
    expect((await create({ ...base(), place: { ...place(), stationId: String(b.network.stations.civicCentre) } })).meta).toMatchObject({ code: 1001, desc: '所选站点不在该地点附近，请重新选择' });
    expect((await create({ ...base(), name: '征' })).meta.desc).toContain('活动名称至少 2 个字');
    expect((await create({ ...base(), target: 0 })).meta.desc).toContain('目标需求数至少为 1');
    expect(await b.t.database.db.selectFrom('od_campaigns').select('id').execute()).toHaveLength(1);
  });

  it('changes one (audited with before and after), checking the dates it ends up with', async () => {
    const changed = await update({ id: campaignId, name: '科技园班车需求征集', target: 300 });
    expect(changed.meta.code, changed.meta.desc).toBe(1);
    expect(changed.data.campaign).toMatchObject({ name: '科技园班车需求征集', target: 300, organizer: '科技园企业员工', place: place() });
    const later = await update({ id: campaignId, endDate: addDays(today, 59) });
    expect(later.data.campaign.endsAt).toBe(new Date(`${addDays(today, 60)}T00:00:00+08:00`).toISOString());

    const startAfterEnd = await update({ id: campaignId, startDate: addDays(today, 70) });
    expect(startAfterEnd.meta).toMatchObject({ code: 1001, desc: '结束日期不能早于开始日期' });
    expectFailure((await update({ id: campaignId, startDate: addDays(today, -20), endDate: addDays(today, -2) })).meta, 'odCampaignEndPassed');
    expectFailure((await update({ id: '999999', target: 5 })).meta, 'odCampaignNotFound');
    expect((await update({ id: campaignId })).meta.desc).toContain('没有要修改的内容');

    const audit = await auditOf('odCampaign');
    expect(audit.map((a) => a.action)).toEqual(['odCampaign.create', 'odCampaign.update', 'odCampaign.update']);
    expect(audit[1]!.summary).toBe('修改需求征集活动「科技园班车需求征集」');
  });

  it('lets an ended campaign keep its past end date when another field changes', async () => {
    const DAY = 86_400_000;
    const ended = await b.t.database.db
      .insertInto('od_campaigns')
      .values({ city_id: 440300, name: '上季度征集', organizer: '园区员工', place_name: '科技园', place_lng: 113.9545, place_lat: 22.5405, starts_at: new Date(b.clock.now.getTime() - 40 * DAY), ends_at: new Date(b.clock.now.getTime() - 10 * DAY), target: 10 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const answer = await update({ id: String(ended.id), intro: '已结束，感谢参与' });
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data.campaign).toMatchObject({ intro: '已结束，感谢参与', status: 'ended' });
  });
});

describe('roles', () => {
  it('lets admin, dispatcher and service read; admin and dispatcher mark; only admin runs campaigns; finance nothing', async () => {
    for (const who of [admin, dispatcher, service]) {
      expect((await demands({}, who)).meta.code).toBe(1);
      expect((await clusters({}, who)).meta.code).toBe(1);
      expect((await campaigns(who)).meta.code).toBe(1);
    }
    expectFailure((await demands({}, finance)).meta, 'operatorForbidden');
    expectFailure((await clusters({}, finance)).meta, 'operatorForbidden');
    expectFailure((await campaigns(finance)).meta, 'operatorForbidden');
    for (const who of [service, finance]) expectFailure((await evaluate([demandIds.evening], who)).meta, 'operatorForbidden');
    const body = { cityId: 440300, name: '不该创建', organizer: '园区员工', place: { name: '科技园', lng: 113.9545, lat: 22.5405 }, startDate: today, endDate: today, target: 1 };
    for (const who of [dispatcher, service, finance]) {
      expectFailure((await create(body, who)).meta, 'operatorForbidden');
      expectFailure((await update({ id: '1', target: 2 }, who)).meta, 'operatorForbidden');
    }
    expect((await b.t.database.db.selectFrom('demands').select('status').where('id', '=', Number(demandIds.evening)).executeTakeFirstOrThrow()).status).toBe('submitted');
  });
});

describe('the heat map', () => {
  it('holds at most 5,000 demands, the newest', async () => {
    const { userId } = await b.t.loginAs('13700001099');
    await sql`
      INSERT INTO demands (user_id, city_id, from_name, from_lng, from_lat, to_name, to_lng, to_lat, time_kind,
        window_start_minutes, window_end_minutes, weekdays, people, share_code)
      SELECT ${Number(userId)}, 320100, '起点', 118.7 + i / 100000.0, 32.0, '终点', 118.8, 31.97, 'arrive', 480, 510, '{1}', 1,
        'H' || lpad(i::text, 9, '0')
      FROM generate_series(1, 5001) AS i`.execute(b.t.database.db);
    const answer = await demands({ cityId: '320100' });
    expect(answer.data.total).toBe(5002);
    expect(answer.data.items).toHaveLength(20);
    const map = await heat({ cityId: '320100' });
    expect(map.data.heat.origins).toHaveLength(5000);
    expect(map.data.heat.destinations).toHaveLength(5000);
    // The newest: the first inserted (i = 1) is left out.
    expect(map.data.heat.origins).not.toContainEqual([118.70001, 32.0, 1]);
  });
});
