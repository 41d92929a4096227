import { errorCatalogue } from '@udian/contracts/meta-codes';
import type { RideCodes, Ticket } from '@udian/contracts/schemas/tickets';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { shanghaiInstant } from '../../../time/shanghai-time';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { buyingServices, departureOf, m101Choice, mustBuy, type Buyer } from '../../../test/buying-helpers';
import { rideCodeStep, signRideCode } from './ride-code';

/**
 * Riding: ride codes and check-in (decision 024). The bus is M101's 08:00 run on fixture day 1, boarding at
 * 市民中心 (the first stop): check-in opens at 07:00 and closes at 08:30.
 */

let b: BuyingApp;
let services: ReturnType<typeof buyingServices>;
let buyer: Buyer;
let departsAt: Date;
let departureId: string;
/** Four riders' tickets on that bus. */
let tickets: string[];
let secret: string;

const MINUTE = 60_000;
const at = (minutesFromDeparture: number) => new Date(departsAt.getTime() + minutesFromDeparture * MINUTE);

beforeAll(async () => {
  b = await createBuyingApp();
  services = buyingServices(b);
  secret = b.t.config.riding.rideCodeSecret;
  buyer = await b.buyer('13800007001', 4);
  const order = await mustBuy(b, buyer, await m101Choice(b, [1]));
  await services.markPaid(order.orderNo);
  tickets = (order.tickets as { ticketId: string }[]).map((t) => t.ticketId);
  departureId = (order.tickets[0] as { departureId: string }).departureId;
  departsAt = shanghaiInstant(b.network.day(1), 480);
});
afterAll(async () => b.t.close());

let realNow: Date;
beforeEach(() => {
  realNow ??= b.clock.now;
  b.clock.now = at(-30);
  return () => {
    b.clock.now = realNow;
  };
});

const check = (ticketId: string, rideCode: string, departure = departureId, who: Buyer = buyer) =>
  b.call<Ticket>('POST', '/ticket/check', { headers: who.headers, body: { ticketId, departureId: departure, rideCode } });
const currentCode = (ticketId: string) => signRideCode(secret, ticketId, rideCodeStep(b.clock.now));
const codesOf = (ticketId: string, who: Buyer = buyer) => b.call<RideCodes>('GET', '/ticket/rideCode/query', { headers: who.headers, query: { ticketId } });
const expectFailure = (answer: { meta: { code: number; desc: string } }, name: keyof typeof errorCatalogue) =>
  expect(answer.meta, answer.meta.desc).toMatchObject({ code: errorCatalogue[name].code });

describe('ride codes', () => {
  it('covers the whole check window, a signed code every 30 seconds', async () => {
    const answer = await codesOf(tickets[0]!);
    expect(answer.meta.code).toBe(1);
    const { data } = answer;
    expect(data).toMatchObject({ ticketId: tickets[0], stepSeconds: 30 });
    const first = rideCodeStep(at(-60));
    const last = rideCodeStep(at(30));
    expect(data!.codes.map((c) => c.step)).toEqual(Array.from({ length: last - first + 1 }, (_, i) => first + i));
    expect(data!.codes).toHaveLength(181);
    for (const { step, code } of data!.codes) expect(code).toBe(signRideCode(secret, tickets[0]!, step));
  });

  it('is the same list a day before (the page caches it and rotates offline)', async () => {
    const now = await codesOf(tickets[0]!);
    b.clock.now = at(-24 * 60);
    expect((await codesOf(tickets[0]!)).data).toEqual(now.data);
  });

  it('is refused once the window has closed', async () => {
    b.clock.now = at(31);
    const answer = await codesOf(tickets[3]!);
    expectFailure(answer, 'ticketNotValid');
    expect(answer.meta.desc).toContain('已过检票时间');
  });
});

