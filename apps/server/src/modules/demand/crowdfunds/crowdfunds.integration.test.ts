import { errorCatalogue } from '@udian/contracts/meta-codes';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientHeaders, createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import type { Buyer } from '../../../test/buying-helpers';
import { commit, opsOf, proposalBody, propose, refundedCents, submitDemand } from '../../../test/crowdfund-fixture';
import { operatorAs, type OperatorClient } from '../../../test/operator-login';
import { shanghaiDate } from '../../../time/shanghai-time';

/**
 * Crowdfunded lines (decision 047) through both APIs: a proposal made from demands in the console, the
 * passenger's page, share and join, commitments paid for the first period, the line opening at its target
 * (tickets then ride, riders told), a crowdfund failing at its deadline (every payment back in full, riders
 * told, nothing sold after), closing early, extending, telling the demands' submitters, and bad input.
 */

let b: BuyingApp;
let admin: OperatorClient;
let service: OperatorClient;
let realNow: Date;
let phoneSeq = 0;
const newPhone = () => `1370002${String((phoneSeq += 1)).padStart(4, '0')}`;

const expectFailure = (meta: { code: number; desc: string }, name: keyof typeof errorCatalogue) => expect(meta, meta.desc).toMatchObject({ code: errorCatalogue[name].code });

const submit = (phone: string) => submitDemand(b, phone);
const ops = (method: 'GET' | 'POST', path: string, input: { query?: Record<string, string>; body?: unknown } = {}, who: OperatorClient = admin) => opsOf(b, who)(method, path, input);
const proposal = (demandIds: string[], over: Record<string, unknown> = {}) => proposalBody(b, admin, demandIds, over);
const make = (body: Record<string, unknown>) => propose(b, admin, body);
const rider = async () => b.buyer(newPhone());
const join = (buyer: Buyer, shareCode: string, options: { isPaid?: boolean } = {}) => commit(b, buyer, shareCode, options);
const refunded = (orderNo: string) => refundedCents(b, orderNo);

const messagesTo = (phone: string, template: string) =>
  b.t.database.db.selectFrom('sent_messages').select(['content', 'status']).where('phone', '=', phone).where('template', '=', template).execute();

const phoneOf = async (userId: string) => (await b.t.database.db.selectFrom('users').select('phone').where('id', '=', Number(userId)).executeTakeFirstOrThrow()).phone!;

beforeAll(async () => {
  b = await createBuyingApp({ SMS_IP_HOURLY_LIMIT: '10000', SMS_PHONE_DAILY_LIMIT: '1000' });
  realNow = b.clock.now;
  [admin, service] = await Promise.all([operatorAs(b.t.app, b.t.database.db, 'admin', 'crowdfund-admin'), operatorAs(b.t.app, b.t.database.db, 'service', 'crowdfund-service')]);
});
afterAll(async () => b.t.close());
beforeEach(() => {
  b.clock.now = realNow;
});

