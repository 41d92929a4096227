import type { Envelope } from '@udian/contracts/envelope';
import { ApiPrefix } from '@udian/contracts/prefixes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHeaders, createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { isChineseDesc, m101Choice, mustBuy, seatsSold, type Buyer } from '../../../test/buying-helpers';

/**
 * Every malformed input to an order call answers HTTP 200, a failure code (1001 unless a rule's own code
 * fits better) and a Chinese message; never 1500. Another user's order or passenger is not found (1004).
 */

let b: BuyingApp;
let buyer: Buyer;
let other: Buyer;
let orderNo: string;
let choice: Awaited<ReturnType<typeof m101Choice>>;
beforeAll(async () => {
  b = await createBuyingApp();
  buyer = await b.buyer('13800008001', 2);
  other = await b.buyer('13800008002', 1);
  choice = await m101Choice(b, [1]);
  orderNo = (await mustBuy(b, buyer, await m101Choice(b, [5]))).orderNo;
});
afterAll(async () => b.t.close());

const expectRefused = (res: Envelope<unknown>, code: number, label: string) => {
  expect(res.meta.code, `${label}: ${res.meta.desc}`).toBe(code);
  expect(res.data, label).toBeNull();
  expect(isChineseDesc(res.meta.desc), `${label}: ${res.meta.desc}`).toBe(true);
};

const ids = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));
const ABSENT_ORDER = 'UD20990101000000019999';

type Row = [label: string, patch: Record<string, unknown>, code?: number];

const choiceRows: Row[] = [
  ['lineId missing', { lineId: undefined }],
  ['lineId "0"', { lineId: '0' }],
  ['lineId "abc"', { lineId: 'abc' }],
  ['lineId a number', { lineId: 5 }],
  ['lineId negative', { lineId: '-1' }],
  ['lineId 17 digits', { lineId: '12345678901234567' }],
  ['lineId unknown', { lineId: '98765432' }, 1004],
  ['departureIds missing', { departureIds: undefined }],
  ['departureIds empty', { departureIds: [] }],
  ['departureIds a string', { departureIds: 'x' }],
  ['departureIds ["0"]', { departureIds: ['0'] }],
  ['departureIds ["abc"]', { departureIds: ['abc'] }],
  ['departureIds numbers', { departureIds: [1] }],
  ['departureIds [null]', { departureIds: [null] }],
  ['40 departureIds', { departureIds: ids(40) }],
  ['31 departureIds that do not exist', { departureIds: ids(31).map((i) => `9${i.padStart(7, '0')}`) }, 1004],
  ['boardSeq missing', { boardSeq: undefined }],
  ['boardSeq negative', { boardSeq: -1 }],
  ['boardSeq "a"', { boardSeq: 'a' }],
  ['boardSeq 1.5', { boardSeq: 1.5 }],
  ['boardSeq 1000', { boardSeq: 1000 }],
  ['boardSeq null', { boardSeq: null }],
  ['boardSeq ""', { boardSeq: '' }],
  ['boardSeq true', { boardSeq: true }],
  ['boardSeq "0" (a string)', { boardSeq: '0' }],
  ['alightSeq missing', { alightSeq: undefined }],
  ['alightSeq negative', { alightSeq: -2 }],
  ['alightSeq an object', { alightSeq: { seq: 3 } }],
  ['alightSeq past the last stop', { alightSeq: 99 }, 2404],
];

const post = (path: string, body: unknown, headers = buyer.headers) => b.call('POST', path, { headers, body });
const get = (path: string, query: Record<string, string | string[]>, headers = buyer.headers) => b.call('GET', path, { headers, query: query as Record<string, string> });

describe('bad input: /order/price/query', () => {
  const rows: Row[] = [
    ...choiceRows,
    ['passengerCount missing', { passengerCount: undefined }],
    ['passengerCount 0', { passengerCount: 0 }],
    ['passengerCount 7', { passengerCount: 7 }],
    ['passengerCount "x"', { passengerCount: 'x' }],
    ['passengerCount 1.5', { passengerCount: 1.5 }],
    ['userCouponId "0"', { userCouponId: '0' }],
    ['userCouponId "abc"', { userCouponId: 'abc' }],
    ['userCouponId a number', { userCouponId: 5 }],
    ['userCouponId unknown', { userCouponId: '98765432' }, 2601],
  ];
  it.each(rows)('%s', async (label, patch, code = 1001) => {
    expectRefused(await post('/order/price/query', { ...choice, passengerCount: 1, ...patch }), code, label);
  });
  it.each<[string, unknown]>([
    ['an empty object', {}],
    ['an array', [choice]],
    ['null', null],
    ['a string', 'lineId=1'],
  ])('a body that is %s', async (label, body) => {
    expectRefused(await post('/order/price/query', body), 1001, label);
  });
});

