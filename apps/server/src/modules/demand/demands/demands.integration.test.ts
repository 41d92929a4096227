import { demandMessages } from '@udian/contracts/schemas/demand';
import { errorCatalogue } from '@udian/contracts/meta-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHeaders, createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';

/**
 * 需求征集 (decision 046): submitting with the contract's rules (each bad input its own Chinese message and
 * nothing stored), merging the same passenger's same trip (also two taps at once), a demand seen by its
 * submitter and through its share code, 同路 +1 and its refusals, my-custom's list.
 */

let b: BuyingApp;
let phone = 13800009100;

beforeAll(async () => {
  b = await createBuyingApp();
});
afterAll(async () => b.t.close());

const TECH_PARK = { lng: 113.9545, lat: 22.5405 };
const CIVIC_CENTRE = { lng: 114.0596, lat: 22.5431 };
/** About 110 m north of 科技园 station. */
const NEAR_TECH_PARK = { lng: 113.9545, lat: 22.5415 };

const trip = (over: Record<string, unknown> = {}) => ({
  from: { name: '科技园', address: '南山区科技园', ...TECH_PARK },
  to: { name: '市民中心', ...CIVIC_CENTRE },
  timeKind: 'arrive',
  windowStart: '08:30',
  windowEnd: '09:00',
  weekdays: [5, 1, 2, 3, 4, 1],
  people: 2,
  note: '公司在市民中心东侧',
  ...over,
});

const passenger = async () => {
  const login = await b.t.loginAs(String((phone += 1)));
  return { ...login, phone: String(phone) };
};
const add = (headers: Record<string, string>, body: unknown) => b.call('POST', '/demand/add', { headers, body });
const info = (headers: Record<string, string>, query: Record<string, string>) => b.call('GET', '/demand/info', { headers, query });
const join = (headers: Record<string, string>, code: string) => b.call('POST', '/demand/share/join', { headers, body: { code } });
const myList = (headers: Record<string, string>) => b.call('GET', '/demand/myList', { headers });
const rowsOf = (userId: string) => b.t.database.db.selectFrom('demands').selectAll().where('user_id', '=', Number(userId)).orderBy('id').execute();
const expectFailure = (meta: { code: number; desc: string }, name: keyof typeof errorCatalogue) => expect(meta, meta.desc).toMatchObject({ code: errorCatalogue[name].code });