describe('a proposal', () => {
  it('is suggested from demands: their city, stations near both ends, days and a time to arrive by the window', async () => {
    const ids = [await submit(newPhone()), await submit(newPhone())];
    const answer = await ops('GET', '/assemble/suggest', { query: { demandIds: ids.join(',') } });
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data.cityId).toBe(440300);
    expect(answer.data.fromStations[0]).toMatchObject({ name: '科技园' });
    expect(answer.data.toStations[0]).toMatchObject({ name: '市民中心' });
    expect(answer.data.weekdays).toEqual([1, 2, 3, 4, 5]);
    expect(answer.data.people).toBe(2);
    // Arrive by 09:00, the run guessed from the distance: leave that much earlier.
    expect(answer.data.departureTime < '09:00').toBe(true);
  });

  it('makes a custom line with its first period on presale, marks the demands 众筹中 and is audited', async () => {
    const phone = newPhone();
    const ids = [await submit(phone)];
    const made = await make(await proposal(ids));
    expect(made.status).toBe('gathering');
    expect(made.periodDates).toHaveLength(5);
    expect(made.periodCents).toBe(5000);
    const line = await b.t.database.db.selectFrom('lines').select(['type', 'is_active']).where('id', '=', Number(made.lineId)).executeTakeFirstOrThrow();
    expect(line).toEqual({ type: 'custom', is_active: true });
    const departures = await b.t.database.db.selectFrom('departures').select('service_date').where('line_id', '=', Number(made.lineId)).orderBy('service_date').execute();
    expect(departures.map((d) => d.service_date)).toEqual(made.periodDates);
    const { headers } = await b.t.loginAs(phone);
    const mine = await b.call('GET', '/demand/myList', { headers });
    expect(mine.data.demands[0]).toMatchObject({ status: 'gathering', line: { lineId: made.lineId } });
    const audit = await b.t.database.db.selectFrom('audit_log').select(['action', 'target_id']).where('target_type', '=', 'crowdfund').execute();
    expect(audit).toContainEqual({ action: 'crowdfund.create', target_id: made.id });
  });

  it('refuses bad input with its own message and stores nothing', async () => {
    const ids = [await submit(newPhone())];
    const base = await proposal(ids);
    const linesBefore = await b.t.database.db.selectFrom('lines').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expectFailure((await ops('POST', '/assemble/create', { body: { ...base, deadline: new Date(b.clock.now.getTime() - 60_000).toISOString() } })).meta, 'assembleDeadlinePassed');
    expectFailure((await ops('POST', '/assemble/create', { body: { ...base, firstDay: shanghaiDate(b.clock.now) } })).meta, 'assembleFirstDayTooEarly');
    expectFailure((await ops('POST', '/assemble/create', { body: { ...base, demandIds: ['999999'] } })).meta, 'assembleDemandsUnknown');
    expectFailure((await ops('POST', '/assemble/create', { body: { ...base, stops: [{ ...base.stops[0], stationId: '999999' }, base.stops[1]] } })).meta, 'assembleStationUnknown');
    const target = await ops('POST', '/assemble/create', { body: { ...base, target: 11 } });
    expect(target.meta.desc).toContain('成团人数不能超过座位数');
    const early = await ops('POST', '/assemble/create', { body: { ...base, departureTime: '04:30' } });
    expect(early.meta.desc).toContain('发车时间须在 05:00 至 23:00 之间');
    const outside = await ops('POST', '/assemble/create', { body: { ...base, stops: [{ name: '首尔站', lng: 126.97, lat: 37.55, minutesFromStart: 0, canBoard: true, canAlight: false }, base.stops[1]] } });
    expect(outside.meta.code).not.toBe(1);
    const made = await make(base);
    expectFailure((await ops('POST', '/assemble/create', { body: { ...(await proposal([await submit(newPhone())])), code: base.code } })).meta, 'assembleCodeTaken');
    const linesAfter = await b.t.database.db.selectFrom('lines').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(linesAfter.n)).toBe(Number(linesBefore.n) + 1);
    expect(made.status).toBe('gathering');
  });

  it('is for admins and dispatchers only', async () => {
    const body = await proposal([await submit(newPhone())]);
    expectFailure((await ops('POST', '/assemble/create', { body }, service)).meta, 'operatorForbidden');
    expect((await ops('GET', '/assemble/list', {}, service)).meta.code).toBe(1);
  });
});

