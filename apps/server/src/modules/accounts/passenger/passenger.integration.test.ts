import { errorCatalogue } from '@udian/contracts/meta-codes';
import { residentIdCheckCharacter } from '@udian/contracts/resident-id';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

const API = '/ydbus-api-v2';
/** A valid ID number for a birth date and sequence: the check character computed, as a real card has it. */
const residentId = (birth: string, seq: number) => {
  const first17 = `440304${birth}${String(seq).padStart(3, '0')}`;
  return first17 + residentIdCheckCharacter(first17);
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const call = async (headers: Record<string, string>, method: 'GET' | 'POST', path: string, payload?: Record<string, unknown>) => {
  const response = await t.app.inject({ method, url: `${API}${path}`, headers, ...(payload ? { payload } : {}) });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('passengers', () => {
  it('adds, lists (masked), edits and deletes', async () => {
    const { headers } = await t.loginAs('13700000101');
    const id = residentId('19900101', 1);
    const added = await call(headers, 'POST', '/passenger/add', { name: '张三', idNumber: id, phone: '13800138000', isSelf: true });
    expect(added.meta.code).toBe(1);
    expect(added.data).toEqual({
      passengerId: expect.stringMatching(/^\d+$/),
      name: '张三',
      idType: 'idCard',
      idNumber: `${id.slice(0, 3)}***********${id.slice(-4)}`,
      phone: '13800138000',
      icCardNo: '',
      isSelf: true,
    });

    const list = await call(headers, 'GET', '/passenger/list');
    expect(list.data).toEqual({ passengers: [added.data], limit: 20 });
    expect(JSON.stringify(list)).not.toContain(id);

    // Edit without the ID number keeps the stored one; binding a transit card is an edit.
    const edited = await call(headers, 'POST', '/passenger/update', {
      passengerId: added.data.passengerId,
      name: 'Anna·Li',
      phone: '',
      icCardNo: '31104455667788',
      isSelf: true,
    });
    expect(edited.data).toMatchObject({ name: 'Anna·Li', idNumber: added.data.idNumber, phone: '', icCardNo: '31104455667788' });

    const deleted = await call(headers, 'POST', '/passenger/del', { passengerId: added.data.passengerId });
    expect(deleted.data).toEqual({ passengerId: added.data.passengerId });
    expect((await call(headers, 'GET', '/passenger/list')).data.passengers).toEqual([]);
    expect((await call(headers, 'POST', '/passenger/del', { passengerId: added.data.passengerId })).meta).toMatchObject({
      code: 1004,
      desc: '乘车人不存在',
    });
  });

  it('refuses the same ID number twice for one account (any case of X), but not for another account', async () => {
    const { headers } = await t.loginAs('13700000102');
    const id = '11010519491231002X';
    expect((await call(headers, 'POST', '/passenger/add', { name: '李四', idNumber: id })).meta.code).toBe(1);
    const again = await call(headers, 'POST', '/passenger/add', { name: '李四', idNumber: id.toLowerCase() });
    expect(again.meta).toMatchObject(errorCatalogue.passengerDuplicate);
    const other = await t.loginAs('13700000103');
    expect((await call(other.headers, 'POST', '/passenger/add', { name: '李四', idNumber: id })).meta.code).toBe(1);
  });

  it('refuses an edit onto an ID number another passenger of the account has', async () => {
    const { headers } = await t.loginAs('13700000104');
    await call(headers, 'POST', '/passenger/add', { name: '王五', idNumber: residentId('19800101', 1) });
    const second = await call(headers, 'POST', '/passenger/add', { name: '赵六', idNumber: residentId('19800101', 2) });
    const clash = await call(headers, 'POST', '/passenger/update', {
      passengerId: second.data.passengerId,
      name: '赵六',
      idNumber: residentId('19800101', 1),
    });
    expect(clash.meta).toMatchObject(errorCatalogue.passengerDuplicate);
  });

  it('keeps one "self": marking another clears the first', async () => {
    const { headers } = await t.loginAs('13700000105');
    const a = await call(headers, 'POST', '/passenger/add', { name: '本人', idNumber: residentId('19900101', 5), isSelf: true });
    const b = await call(headers, 'POST', '/passenger/add', { name: '也是本人', idNumber: residentId('19900101', 6), isSelf: true });
    const list = (await call(headers, 'GET', '/passenger/list')).data.passengers;
    expect(list.map((p: { passengerId: string; isSelf: boolean }) => [p.passengerId, p.isSelf])).toEqual([
      [b.data.passengerId, true],
      [a.data.passengerId, false],
    ]);
  });

  it('allows 20 passengers and refuses the 21st', async () => {
    const { headers } = await t.loginAs('13700000106');
    for (let i = 1; i <= 20; i += 1) {
      const answer = await call(headers, 'POST', '/passenger/add', { name: '乘客甲', idNumber: residentId('19950101', i) });
      expect(answer.meta.code, `passenger ${i}`).toBe(1);
    }
    const refused = await call(headers, 'POST', '/passenger/add', { name: '乘客甲', idNumber: residentId('19950101', 21) });
    expect(refused.meta).toMatchObject(errorCatalogue.passengerLimit);
  });

  it.each([
    ['a wrong checksum', { name: '张三', idNumber: '110105194912310021' }, '校验'],
    ['an impossible birth date', { name: '张三', idNumber: '110105194913310021' }, '出生日期'],
    ['17 characters', { name: '张三', idNumber: '11010519491231002' }, '18 位'],
    ['no ID number', { name: '张三' }, '身份证'],
    ['a one-character name', { name: '张', idNumber: '11010519491231002X' }, '姓名'],
    ['a name with digits', { name: '张3', idNumber: '11010519491231002X' }, '姓名'],
    ['a 21-character name', { name: '张'.repeat(21), idNumber: '11010519491231002X' }, '姓名'],
    ['a passport', { name: '张三', idType: 'passport', idNumber: '11010519491231002X' }, '居民身份证'],
    ['a bad phone', { name: '张三', idNumber: '11010519491231002X', phone: '123' }, '手机号'],
    ['a short transit card', { name: '张三', idNumber: '11010519491231002X', icCardNo: '1234' }, '交通卡'],
  ])('refuses %s with 1001 and a Chinese desc', async (_label, body, word) => {
    const { headers } = await t.loginAs('13700000107');
    const answer = await call(headers, 'POST', '/passenger/add', body);
    expect(answer.meta.code).toBe(1001);
    expect(answer.meta.desc).toContain(word);
  });

  it('needs a login', async () => {
    const answer = await t.app.inject({ method: 'GET', url: `${API}/passenger/list`, headers: { platform: 'H5', channel: '10000', deviceId: 'device-0001' } });
    expect(answer.json().meta.code).toBe(502);
  });
});