describe('bad input: /order/create', () => {
  const rows: Row[] = [
    ...choiceRows,
    ['passengerIds missing', { passengerIds: undefined }],
    ['passengerIds empty', { passengerIds: [] }],
    ['7 passengers', { passengerIds: ids(7) }],
    ['passengerIds ["0"]', { passengerIds: ['0'] }],
    ['passengerIds ["abc"]', { passengerIds: ['abc'] }],
    ['passengerIds numbers', { passengerIds: [1] }],
    ['a passenger who does not exist', { passengerIds: ['98765432'] }, 1004],
    ['userCouponId missing', { userCouponId: undefined }],
    ['userCouponId "abc"', { userCouponId: 'abc' }],
    ['userCouponId unknown', { userCouponId: '98765432' }, 2601],
    ['expectedPayableCents missing', { expectedPayableCents: undefined }],
    ['expectedPayableCents negative', { expectedPayableCents: -1 }],
    ['expectedPayableCents 1.5', { expectedPayableCents: 1.5 }],
    ['expectedPayableCents a string', { expectedPayableCents: '800' }],
    ['the same passenger twice', { passengerIds: ['1', '1'] }],
    ['expectedPayableCents a string', { expectedPayableCents: '800' }],
    ['expectedPayableCents null', { expectedPayableCents: null }],
    ['expectedPayableCents 1e20', { expectedPayableCents: 1e20 }],
  ];
  it.each(rows)('%s', async (label, patch, code = 1001) => {
    const before = await seatsSold(b, choice.departureIds);
    const body = { ...choice, passengerIds: [buyer.passengerIds[0]], userCouponId: null, expectedPayableCents: 800, ...patch };
    expectRefused(await post('/order/create', body), code, label);
    expect(await seatsSold(b, choice.departureIds)).toEqual(before);
  });

  it('the same passenger twice is refused', async () => {
    const body = { ...choice, passengerIds: [buyer.passengerIds[0], buyer.passengerIds[0]], userCouponId: null, expectedPayableCents: 1600 };
    const res = await post('/order/create', body);
    expect(res.meta.code).not.toBe(1);
    expect(res.meta.code).not.toBe(1500);
    expect(isChineseDesc(res.meta.desc)).toBe(true);
  });

  // A body that is not JSON at all is a transport fault (HTTP 400, decision 040); one that parses but is not
  // an order is a business refusal (HTTP 200). Both answer the envelope with 1001.
  it.each<[string, string | undefined, string, number]>([
    ['no body', undefined, 'application/json', 200],
    ['broken JSON', '{"lineId":', 'application/json', 400],
    ['a form body', 'lineId=1&departureIds=2', 'application/x-www-form-urlencoded', 200],
  ])('%s', async (label, payload, contentType, status) => {
    const res = await b.t.app.inject({ method: 'POST', url: `${ApiPrefix.order}/order/create`, headers: { ...buyer.headers, 'content-type': contentType }, payload });
    expect(res.statusCode, label).toBe(status);
    expectRefused(res.json(), 1001, label);
  });
});