describe('a crowdfund that gathers', () => {
  it('shows progress to a visitor, takes whole first periods only, and opens at its target with the tickets valid', async () => {
    const made = await make(await proposal([await submit(newPhone())], { target: 2 }));
    const visitor = await b.call('GET', '/customLine/info', { headers: clientHeaders, query: { lineId: made.lineId } });
    expect(visitor.meta.code, visitor.meta.desc).toBe(1);
    expect(visitor.data.assemble).toMatchObject({ committed: 0, target: 2, seats: 10, seatsLeft: 10, status: 'gathering' });
    expect(visitor.data.assemble.stops.map((s: { time: string }) => s.time)).toEqual(['07:50', '08:25']);
    expect(visitor.data.plan.departureIds).toHaveLength(5);
    expect(visitor.data.me).toBeNull();

    const first = await rider();
    // One day of the period is not a commitment.
    const partial = await b.call('POST', '/order/create', {
      headers: first.headers,
      body: { ...visitor.data.plan, departureIds: visitor.data.plan.departureIds.slice(0, 1), passengerIds: first.passengerIds, userCouponId: null, expectedPayableCents: 1000 },
    });
    expectFailure(partial.meta, 'assemblePeriodOnly');
    expect(partial.meta.desc).toBe('参与众筹需一次购买首期全部 5 天的车票');

    const one = await join(first, made.shareCode);
    expect(one.meta.code, one.meta.desc).toBe(1);
    const info = await b.call('GET', '/customLine/info', { headers: first.headers, query: { lineId: made.lineId } });
    expect(info.data.assemble.committed).toBe(1);
    expect(info.data.me).toEqual({ state: 'committed', orderNo: one.orderNo });
    // Before the line opens the tickets wait: 待成团, no ride code.
    const waiting = await b.call('GET', '/ticket/v8/list', { headers: first.headers, query: { tab: 'toRide' } });
    expect(waiting.data.tickets.map((t: { state: string }) => t.state)).toEqual(['gathering', 'gathering', 'gathering', 'gathering', 'gathering']);
    const codes = await b.call('GET', '/ticket/rideCode/query', { headers: first.headers, query: { ticketId: waiting.data.tickets[0].ticketId } });
    expectFailure(codes.meta, 'ticketNotValid');

    expect(await b.t.runJob('crowdfunds')).toEqual({ opened: 0, failed: 0, settled: 0 });
    const second = await rider();
    expect((await join(second, made.shareCode)).meta.code).toBe(1);
    expect(await b.t.runJob('crowdfunds')).toEqual({ opened: 1, failed: 0, settled: 0 });

    const opened = await b.call('GET', '/customLine/info', { headers: second.headers, query: { lineId: made.lineId } });
    expect(opened.data.assemble).toMatchObject({ status: 'opened', committed: 2 });
    expect(opened.data.plan).toBeNull();
    const riding = await b.call('GET', '/ticket/v8/list', { headers: second.headers, query: { tab: 'toRide' } });
    expect(new Set(riding.data.tickets.map((t: { state: string }) => t.state))).toEqual(new Set(['toRide']));
    // Its service runs on: departures past the first period, sold like any line's.
    const departures = await b.t.database.db.selectFrom('departures').select('service_date').where('line_id', '=', Number(made.lineId)).execute();
    expect(departures.length).toBeGreaterThan(5);
    for (const buyer of [first, second]) {
      const sms = await messagesTo(await phoneOf(buyer.userId), 'crowdfundOpened');
      expect(sms).toHaveLength(1);
      expect(sms[0]!.content).toContain('已成团');
    }
    const list = await b.call('GET', '/assemble/myLineAssembleList', { headers: first.headers });
    expect(list.data.items[0]).toMatchObject({ myState: 'committed', orderNo: one.orderNo, assemble: { status: 'opened' } });
  });
});

