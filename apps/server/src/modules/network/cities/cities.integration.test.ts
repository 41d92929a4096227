import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLineNetworkApp, type LineNetworkApp } from '../../../test/line-network-app';

let n: LineNetworkApp;
beforeAll(async () => {
  n = await createLineNetworkApp();
});
afterAll(() => n.t.close());

const shenzhen = { cityId: 440300, cityName: '深圳市', lng: 114.05454, lat: 22.52291 };
const nanjing = { cityId: 320100, cityName: '南京市', lng: 118.79647, lat: 32.05838 };

describe('cities', () => {
  it('lists the open cities in display order', async () => {
    // 上海市 sorts first but is not open.
    expect((await n.get('/city/list/v2')).data).toEqual({ cities: [shenzhen, nanjing] });
  });

  it.each([
    { name: 'in Futian', at: { lng: 114.06, lat: 22.54 }, city: shenzhen, isInServiceArea: true },
    { name: 'in Dongguan, 50 km from Shenzhen', at: { lng: 113.75, lat: 23.02 }, city: shenzhen, isInServiceArea: true },
    { name: 'in Nanjing', at: { lng: 118.78, lat: 32.04 }, city: nanjing, isInServiceArea: true },
    { name: 'in Shanghai, where the service is closed', at: { lng: 121.47, lat: 31.23 }, city: nanjing, isInServiceArea: false },
  ])('finds the current city $name', async ({ at, city, isInServiceArea }) => {
    expect((await n.get('/city/curCity/query', at)).data).toEqual({ city, isInServiceArea });
  });
});

describe('banners', () => {
  it('answers the banners showing now, in display order', async () => {
    const res = await n.get('/banner/query', { cityId: 440300 });
    expect(res.data.banners).toEqual([
      { bannerId: expect.any(String), title: '国庆出行', imageUrl: '/banners/national-day.png', linkUrl: '/udianbus/app/line/line-info.html?lineId=1' },
      { bannerId: expect.any(String), title: '长期横幅', imageUrl: '/banners/always.png', linkUrl: '' },
    ]);
    expect((await n.get('/banner/query', { cityId: 999999 })).data.banners).toEqual([]);
  });
});

describe('index init', () => {
  it('answers the city, its banners, its active line count and the notice in force with its line', async () => {
    const res = await n.get('/index/init', { cityId: 440300 });
    expect(res.data).toEqual({
      city: shenzhen,
      banners: [expect.objectContaining({ title: '国庆出行' }), expect.objectContaining({ title: '长期横幅' })],
      lineCount: 4,
      notice: 'M101：车公庙站临时调整',
      noticeLineId: String(n.network.lines.m101),
    });
    expect((await n.get('/index/init', { cityId: 320100 })).data).toMatchObject({
      city: nanjing,
      banners: [expect.objectContaining({ title: '南京横幅' })],
      lineCount: 1,
      notice: '',
      noticeLineId: null,
    });
  });

  it.each([310100, 999999])('refuses city %i, which is not open', async (cityId) => {
    expect(await n.get('/index/init', { cityId })).toMatchObject({ httpStatus: 200, data: null, meta: { code: 1004, desc: '该城市暂未开通' } });
  });
});