describe('submitting a demand', () => {
  it('stores it in the city of its origin with a share code, and answers it as its submitter sees it', async () => {
    const me = await passenger();
    const answer = await add(me.headers, trip());
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data.isMerged).toBe(false);
    expect(answer.data.demand).toMatchObject({
      status: 'submitted',
      from: { name: '科技园', address: '南山区科技园', ...TECH_PARK, stationId: null },
      to: { name: '市民中心', address: '', ...CIVIC_CENTRE, stationId: null },
      timeKind: 'arrive',
      windowStart: '08:30',
      windowEnd: '09:00',
      weekdays: [1, 2, 3, 4, 5],
      people: 2,
      supporters: 0,
      note: '公司在市民中心东侧',
      ownerPhone: `${me.phone.slice(0, 3)}****${me.phone.slice(7)}`,
      isMine: true,
      hasJoined: false,
      line: null,
      odCampaign: null,
    });
    expect(answer.data.demand.shareCode).toMatch(/^[0-9A-Za-z]{10}$/);
    const [row] = await rowsOf(me.userId);
    expect(row).toMatchObject({ city_id: 440300, window_start_minutes: 510, window_end_minutes: 540, share_code: answer.data.demand.shareCode, weekdays: [1, 2, 3, 4, 5] });
  });

  it('takes a station within 300 m instead of the point, and refuses one farther away', async () => {
    const me = await passenger();
    const techPark = String(b.network.stations.techPark);
    const chosen = await add(me.headers, trip({ from: { name: '科技园', ...NEAR_TECH_PARK, stationId: techPark } }));
    expect(chosen.meta.code, chosen.meta.desc).toBe(1);
    expect(chosen.data.demand.from.stationId).toBe(techPark);
    const far = await add(me.headers, trip({ from: { name: '科技园', ...NEAR_TECH_PARK, stationId: String(b.network.stations.civicCentre) }, timeKind: 'depart' }));
    expect(far.meta).toMatchObject({ code: 1001, desc: '所选站点不在该地点附近，请重新选择' });
    expect(await rowsOf(me.userId)).toHaveLength(1);
  });

  it('has no city when no open city serves its origin', async () => {
    const me = await passenger();
    const shanghai = await add(me.headers, trip({ from: { name: '人民广场', lng: 121.4737, lat: 31.2304 }, to: { name: '陆家嘴', lng: 121.5, lat: 31.24 } }));
    expect(shanghai.meta.code, shanghai.meta.desc).toBe(1);
    expect((await rowsOf(me.userId))[0]?.city_id).toBeNull();
  });

  it.each([
    ['from equal to to', { to: { name: '科技园', ...TECH_PARK } }, demandMessages.samePlace],
    ['a time before 05:00', { windowStart: '04:30' }, demandMessages.timeOutOfRange],
    ['a time after 23:00', { windowEnd: '23:30' }, demandMessages.timeOutOfRange],
    ['no people', { people: 0 }, demandMessages.peopleRange],
    ['51 people', { people: 51 }, demandMessages.peopleRange],
    ['a point outside China (Paris)', { from: { name: '巴黎', lng: 2.3522, lat: 48.8566 } }, '所选位置不在中国境内，请在地图上重新选择'],
    ['a point outside China inside its bounding box (Seoul)', { to: { name: '首尔', lng: 126.978, lat: 37.5665 } }, '所选位置不在中国境内，请在地图上重新选择'],
    ['a window that ends before it starts', { windowStart: '09:00', windowEnd: '08:30' }, demandMessages.windowOrder],
    ['no weekday', { weekdays: [] }, demandMessages.weekdaysRequired],
    ['an unnamed place', { from: { name: ' ', ...TECH_PARK } }, demandMessages.placeNameRequired],
    ['a note too long', { note: '长'.repeat(201) }, demandMessages.noteTooLong],
  ])('refuses %s in Chinese and stores nothing', async (_name, over, message) => {
    const me = await passenger();
    const answer = await add(me.headers, trip(over));
    expect(answer.meta.code).toBe(1001);
    expect(answer.meta.desc).toContain(message);
    expect(await rowsOf(me.userId)).toEqual([]);
  });

  it('needs a login', async () => {
    expect((await add({ ...clientHeaders }, trip())).meta.code).toBe(502);
  });
});

describe('merging the same trip', () => {
  it('updates the open demand of the same trip with the latest values, and adds one for another time or kind', async () => {
    const me = await passenger();
    const first = (await add(me.headers, trip())).data.demand;
    // Both ends within 300 m, the same kind of time, a window starting 15 minutes later: the same demand.
    const again = await add(me.headers, trip({ from: { name: '科技园北门', ...NEAR_TECH_PARK }, windowStart: '08:45', windowEnd: '09:15', people: 3, note: '' }));
    expect(again.data.isMerged).toBe(true);
    expect(again.data.demand).toMatchObject({ id: first.id, shareCode: first.shareCode, from: { name: '科技园北门' }, windowStart: '08:45', people: 3, note: '' });
    expect(await rowsOf(me.userId)).toHaveLength(1);

    const later = await add(me.headers, trip({ windowStart: '09:30', windowEnd: '10:00' }));
    expect(later.data.isMerged).toBe(false);
    const departing = await add(me.headers, trip({ timeKind: 'depart', windowStart: '08:45', windowEnd: '09:15' }));
    expect(departing.data.isMerged).toBe(false);
    const farther = await add(me.headers, trip({ to: { name: '会展中心', lng: 114.0553, lat: 22.537 } }));
    expect(farther.data.isMerged).toBe(false);
    expect(await rowsOf(me.userId)).toHaveLength(4);
  });

  it('merges into a demand being evaluated, but never into a closed one or another passenger’s', async () => {
    const [me, colleague] = [await passenger(), await passenger()];
    const first = (await add(me.headers, trip())).data.demand;
    await b.t.database.db.updateTable('demands').set({ status: 'evaluating' }).where('id', '=', Number(first.id)).execute();
    const merged = await add(me.headers, trip({ people: 4 }));
    expect(merged.data).toMatchObject({ isMerged: true, demand: { id: first.id, status: 'evaluating', people: 4 } });

    const other = await add(colleague.headers, trip());
    expect(other.data.isMerged).toBe(false);
    expect(other.data.demand.id).not.toBe(first.id);

    await b.t.database.db.updateTable('demands').set({ status: 'gathering' }).where('id', '=', Number(first.id)).execute();
    expect((await add(me.headers, trip())).data.isMerged).toBe(false);
  });

  it('makes one row of identical submissions at once (two taps, or five)', async () => {
    for (const taps of [2, 5]) {
      const me = await passenger();
      const answers = await Promise.all(Array.from({ length: taps }, () => add(me.headers, trip())));
      expect(answers.map((a) => a.meta.code)).toEqual(Array.from({ length: taps }, () => 1));
      expect(answers.filter((a) => !a.data.isMerged)).toHaveLength(1);
      expect(new Set(answers.map((a) => a.data.demand.id)).size).toBe(1);
      expect(await rowsOf(me.userId)).toHaveLength(1);
    }
  });
});