describe('bad input: calls that take an order number', () => {
  const endpoints: [method: 'GET' | 'POST', path: string][] = [
    ['GET', '/order/detail'],
    ['POST', '/order/cancel'],
    ['GET', '/ticket/orderAgain'],
    ['GET', '/line/orderSuccess/recommend'],
    ['GET', '/payment/status/query'],
  ];
  const values: [string, unknown, number][] = [
    ['missing', undefined, 1001],
    ['empty', '', 1001],
    ['"abc"', 'abc', 1001],
    ['too short', 'UD123', 1001],
    ['21 digits', 'UD202601010000000100001', 1001],
    ['lower case', ABSENT_ORDER.toLowerCase(), 1001],
    ['with spaces', ` ${ABSENT_ORDER} `, 1001],
    ['an SQL fragment', "UD' OR '1'='1", 1001],
    ['well formed, nobody’s', ABSENT_ORDER, 1004],
  ];
  for (const [method, path] of endpoints) {
    it.each(values)(`${method} ${path}: orderNo %s`, async (label, value, code) => {
      const input = value === undefined ? {} : { orderNo: value };
      const res = method === 'GET' ? await get(path, input as Record<string, string>) : await post(path, input);
      expectRefused(res, code, `${path} ${label}`);
    });
  }
  it.each([['/order/detail'], ['/ticket/orderAgain'], ['/payment/status/query']])('GET %s with orderNo twice', async (path) => {
    expectRefused(await get(path, { orderNo: [orderNo, orderNo] }), 1001, path);
  });
  it.each<[string, unknown]>([['a number', 20260101000000010000], ['null', null], ['an array', [orderNo]]])('POST /order/cancel with orderNo %s', async (label, value) => {
    expectRefused(await post('/order/cancel', { orderNo: value }), 1001, label);
  });
});

describe('bad input: /order/list', () => {
  it.each<[string, Record<string, string>]>([
    ['an unknown tab', { tab: 'unpaid' }],
    ['page 0', { page: '0' }],
    ['page "x"', { page: 'x' }],
    ['page 1.5', { page: '1.5' }],
    ['page 1001', { page: '1001' }],
    ['pageSize 0', { pageSize: '0' }],
    ['pageSize 51', { pageSize: '51' }],
    ['pageSize -1', { pageSize: '-1' }],
  ])('%s', async (label, query) => {
    expectRefused(await get('/order/list', query), 1001, label);
  });
});

describe('access', () => {
  it('another user’s order number answers 1004 on every order call, and changes nothing', async () => {
    for (const [method, path] of [['GET', '/order/detail'], ['POST', '/order/cancel'], ['GET', '/ticket/orderAgain'], ['GET', '/line/orderSuccess/recommend'], ['GET', '/payment/status/query']] as const) {
      const res = method === 'GET' ? await get(path, { orderNo }, other.headers) : await post(path, { orderNo }, other.headers);
      expect(res.meta, path).toMatchObject({ code: 1004, desc: '订单不存在' });
      expect(res.data, path).toBeNull();
    }
    const mine = await get('/order/detail', { orderNo });
    expect(mine.data.status).toBe('pending');
    const status = await get('/payment/status/query', { orderNo });
    expect(status.data).toMatchObject({ orderNo, status: 'pending' });
  });

  it('another user’s passengers cannot be put on an order (1004), alone or with one’s own', async () => {
    const before = await seatsSold(b, choice.departureIds);
    for (const passengerIds of [[buyer.passengerIds[1]], [other.passengerIds[0], buyer.passengerIds[1]]]) {
      const res = await post('/order/create', { ...choice, passengerIds, userCouponId: null, expectedPayableCents: 800 * passengerIds.length }, other.headers);
      expect(res.meta, passengerIds.join()).toMatchObject({ code: 1004, desc: '乘车人不存在' });
    }
    expect(await seatsSold(b, choice.departureIds)).toEqual(before);
  });

  it('every order call needs a login: 502 without a token or with another user’s id', async () => {
    const calls: [method: 'GET' | 'POST', path: string, input: Record<string, unknown>][] = [
      ['POST', '/order/price/query', { ...choice, passengerCount: 1 }],
      ['POST', '/order/create', { ...choice, passengerIds: buyer.passengerIds, userCouponId: null, expectedPayableCents: 1600 }],
      ['GET', '/order/detail', { orderNo }],
      ['GET', '/order/list', {}],
      ['POST', '/order/cancel', { orderNo }],
      ['GET', '/ticket/orderAgain', { orderNo }],
      ['GET', '/line/orderSuccess/recommend', { orderNo }],
      ['GET', '/payment/status/query', { orderNo }],
      ['GET', '/coupon/listUserCoupon', {}],
    ];
    const forged = { ...buyer.headers, userId: other.userId };
    for (const headers of [{ ...clientHeaders }, forged]) {
      for (const [method, path, input] of calls) {
        const res = method === 'GET' ? await get(path, input as Record<string, string>, headers) : await post(path, input, headers);
        expect(res.meta, path).toMatchObject({ code: 502, desc: '登录已失效，请重新登录' });
      }
    }
    expect((await get('/order/detail', { orderNo })).data.status).toBe('pending');
  });
});
