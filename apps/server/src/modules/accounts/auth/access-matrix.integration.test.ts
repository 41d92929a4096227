import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * User A acting on user B's passengers and addresses: every user-owned call answers not-found, exactly as
 * for an id that does not exist, and B's data is unchanged afterwards.
 */
const API = '/ydbus-api-v2';

let t: TestApp;
let a: Record<string, string>;
let b: Record<string, string>;
let passengerOfB: string;
let addressOfB: string;
let listsOfB: { passengers: unknown; addresses: unknown };

const call = async (headers: Record<string, string>, method: 'GET' | 'POST', path: string, payload?: Record<string, unknown>) =>
  (await t.app.inject({ method, url: `${API}${path}`, headers, ...(payload ? { payload } : {}) })).json();

beforeAll(async () => {
  t = await createTestApp();
  a = (await t.loginAs('13700000301')).headers;
  b = (await t.loginAs('13700000302')).headers;
  passengerOfB = (await call(b, 'POST', '/passenger/add', { name: '乙方', idNumber: '11010519491231002X' })).data.passengerId;
  addressOfB = (await call(b, 'POST', '/user/address/add', { type: 'home', name: '乙的家', lng: 114, lat: 22.5 })).data.addressId;
  listsOfB = { passengers: await call(b, 'GET', '/passenger/list'), addresses: await call(b, 'GET', '/user/address/list') };
});
afterAll(async () => t.close());

type Case = [string, string, () => Record<string, unknown>, string];

describe("user A on user B's data", () => {
  it.each<Case>([
    ['update a passenger', '/passenger/update', () => ({ passengerId: passengerOfB, name: '甲方改名' }), '乘车人不存在'],
    ['update a passenger with a new ID number', '/passenger/update', () => ({ passengerId: passengerOfB, name: '甲方', idNumber: '440304199001010011' }), '乘车人不存在'],
    ['delete a passenger', '/passenger/del', () => ({ passengerId: passengerOfB }), '乘车人不存在'],
    ['edit an address', '/user/address/add', () => ({ addressId: addressOfB, type: 'home', name: '甲改', lng: 114, lat: 22.5 }), '地址不存在'],
    ['turn an address into another type', '/user/address/add', () => ({ addressId: addressOfB, type: 'other', name: '甲改', lng: 114, lat: 22.5 }), '地址不存在'],
    ['delete an address', '/user/address/delete', () => ({ addressId: addressOfB }), '地址不存在'],
  ])('%s: not found', async (_label, path, body, desc) => {
    const answer = await call(a, 'POST', path, body());
    expect(answer).toMatchObject({ data: null, meta: { code: 1004, desc } });
    // The same answer as for an id nobody has.
    const unknownBody = Object.fromEntries(Object.entries(body()).map(([k, v]) => [k, /Id$/.test(k) ? '999999999' : v]));
    expect((await call(a, 'POST', path, unknownBody)).meta).toEqual({ ...answer.meta, timestamp: expect.any(Number) });
  });

  it("lists show A nothing of B's", async () => {
    expect((await call(a, 'GET', '/passenger/list')).data.passengers).toEqual([]);
    expect((await call(a, 'GET', '/user/address/list')).data).toMatchObject({ home: null, work: null, others: [] });
  });

  it("leaves B's data unchanged", async () => {
    const now = { passengers: await call(b, 'GET', '/passenger/list'), addresses: await call(b, 'GET', '/user/address/list') };
    expect(now.passengers.data).toEqual((listsOfB.passengers as { data: unknown }).data);
    expect(now.addresses.data).toEqual((listsOfB.addresses as { data: unknown }).data);
  });

  it("a body naming B's userId changes nothing: the session decides whose data it is", async () => {
    const answer = await call(a, 'POST', '/passenger/add', { name: '甲方', idNumber: '440304199001010011', userId: b.userId });
    expect(answer.meta.code).toBe(1);
    expect((await call(a, 'GET', '/passenger/list')).data.passengers).toHaveLength(1);
    expect((await call(b, 'GET', '/passenger/list')).data.passengers).toHaveLength(1);
  });
});
