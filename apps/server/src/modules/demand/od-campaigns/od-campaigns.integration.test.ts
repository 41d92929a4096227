import { errorCatalogue } from '@udian/contracts/meta-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHeaders, createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';

/**
 * OD-collection campaigns as passengers see them (/h5/odcollection/index, my-custom): the campaign with its
 * progress, those running in a city, and demands submitted through one (only while it runs).
 */

let b: BuyingApp;
const DAY = 86_400_000;
const ids = { running: '', upcoming: '', ended: '', nanjing: '' };

const campaign = async (name: string, fromDays: number, toDays: number, cityId = 440300) =>
  String(
    (
      await b.t.database.db
        .insertInto('od_campaigns')
        .values({
          city_id: cityId,
          name,
          organizer: '科技园企业员工',
          intro: '征集通勤需求',
          place_name: '科技园',
          place_lng: 113.9545,
          place_lat: 22.5405,
          starts_at: new Date(b.clock.now.getTime() + fromDays * DAY),
          ends_at: new Date(b.clock.now.getTime() + toDays * DAY),
          target: 50,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  );

beforeAll(async () => {
  b = await createBuyingApp();
  ids.running = await campaign('科技园需求征集', -1, 30);
  ids.upcoming = await campaign('下月需求征集', 5, 30);
  ids.ended = await campaign('上月需求征集', -30, -1);
  ids.nanjing = await campaign('新街口需求征集', -1, 30, 320100);
});
afterAll(async () => b.t.close());

const trip = (over: Record<string, unknown> = {}) => ({
  from: { name: '市民中心', lng: 114.0596, lat: 22.5431 },
  to: { name: '科技园', lng: 113.9545, lat: 22.5405 },
  timeKind: 'arrive',
  windowStart: '08:30',
  windowEnd: '09:00',
  weekdays: [1, 2, 3, 4, 5],
  people: 2,
  ...over,
});
const add = (headers: Record<string, string>, body: unknown) => b.call('POST', '/demand/add', { headers, body });
const info = (headers: Record<string, string>, id: string) => b.call('GET', '/demand/odCollection/info', { headers, query: { id } });
const list = (query: Record<string, string> = {}) => b.call('GET', '/demand/odCollection/list', { headers: { ...clientHeaders }, query });

describe('submitting through a campaign', () => {
  it('links the demand to a running campaign, and keeps it when the same trip comes again from the plain form', async () => {
    const { headers } = await b.t.loginAs('13800009201');
    const through = await add(headers, trip({ odCampaignId: ids.running }));
    expect(through.meta.code, through.meta.desc).toBe(1);
    expect(through.data.demand.odCampaign).toEqual({ id: ids.running, name: '科技园需求征集' });
    const again = await add(headers, trip({ people: 3 }));
    expect(again.data).toMatchObject({ isMerged: true, demand: { id: through.data.demand.id, people: 3, odCampaign: { id: ids.running } } });
  });

  it('refuses a campaign not started, ended or unknown, storing nothing', async () => {
    const { headers, userId } = await b.t.loginAs('13800009202');
    for (const id of [ids.upcoming, ids.ended, '999999']) {
      expect((await add(headers, trip({ odCampaignId: id }))).meta).toMatchObject({ code: errorCatalogue.odCampaignNotRunning.code, desc: '需求征集活动未开始或已结束' });
    }
    expect(await b.t.database.db.selectFrom('demands').select('id').where('user_id', '=', Number(userId)).execute()).toEqual([]);
  });
});

describe('a campaign and its progress', () => {
  it('counts the demands submitted through it and their people with supporters; myDemandIds for the passenger', async () => {
    const other = await b.t.loginAs('13800009203');
    const submitted = (await add(other.headers, trip({ people: 4, odCampaignId: ids.running, from: { name: '会展中心', lng: 114.0553, lat: 22.537 } }))).data.demand;
    const colleague = await b.t.loginAs('13800009204');
    expect((await b.call('POST', '/demand/share/join', { headers: colleague.headers, body: { code: submitted.shareCode } })).meta.code).toBe(1);

    const seen = await info(other.headers, ids.running);
    expect(seen.meta.code, seen.meta.desc).toBe(1);
    // 13800009201's demand (3 people) and this one (4 people and one supporter).
    expect(seen.data.campaign).toMatchObject({
      id: ids.running,
      cityId: 440300,
      name: '科技园需求征集',
      organizer: '科技园企业员工',
      place: { name: '科技园', address: '', lng: 113.9545, lat: 22.5405, stationId: null },
      status: 'running',
      target: 50,
      demands: 2,
      people: 8,
    });
    expect(seen.data.myDemandIds).toEqual([submitted.id]);
    expect((await info({ ...clientHeaders }, ids.running)).data.myDemandIds).toEqual([]);
  });

  it('shows an ended or upcoming campaign as such, and refuses an unknown one', async () => {
    expect((await info({ ...clientHeaders }, ids.ended)).data.campaign).toMatchObject({ status: 'ended', demands: 0, people: 0 });
    expect((await info({ ...clientHeaders }, ids.upcoming)).data.campaign.status).toBe('upcoming');
    expect((await info({ ...clientHeaders }, '999999')).meta).toMatchObject({ code: 1004, desc: '需求征集活动不存在' });
    expect((await info({ ...clientHeaders }, 'abc')).meta.code).toBe(1001);
  });

  it('lists the campaigns running now, in the city when one is named', async () => {
    expect((await list({ cityId: '440300' })).data.campaigns.map((c: { id: string }) => c.id)).toEqual([ids.running]);
    expect((await list({ cityId: '320100' })).data.campaigns.map((c: { id: string }) => c.id)).toEqual([ids.nanjing]);
    expect((await list()).data.campaigns.map((c: { id: string }) => c.id).sort()).toEqual([ids.running, ids.nanjing].sort());
    expect((await list({ cityId: '110100' })).data.campaigns).toEqual([]);
    expect((await list({ cityId: 'x' })).meta.code).toBe(1001);
  });
});