describe('seeing a demand', () => {
  it('shows the submitter their own by id, and nobody else’s', async () => {
    const [me, stranger] = [await passenger(), await passenger()];
    const mine = (await add(me.headers, trip())).data.demand;
    expect((await info(me.headers, { id: mine.id })).data.demand).toEqual(mine);
    expectFailure((await info(stranger.headers, { id: mine.id })).meta, 'demandNotFound');
    expectFailure((await info({ ...clientHeaders }, { id: mine.id })).meta, 'demandNotFound');
    expectFailure((await info(me.headers, { id: '999999' })).meta, 'demandNotFound');
  });

  it('shows a shared demand to anyone by its code, without its note, with the submitter masked', async () => {
    const me = await passenger();
    const mine = (await add(me.headers, trip())).data.demand;
    const masked = `${me.phone.slice(0, 3)}****${me.phone.slice(7)}`;
    const shared = (await info({ ...clientHeaders }, { code: mine.shareCode })).data.demand;
    expect(shared).toMatchObject({ id: mine.id, note: '', isMine: false, hasJoined: false, ownerPhone: masked, people: 2 });
    expect((await info(me.headers, { code: mine.shareCode })).data.demand).toMatchObject({ note: '公司在市民中心东侧', isMine: true });
    expectFailure((await info({ ...clientHeaders }, { code: 'ZZZZZZZZZZ' })).meta, 'demandNotFound');
    expect((await info({ ...clientHeaders }, { code: 'short' })).meta).toMatchObject({ code: 1001, desc: expect.stringContaining('分享链接无效') });
    expect((await info({ ...clientHeaders }, {})).meta).toMatchObject({ code: 1001, desc: expect.stringContaining('请指定需求') });
  });
});

describe('同路 +1', () => {
  it('adds a colleague once (a second tap answers the same), who then lists it without its note', async () => {
    const [me, colleague] = [await passenger(), await passenger()];
    const mine = (await add(me.headers, trip())).data.demand;
    const joined = await join(colleague.headers, mine.shareCode);
    expect(joined.meta.code, joined.meta.desc).toBe(1);
    expect(joined.data.demand).toMatchObject({ id: mine.id, supporters: 1, hasJoined: true, isMine: false, note: '' });
    expect((await join(colleague.headers, mine.shareCode)).data.demand).toEqual(joined.data.demand);
    expect((await info({ ...clientHeaders }, { code: mine.shareCode })).data.demand.supporters).toBe(1);

    const theirs = (await myList(colleague.headers)).data.demands;
    expect(theirs).toEqual([joined.data.demand]);
  });

  it('refuses one’s own demand, an unknown code, a demand whose line opened or did not gather, and a guest', async () => {
    const [me, colleague] = [await passenger(), await passenger()];
    const mine = (await add(me.headers, trip())).data.demand;
    expectFailure((await join(me.headers, mine.shareCode)).meta, 'demandOwnJoin');
    expectFailure((await join(colleague.headers, 'ABCDEFGHIJ')).meta, 'demandNotFound');
    for (const status of ['opened', 'failed'] as const) {
      await b.t.database.db.updateTable('demands').set({ status }).where('id', '=', Number(mine.id)).execute();
      expectFailure((await join(colleague.headers, mine.shareCode)).meta, 'demandClosed');
    }
    expect((await join({ ...clientHeaders }, mine.shareCode)).meta.code).toBe(502);
    const supporters = await b.t.database.db.selectFrom('demand_supporters').select('user_id').where('demand_id', '=', Number(mine.id)).execute();
    expect(supporters).toEqual([]);
  });
});

