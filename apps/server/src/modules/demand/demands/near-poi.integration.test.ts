import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceM } from '../../../lib/geo';
import { clientHeaders, createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';

/** demand-station's /demand/nearPoi: stations around a tapped point, the passenger's addresses and the district. */

let b: BuyingApp;
beforeAll(async () => {
  b = await createBuyingApp();
});
afterAll(async () => b.t.close());

/** Between 会展中心 (about 90 m) and 市民中心 (about 700 m); the closed 会展中心旧站 is nearer still. */
const HERE = { lng: 114.056, lat: 22.5375 };
const nearPoi = (headers: Record<string, string>, at: Record<string, unknown>) =>
  b.call('GET', '/demand/nearPoi', { headers, query: Object.fromEntries(Object.entries(at).map(([k, v]) => [k, String(v)])) });

describe('near a tapped point', () => {
  it('lists the valid stations within 1 km nearest first, those within 300 m to choose, and the district, logged out too', async () => {
    const answer = await nearPoi({ ...clientHeaders }, HERE);
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data.stations).toEqual([
      { stationId: String(b.network.stations.convention), name: '会展中心', lng: 114.0553, lat: 22.537, distanceM: distanceM(HERE, { lng: 114.0553, lat: 22.537 }), canChoose: true },
      { stationId: String(b.network.stations.civicCentre), name: '市民中心', lng: 114.0596, lat: 22.5431, distanceM: distanceM(HERE, { lng: 114.0596, lat: 22.5431 }), canChoose: false },
    ]);
    expect(answer.data.places).toEqual([{ kind: 'region', name: '福田区', address: '', lng: 114.0545, lat: 22.5211, distanceM: distanceM(HERE, { lng: 114.0545, lat: 22.5211 }) }]);
  });

  it('offers the logged-in passenger’s common addresses within 1 km, nearest first', async () => {
    const { headers } = await b.t.loginAs('13800009901');
    const save = (body: Record<string, unknown>) => b.call('POST', '/user/address/add', { headers, body });
    expect((await save({ type: 'work', name: '公司', address: '会展中心写字楼', lng: 114.057, lat: 22.538 })).meta.code).toBe(1);
    expect((await save({ type: 'home', name: '家', address: '南山区', lng: 113.93, lat: 22.52 })).meta.code).toBe(1);
    expect((await save({ type: 'other', name: '健身房', address: '福田区', lng: 114.0595, lat: 22.5395 })).meta.code).toBe(1);
    const places = (await nearPoi(headers, HERE)).data.places;
    expect(places.map((p: { kind: string; name: string }) => `${p.kind}:${p.name}`)).toEqual(['address:公司', 'address:健身房', 'region:福田区']);
    expect(places[0]).toMatchObject({ address: '会展中心写字楼', distanceM: distanceM(HERE, { lng: 114.057, lat: 22.538 }) });
  });

  it('answers nothing near a point far from the network, and refuses a point outside China', async () => {
    expect((await nearPoi({ ...clientHeaders }, { lng: 100.5, lat: 30 })).data).toEqual({ stations: [], places: [] });
    expect((await nearPoi({ ...clientHeaders }, { lng: 2.3522, lat: 48.8566 })).meta).toMatchObject({ code: 1001, desc: expect.stringContaining('所选位置不在中国境内') });
    // Hanoi is inside China's bounding box, not its outline.
    expect((await nearPoi({ ...clientHeaders }, { lng: 105.8542, lat: 21.0285 })).meta).toMatchObject({ code: 1001, desc: expect.stringContaining('所选位置不在中国境内') });
    expect((await nearPoi({ ...clientHeaders }, { lng: 'abc', lat: 22.5 })).meta.code).toBe(1001);
  });
});