describe('a crowdfund that does not gather', () => {
  it('fails at its deadline: every payment back in full, unpaid holds closed, riders told, nothing sold after', async () => {
    const made = await make(await proposal([await submit(newPhone())], { target: 5 }));
    const [first, second, third] = [await rider(), await rider(), await rider()];
    const a = await join(first, made.shareCode);
    const c = await join(second, made.shareCode);
    const pending = await join(third, made.shareCode, { isPaid: false });
    expect([a.meta.code, c.meta.code, pending.meta.code]).toEqual([1, 1, 1]);

    b.clock.advance(2 * 24 * 60 + 1);
    // Past the deadline nothing is taken, even before the job has run.
    const late = await rider();
    expectFailure((await join(late, made.shareCode)).meta, 'assembleClosed');
    // Other tests' crowdfunds are past their deadlines too at this clock.
    expect(await b.t.runJob('crowdfunds')).toMatchObject({ opened: 0 });

    for (const [buyer, orderNo] of [[first, a.orderNo], [second, c.orderNo]] as const) {
      expect(await refunded(orderNo!)).toBe(made.periodCents);
      const sms = await messagesTo(await phoneOf(buyer.userId), 'crowdfundFailed');
      expect(sms).toHaveLength(1);
      expect(sms[0]!.content).toContain('未成团');
      const list = await b.call('GET', '/assemble/myLineAssembleList', { headers: buyer.headers });
      expect(list.data.items[0]).toMatchObject({ myState: 'refunded', refundedCents: made.periodCents, assemble: { status: 'failed' } });
      const tickets = await b.call('GET', '/ticket/v8/list', { headers: buyer.headers, query: { tab: 'refunded' } });
      expect(tickets.data.tickets[0]).toMatchObject({ state: 'stopped', stopReason: '众筹未成团，已全额退款' });
    }
    const held = await b.t.database.db.selectFrom('orders').select('status').where('order_no', '=', pending.orderNo!).executeTakeFirstOrThrow();
    expect(held.status).toBe('cancelled');
    // The line left every list; its crowdfund still answers, ended.
    const line = await b.t.database.db.selectFrom('lines').select('is_active').where('id', '=', Number(made.lineId)).executeTakeFirstOrThrow();
    expect(line.is_active).toBe(false);
    expectFailure((await b.call('POST', '/customLine/share/join', { headers: late.headers, body: { shareCode: made.shareCode } })).meta, 'assembleClosed');
    // The demand shows 未成团 to its submitter.
    const demand = await b.t.database.db.selectFrom('demands').select('status').where('line_id', '=', Number(made.lineId)).executeTakeFirstOrThrow();
    expect(demand.status).toBe('failed');
    // A second run settles nothing again.
    expect(await b.t.runJob('crowdfunds')).toEqual({ opened: 0, failed: 0, settled: 0 });
  });

  it('closes early at the operator’s word with the same refunds; extending tells the riders; the submitters are told it gathers', async () => {
    const submitter = newPhone();
    const made = await make(await proposal([await submit(submitter)], { target: 5 }));
    const notified = await ops('POST', '/assemble/notify-demands', { body: { id: made.id } });
    expect(notified.meta.code, notified.meta.desc).toBe(1);
    expect(notified.data.told).toBe(1);
    expect(await messagesTo(submitter, 'crowdfundGathering')).toHaveLength(1);

    const buyer = await rider();
    const paid = await join(buyer, made.shareCode);
    const extended = await ops('POST', '/assemble/extend', { body: { id: made.id, deadline: new Date(b.clock.now.getTime() + 3 * 86_400_000).toISOString() } });
    expect(extended.meta.code, extended.meta.desc).toBe(1);
    expect(extended.data.told).toBe(1);
    expect(await messagesTo(await phoneOf(buyer.userId), 'crowdfundExtended')).toHaveLength(1);
    expectFailure((await ops('POST', '/assemble/extend', { body: { id: made.id, deadline: new Date(b.clock.now.getTime() + 60_000).toISOString() } })).meta, 'assembleDeadlinePassed');

    const closed = await ops('POST', '/assemble/close', { body: { id: made.id, reason: '车辆调配不足' } });
    expect(closed.meta.code, closed.meta.desc).toBe(1);
    expect(closed.data.assemble.status).toBe('closed');
    expect(closed.data.told).toBe(1);
    expect(await refunded(paid.orderNo!)).toBe(made.periodCents);
    expectFailure((await ops('POST', '/assemble/close', { body: { id: made.id, reason: '再次关闭' } })).meta, 'assembleNotGathering');
    const detail = await ops('GET', '/assemble/detail', { query: { id: made.id } });
    expect(detail.data.commitments).toEqual([expect.objectContaining({ orderNo: paid.orderNo, state: 'refunded', riders: 1 })]);
    expect(await b.t.runJob('crowdfunds')).toEqual({ opened: 0, failed: 0, settled: 0 });
  });
});