describe('withdrawing and the limit of open demands', () => {
  const withdraw = (headers: Record<string, string>, id: string) => b.call('POST', '/demand/withdraw', { headers, body: { id } });

  it('deletes the passenger’s own open demand with its supporters; never another’s, nor one past collecting', async () => {
    const [me, colleague, stranger] = [await passenger(), await passenger(), await passenger()];
    const demand = (await add(me.headers, trip())).data.demand;
    expect((await join(colleague.headers, demand.shareCode)).meta.code).toBe(1);
    expectFailure((await withdraw(stranger.headers, demand.id)).meta, 'demandNotFound');
    const answer = await withdraw(me.headers, demand.id);
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(await rowsOf(me.userId)).toEqual([]);
    expect((await myList(colleague.headers)).data.demands).toEqual([]);
    expect(await b.t.database.db.selectFrom('demand_supporters').selectAll().where('demand_id', '=', Number(demand.id)).execute()).toEqual([]);
    expectFailure((await withdraw(me.headers, demand.id)).meta, 'demandNotFound');

    const gathering = (await add(me.headers, trip({ timeKind: 'depart' }))).data.demand;
    await b.t.database.db.updateTable('demands').set({ status: 'gathering' }).where('id', '=', Number(gathering.id)).execute();
    expectFailure((await withdraw(me.headers, gathering.id)).meta, 'demandNotWithdrawable');
    expect(await rowsOf(me.userId)).toHaveLength(1);
  });

  it('refuses an 11th open trip, still merges into an open one, and takes a new trip once one is withdrawn', async () => {
    const me = await passenger();
    const at = (hour: number) => ({ windowStart: `${String(hour).padStart(2, '0')}:00`, windowEnd: `${String(hour).padStart(2, '0')}:30` });
    const ids: string[] = [];
    for (let hour = 6; hour < 16; hour += 1) ids.push((await add(me.headers, trip(at(hour)))).data.demand.id);
    expect(new Set(ids).size).toBe(10);
    expectFailure((await add(me.headers, trip(at(17)))).meta, 'demandLimit');
    const merged = await add(me.headers, trip({ ...at(6), people: 3 }));
    expect(merged.data).toMatchObject({ isMerged: true, demand: { id: ids[0], people: 3 } });
    expect((await withdraw(me.headers, ids[9]!)).meta.code).toBe(1);
    expect((await add(me.headers, trip(at(17)))).meta.code).toBe(1);
    expect(await rowsOf(me.userId)).toHaveLength(10);
  });
});

describe('my-custom', () => {
  it('lists the passenger’s own demands and the ones they joined, newest first', async () => {
    const [me, colleague] = [await passenger(), await passenger()];
    const theirs = (await add(colleague.headers, trip({ note: '同事的备注' }))).data.demand;
    b.clock.advance(1);
    const morning = (await add(me.headers, trip())).data.demand;
    b.clock.advance(1);
    await join(me.headers, theirs.shareCode);
    const evening = (await add(me.headers, trip({ timeKind: 'depart', windowStart: '18:00', windowEnd: '18:30' }))).data.demand;
    const list = (await myList(me.headers)).data.demands;
    expect(list.map((d: { id: string }) => d.id)).toEqual([evening.id, morning.id, theirs.id]);
    expect(list[2]).toMatchObject({ isMine: false, hasJoined: true, note: '' });
    expect(list[0]).toMatchObject({ isMine: true, note: '公司在市民中心东侧' });
    expect((await myList({ ...clientHeaders })).meta.code).toBe(502);
  });
});
