import { errorCatalogue } from '@udian/contracts/meta-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

const API = '/ydbus-api-v2';
const point = { lng: 114.05454, lat: 22.52291 };

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

describe('common addresses', () => {
  it('counts a name in characters as a person counts them, as the web form does', async () => {
    const { headers } = await t.loginAs('13700000209');
    // 50 characters, each two UTF-16 units.
    const wide = await call(headers, 'POST', '/user/address/add', { type: 'other', name: '𠀀'.repeat(50), address: '𠀀'.repeat(100), ...point });
    expect(wide.data).toMatchObject({ name: '𠀀'.repeat(50) });
  });

  it('adds home, work and others, lists them, edits by addressId and deletes', async () => {
    const { headers } = await t.loginAs('13700000201');
    const home = await call(headers, 'POST', '/user/address/add', { type: 'home', name: '梅林一村', address: '福田区梅林路', ...point });
    expect(home.data).toEqual({ addressId: expect.stringMatching(/^\d+$/), type: 'home', name: '梅林一村', address: '福田区梅林路', ...point });
    const work = await call(headers, 'POST', '/user/address/add', { type: 'work', name: '科技园', lng: 113.95, lat: 22.54 });
    const gym = await call(headers, 'POST', '/user/address/add', { type: 'other', name: '体育馆', lng: 114.1, lat: 22.6 });
    const park = await call(headers, 'POST', '/user/address/add', { type: 'other', name: '公园', lng: 114.2, lat: 22.6 });

    const list = await call(headers, 'GET', '/user/address/list');
    expect(list.data).toEqual({ home: home.data, work: work.data, others: [park.data, gym.data], limit: 20 });

    const moved = await call(headers, 'POST', '/user/address/add', { addressId: home.data.addressId, type: 'home', name: '新家', lng: 114, lat: 22.5 });
    expect(moved.data).toMatchObject({ addressId: home.data.addressId, name: '新家', address: '' });

    expect((await call(headers, 'POST', '/user/address/delete', { addressId: gym.data.addressId })).data).toEqual({ addressId: gym.data.addressId });
    expect((await call(headers, 'GET', '/user/address/list')).data.others).toEqual([park.data]);
  });

  it('refuses a second home and a second work, with the type in the message', async () => {
    const { headers } = await t.loginAs('13700000202');
    await call(headers, 'POST', '/user/address/add', { type: 'home', name: '家', ...point });
    const second = await call(headers, 'POST', '/user/address/add', { type: 'home', name: '另一个家', ...point });
    expect(second.meta).toMatchObject({ code: errorCatalogue.addressTypeTaken.code, desc: '已设置家的地址，请直接修改原地址' });
    const other = await call(headers, 'POST', '/user/address/add', { type: 'other', name: '别处', ...point });
    const turned = await call(headers, 'POST', '/user/address/add', { addressId: other.data.addressId, type: 'home', name: '别处', ...point });
    expect(turned.meta.code).toBe(errorCatalogue.addressTypeTaken.code);
    await call(headers, 'POST', '/user/address/add', { type: 'work', name: '公司', ...point });
    const work = await call(headers, 'POST', '/user/address/add', { type: 'work', name: '公司2', ...point });
    expect(work.meta.desc).toBe('已设置公司的地址，请直接修改原地址');
  });

  it('allows 20 addresses and refuses the 21st', async () => {
    const { headers } = await t.loginAs('13700000203');
    for (let i = 1; i <= 20; i += 1) {
      expect((await call(headers, 'POST', '/user/address/add', { type: 'other', name: `地点${i}`, ...point })).meta.code, `address ${i}`).toBe(1);
    }
    expect((await call(headers, 'POST', '/user/address/add', { type: 'other', name: '再一个', ...point })).meta).toMatchObject(errorCatalogue.addressLimit);
  });

  it.each([
    ['an unknown type', { type: 'school', name: '学校', ...point }, '地址类型'],
    ['no name', { type: 'other', name: ' ', ...point }, '地点名称不能为空'],
    ['a name of 51 characters', { type: 'other', name: '站'.repeat(51), ...point }, '不超过 50 个字'],
    ['a detailed address of 101 characters', { type: 'other', name: '某地', address: '路'.repeat(101), ...point }, '不超过 100 个字'],
    ['a point outside China', { type: 'other', name: '巴黎', lng: 2.35, lat: 48.85 }, '地图'],
    ['a point inside the bounding box but outside China', { type: 'other', name: '乌兰巴托', lng: 106.91, lat: 47.92 }, '地图'],
    ['a point as text', { type: 'other', name: '某地', lng: 'east', lat: 22 }, '地图'],
    ['a malformed addressId', { addressId: 'abc', type: 'other', name: '某地', ...point }, '编号'],
  ])('refuses %s with 1001 and a Chinese desc', async (_label, body, word) => {
    const { headers } = await t.loginAs('13700000204');
    const answer = await call(headers, 'POST', '/user/address/add', body);
    expect(answer.meta.code).toBe(1001);
    expect(answer.meta.desc).toContain(word);
  });
});

describe('nickname', () => {
  it('changes the nickname and answers the profile; refuses an empty or too long one', async () => {
    const { headers } = await t.loginAs('13700000205');
    const changed = await t.app.inject({ method: 'POST', url: `${API}/user/v1/nickname`, headers, payload: { nickname: ' 小明 ' } });
    expect(changed.json().data).toMatchObject({ nickname: '小明', phoneNum: '137****0205' });
    expect((await t.app.inject({ method: 'GET', url: `${API}/user/v1/info`, headers })).json().data.nickname).toBe('小明');
    for (const nickname of ['', '  ', '长'.repeat(21)]) {
      const refused = await t.app.inject({ method: 'POST', url: `${API}/user/v1/nickname`, headers, payload: { nickname } });
      expect(refused.json().meta).toMatchObject({ code: 1001, desc: expect.stringContaining('昵称') });
    }
  });
});
