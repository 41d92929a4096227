import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GeoPoint } from '../../platform/location';

const mocks = vi.hoisted(() => ({
  point: { lng: 113.953, lat: 22.5405, isDefault: false } as GeoPoint,
  lazyCall: vi.fn(),
}));

vi.mock('../../platform/location', () => ({ getLocation: async () => mocks.point }));
vi.mock('../lazy-call', () => ({ lazyCall: mocks.lazyCall }));

import { DEFAULT_CITY } from '../../lib/default-place';
import { getCurrentCity, getSelectedCity, setCurrentCity, setSelectedCity } from '../../lib/local-memory';
import { chooseCity, effectiveCityQueryOptions } from './effective-city';

const shenzhen = { cityId: 440300, cityName: '深圳市', lng: 114.05454, lat: 22.52291 };
const nanjing = { cityId: 320100, cityName: '南京市', lng: 118.79647, lat: 32.05838 };

const answerCity = (city: typeof shenzhen) =>
  mocks.lazyCall.mockResolvedValue({ ok: true, data: { city, isInServiceArea: true }, meta: { code: 1, desc: '', timestamp: 0 } });

const resolveCity = (client = new QueryClient()) => client.fetchQuery(effectiveCityQueryOptions(client));

describe('the effective city', () => {
  beforeEach(() => {
    localStorage.clear();
    mocks.lazyCall.mockReset();
    mocks.point = { lng: 113.953, lat: 22.5405, isDefault: false };
  });

  it('is the located city from /city/curCity/query, remembered as currentCity', async () => {
    answerCity(shenzhen);
    expect(await resolveCity()).toEqual(shenzhen);
    expect(mocks.lazyCall).toHaveBeenCalledWith(expect.any(Function), { query: { lng: 113.953, lat: 22.5405 } }, expect.objectContaining({ failureToast: 'none' }));
    expect(getCurrentCity()).toEqual(shenzhen);
  });

  it('is the selected city when the passenger chose one, without asking the server', async () => {
    setSelectedCity(nanjing);
    expect(await resolveCity()).toEqual(nanjing);
    expect(mocks.lazyCall).not.toHaveBeenCalled();
  });

  it('keeps the remembered city when only the default point is known', async () => {
    mocks.point = { lng: 114.05454, lat: 22.52291, isDefault: true, errorMsg: '未获得定位权限' };
    setCurrentCity(nanjing);
    expect(await resolveCity()).toEqual(nanjing);
    expect(mocks.lazyCall).not.toHaveBeenCalled();
  });

  it('is Shenzhen for a first visit that cannot be located', async () => {
    mocks.point = { lng: 114.05454, lat: 22.52291, isDefault: true, errorMsg: '未获得定位权限' };
    expect(await resolveCity()).toEqual(DEFAULT_CITY);
  });

  it('keeps the remembered city when the city call fails', async () => {
    setCurrentCity(nanjing);
    mocks.lazyCall.mockResolvedValue({ ok: false, meta: { code: 1001, desc: '坐标超出范围', timestamp: 0 } });
    expect(await resolveCity()).toEqual(nanjing);
  });

  it('choosing a city stores it as selectedCity and refetches the city', async () => {
    answerCity(shenzhen);
    const client = new QueryClient();
    expect(await resolveCity(client)).toEqual(shenzhen);
    await chooseCity(client, nanjing);
    expect(getSelectedCity()).toEqual(nanjing);
    // Pages observing the city refetch at once; the next read gets the chosen city.
    expect(client.getQueryState(effectiveCityQueryOptions(client).queryKey)?.isInvalidated).toBe(true);
    expect(await resolveCity(client)).toEqual(nanjing);
  });
});
