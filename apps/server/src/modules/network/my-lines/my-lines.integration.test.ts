import { ApiPrefix } from '@udian/contracts/prefixes';
import type { MyLinesData } from '@udian/contracts/endpoints/lines/my-lines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHeaders, createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { buyingServices, departureOf, isChineseDesc, m101Choice, mustBuy, type Buyer } from '../../../test/buying-helpers';

/** POST /base/path/page (decision 059): the passenger's own lines, ridden and collected, a page at a time. */

let b: BuyingApp;
let services: ReturnType<typeof buyingServices>;
beforeAll(async () => {
  b = await createBuyingApp();
  services = buyingServices(b);
});
afterAll(async () => b.t.close());

const page = (body: unknown, headers: Record<string, string> = clientHeaders) =>
  b.call<MyLinesData>('POST', '/base/path/page', { headers, body });
const codes = (data: MyLinesData | null | undefined) => data?.lines.map((line) => line.lineCode);
const collect = async (buyer: Buyer, lineId: number) => {
  const res = await b.t.app.inject({
    method: 'POST',
    url: `${ApiPrefix.api}/line/collectLine`,
    payload: new URLSearchParams({ lineId: String(lineId) }).toString(),
    headers: { ...buyer.headers, 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(res.json().meta.code).toBe(1);
};

describe('my lines', () => {
  let rider: Buyer;

  beforeAll(async () => {
    const { lines } = b.network;
    rider = await b.buyer('13800035201', 2);
    // M101 on two days for two riders in one order: two rides (departures), four tickets.
    const m101 = await mustBuy(b, rider, await m101Choice(b, [1, 5]));
    await services.markPaid(m101.orderNo);
    // M102 once, paid; and once more left unpaid, which is no ride.
    const m102Choice = (offset: number) =>
      departureOf(b, lines.m102, offset).then((id) => ({ lineId: String(lines.m102), departureIds: [String(id)], boardSeq: 0, alightSeq: 1 }));
    const m102 = await mustBuy(b, rider, await m102Choice(6), { passengerIds: rider.passengerIds.slice(0, 1) });
    await services.markPaid(m102.orderNo);
    await mustBuy(b, rider, await m102Choice(7), { passengerIds: rider.passengerIds.slice(0, 1) });
    // S301 ridden once and refunded: no ride.
    const s301 = await mustBuy(b, rider, {
      lineId: String(lines.s301),
      departureIds: [String(await departureOf(b, lines.s301, 1))],
      boardSeq: 0,
      alightSeq: 2,
    }, { passengerIds: rider.passengerIds.slice(0, 1) });
    await services.markPaid(s301.orderNo);
    await services.markRefunded(s301.orderNo);
    // Collected: M102 (also ridden) and S301 (only collected, its ride refunded).
    await collect(rider, lines.m102);
    await collect(rider, lines.s301);
  });

  it('lists the lines ridden most first, then the collected, with their counts and last ride', async () => {
    const answer = await page({ pageNum: 1, pageSize: 10 }, rider.headers);
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data).toMatchObject({ pageNum: 1, pageSize: 10, total: 3 });
    expect(codes(answer.data)).toEqual(['M101', 'M102', 'S301']);
    expect(answer.data?.lines.map(({ rideCount, lastRideDate, isCollected }) => ({ rideCount, lastRideDate, isCollected }))).toEqual([
      { rideCount: 2, lastRideDate: b.network.day(5), isCollected: false },
      { rideCount: 1, lastRideDate: b.network.day(6), isCollected: true },
      { rideCount: 0, lastRideDate: null, isCollected: true },
    ]);
    // The line as every list shows it.
    expect(answer.data?.lines[0]).toMatchObject({ lineId: String(b.network.lines.m101), lineName: '福田—南山通勤快线', priceCents: 800, type: 'commute' });
  });

  it('pages: the second page of two holds the third line, the total stays', async () => {
    const second = await page({ pageNum: 2, pageSize: 2 }, rider.headers);
    expect(second.data).toMatchObject({ pageNum: 2, pageSize: 2, total: 3 });
    expect(codes(second.data)).toEqual(['S301']);
    const beyond = await page({ pageNum: 5, pageSize: 2 }, rider.headers);
    expect(beyond.data).toMatchObject({ pageNum: 5, total: 3, lines: [] });
  });

  it('answers a visitor and a passenger without rides or collections an empty page', async () => {
    expect(await page({ pageNum: 1, pageSize: 10 })).toMatchObject({ meta: { code: 1 }, data: { pageNum: 1, pageSize: 10, total: 0, lines: [] } });
    const newcomer = await b.t.loginAs('13800035202');
    expect((await page({ pageNum: 1, pageSize: 10 }, newcomer.headers)).data).toEqual({ pageNum: 1, pageSize: 10, total: 0, lines: [] });
  });

  it.each([
    [{ pageNum: 0, pageSize: 10 }, '页码至少为 1'],
    [{ pageNum: 1, pageSize: 51 }, '每页最多 50 条'],
    [{ pageNum: 1.5, pageSize: 10 }, '页码须为整数'],
    [{ pageNum: '1', pageSize: 10 }, '页码须为数字'],
    [{ pageSize: 10 }, '页码须为数字'],
    [{ pageNum: 1 }, '每页条数须为数字'],
  ])('refuses %j in Chinese', async (body, desc) => {
    const answer = await page(body, rider.headers);
    expect(answer.meta.code).toBe(1001);
    expect(answer.meta.desc).toContain(desc);
    expect(isChineseDesc(answer.meta.desc)).toBe(true);
  });

  it('refuses a body that is not JSON in Chinese, without a 500', async () => {
    const res = await b.t.app.inject({
      method: 'POST',
      url: `${ApiPrefix.api}/base/path/page`,
      payload: '{pageNum:',
      headers: { ...rider.headers, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().meta).toMatchObject({ code: 1001, desc: '请求内容不是有效的 JSON，请检查后重试' });
  });

  it('leaves out a line no longer in service', async () => {
    await b.t.database.db.updateTable('lines').set({ is_active: false }).where('id', '=', b.network.lines.s301).execute();
    const answer = await page({ pageNum: 1, pageSize: 10 }, rider.headers);
    expect(answer.data).toMatchObject({ total: 2 });
    expect(codes(answer.data)).toEqual(['M101', 'M102']);
  });
});