describe('check-in', () => {
  it('checks a ticket in with the current code from its list, inside the window, once', async () => {
    const { data } = await codesOf(tickets[0]!);
    const code = data!.codes.find((c) => c.step === rideCodeStep(b.clock.now))!.code;
    const answer = await check(tickets[0]!, code);
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data).toMatchObject({ ticketId: tickets[0], status: 'used', state: 'used', checkedAt: b.clock.now.toISOString(), refundable: false });

    expectFailure(await check(tickets[0]!, currentCode(tickets[0]!)), 'ticketAlreadyUsed');
    expectFailure(await codesOf(tickets[0]!), 'ticketAlreadyUsed');
    const row = await b.t.database.db.selectFrom('tickets').select(['status', 'checked_at']).where('id', '=', Number(tickets[0])).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'used', checked_at: at(-30) });
  });

  it('accepts the code of the step just before or after (clock skew, a code shown as it rotated)', async () => {
    b.clock.now = at(-45);
    const step = rideCodeStep(b.clock.now);
    expectFailure(await check(tickets[1]!, signRideCode(secret, tickets[1]!, step - 2)), 'rideCodeExpired');
    expectFailure(await check(tickets[1]!, signRideCode(secret, tickets[1]!, step + 2)), 'rideCodeExpired');
    const answer = await check(tickets[1]!, signRideCode(secret, tickets[1]!, step - 1));
    expect(answer.meta.code, answer.meta.desc).toBe(1);
  });

  it.each([
    ['a bad signature', (id: string) => currentCode(id).slice(0, -3) + 'AAA', 'rideCodeInvalid'],
    ['another secret', (id: string) => signRideCode('someone-elses-secret', id, rideCodeStep(b.clock.now)), 'rideCodeInvalid'],
    ['the code of another ticket', () => currentCode(tickets[3]!), 'rideCodeInvalid'],
    ['not a ride code', () => 'https://example.com/qr', 'rideCodeInvalid'],
    ['a screenshot from yesterday', (id: string) => signRideCode(secret, id, rideCodeStep(b.clock.now) - 2880), 'rideCodeExpired'],
    ['a code from two minutes ago', (id: string) => signRideCode(secret, id, rideCodeStep(b.clock.now) - 4), 'rideCodeExpired'],
  ] as const)('refuses %s', async (_label, code, name) => {
    const answer = await check(tickets[2]!, code(tickets[2]!));
    expectFailure(answer, name);
    expect(answer.meta.desc).toBe(errorCatalogue[name].desc);
  });

  it('refuses before the window opens and after it closes, with the times', async () => {
    b.clock.now = at(-61);
    const early = await check(tickets[2]!, currentCode(tickets[2]!));
    expectFailure(early, 'checkNotOpen');
    expect(early.meta.desc).toMatch(/未到检票时间，请在 \d+月\d+日 07:00 至 08:30 之间检票/);

    b.clock.now = at(31);
    const late = await check(tickets[2]!, currentCode(tickets[2]!));
    expectFailure(late, 'checkClosed');
    expect(late.meta.desc).toMatch(/已过检票时间（检票时间 \d+月\d+日 07:00 至 08:30）/);

    // Both ends are inside.
    b.clock.now = at(-60);
    expect((await codesOf(tickets[2]!)).meta.code).toBe(1);
  });

  it('refuses another departure, even the same line’s other run that day', async () => {
    const other = String(await departureOf(b, b.network.lines.m101, 1, 450));
    const answer = await check(tickets[2]!, currentCode(tickets[2]!), other);
    expectFailure(answer, 'ticketWrongDeparture');
    expect(answer.meta.desc).toContain('08:00');
    expect(answer.meta.desc).toContain('M101');
    expectFailure(await check(tickets[2]!, currentCode(tickets[2]!), '999999999'), 'ticketWrongDeparture');
  });

  it('refuses a refunded ticket', async () => {
    const refunder = await b.buyer('13800007002', 1);
    const order = await mustBuy(b, refunder, await m101Choice(b, [1]));
    b.clock.now = realNow;
    await services.markPaid(order.orderNo);
    await services.markRefunded(order.orderNo);
    b.clock.now = at(-30);
    const ticketId = (order.tickets[0] as { ticketId: string }).ticketId;
    const answer = await check(ticketId, currentCode(ticketId), departureId, refunder);
    expectFailure(answer, 'ticketNotValid');
    expect(answer.meta.desc).toContain('已退票');
    expectFailure(await codesOf(ticketId, refunder), 'ticketNotValid');
  });

  it('of two checks at once, exactly one succeeds', async () => {
    const code = currentCode(tickets[2]!);
    const answers = await Promise.all([check(tickets[2]!, code), check(tickets[2]!, code), check(tickets[2]!, code)]);
    const codes = answers.map((a) => a.meta.code).sort();
    expect(codes).toEqual([1, errorCatalogue.ticketAlreadyUsed.code, errorCatalogue.ticketAlreadyUsed.code]);
    const used = await b.t.database.db.selectFrom('tickets').select('status').where('id', '=', Number(tickets[2])).executeTakeFirstOrThrow();
    expect(used.status).toBe('used');
  });

  it('moves the checked ticket to the used tab', async () => {
    const used = await b.call<{ tickets: Ticket[] }>('GET', '/ticket/v8/list', { headers: buyer.headers, query: { tab: 'used' } });
    expect(used.data!.tickets.map((t) => t.ticketId).sort()).toEqual([tickets[0], tickets[1], tickets[2]].sort());
  });

  it.each([
    [{ departureId: '1', rideCode: 'x' }, 'ticketId'],
    [{ ticketId: '1', rideCode: 'x' }, 'departureId'],
    [{ ticketId: '1', departureId: '1' }, '请出示乘车码'],
    [{ ticketId: '1', departureId: '1', rideCode: '  ' }, '请出示乘车码'],
    [{ ticketId: '1', departureId: '1', rideCode: 'x'.repeat(201) }, '乘车码无效'],
  ])('bad body %j: a Chinese invalid-params answer', async (body, fragment) => {
    const answer = await b.call('POST', '/ticket/check', { headers: buyer.headers, body });
    expect(answer.meta.code).toBe(1001);
    expect(answer.meta.desc).toContain(fragment);
    expect(answer.meta.desc).toMatch(/[\u4e00-\u9fa5]/);
  });
});
