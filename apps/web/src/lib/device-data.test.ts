import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type DeviceData = typeof import('./device-data');

/** A fresh module per test, so the in-memory fallback id of one test cannot leak into the next. */
let device: DeviceData;

const failStorage = () => {
  const fail = () => {
    throw new DOMException('blocked', 'QuotaExceededError');
  };
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(fail);
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(fail);
  vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(fail);
  // Guards the tests below: they prove nothing if the spies do not reach jsdom's storage.
  expect(() => localStorage.getItem('deviceId')).toThrow(DOMException);
};

beforeEach(async () => {
  localStorage.clear();
  vi.resetModules();
  device = await import('./device-data');
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('getDeviceId', () => {
  it('generates 32 lowercase hex characters and stores them under deviceId', () => {
    const id = device.getDeviceId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(localStorage.getItem('deviceId')).toBe(id);
  });

  it('returns the same id on later calls and after a reload', async () => {
    const id = device.getDeviceId();
    expect(device.getDeviceId()).toBe(id);
    vi.resetModules();
    const reloaded: DeviceData = await import('./device-data');
    expect(reloaded.getDeviceId()).toBe(id);
  });

  it('differs between devices', async () => {
    const first = device.getDeviceId();
    localStorage.clear();
    vi.resetModules();
    const other: DeviceData = await import('./device-data');
    expect(other.getDeviceId()).not.toBe(first);
  });

  it.each<[string]>([['legacy_ID-1234'], ['ABCDEFGH'], ['a'.repeat(64)]])('reuses the valid stored id %s', (stored) => {
    localStorage.setItem('deviceId', stored);
    expect(device.getDeviceId()).toBe(stored);
  });

  it.each<[string]>([[''], ['short'], ['a'.repeat(65)], ['has space in it'], ['设备编号设备编号'], ['abc/def/ghi']])(
    'replaces the invalid stored id %j',
    (stored) => {
      localStorage.setItem('deviceId', stored);
      const id = device.getDeviceId();
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect(localStorage.getItem('deviceId')).toBe(id);
    },
  );

  it('still gives one stable id when storage throws', () => {
    failStorage();
    const id = device.getDeviceId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(device.getDeviceId()).toBe(id);
  });
});

describe('channelId', () => {
  it('is null when nothing is stored', () => {
    expect(device.getStoredChannelId()).toBeNull();
  });

  it.each<[string | number, string | null]>([
    ['10000', '10000'],
    [10010, '10010'],
    ['0', '0'],
    ['12345678', '12345678'],
    ['123456789', null],
    ['', null],
    ['10a00', null],
    [' 10000', null],
    [-1, null],
    [1.5, null],
  ])('set(%j) then get → %j', (id, expected) => {
    device.setStoredChannelId(id);
    expect(device.getStoredChannelId()).toBe(expected);
    expect(localStorage.getItem('channelId')).toBe(expected);
  });

  it('keeps the previous value when a bad one is set', () => {
    device.setStoredChannelId('10000');
    device.setStoredChannelId('evil');
    expect(device.getStoredChannelId()).toBe('10000');
  });

  it('ignores a non-digit value already in storage', () => {
    localStorage.setItem('channelId', 'abc');
    expect(device.getStoredChannelId()).toBeNull();
  });
});

describe('AppPlatform', () => {
  it('round-trips under the AppPlatform key', () => {
    expect(device.getAppPlatform()).toBeNull();
    device.setAppPlatform('ios');
    expect(localStorage.getItem('AppPlatform')).toBe('ios');
    expect(device.getAppPlatform()).toBe('ios');
  });
});

describe('isGcgjcx', () => {
  it.each<[string | null, boolean]>([
    [null, false],
    ['true', true],
    ['false', false],
    ['', false],
  ])('stored %j → %s', (stored, expected) => {
    if (stored !== null) localStorage.setItem('isGcgjcx', stored);
    expect(device.isGcgjcx()).toBe(expected);
  });

  it('set(true) stores it and set(false) clears it', () => {
    device.setGcgjcx(true);
    expect(localStorage.getItem('isGcgjcx')).toBe('true');
    expect(device.isGcgjcx()).toBe(true);
    device.setGcgjcx(false);
    expect(localStorage.getItem('isGcgjcx')).toBeNull();
    expect(device.isGcgjcx()).toBe(false);
  });
});

describe('with a throwing storage', () => {
  it('every accessor survives', () => {
    failStorage();
    expect(device.getStoredChannelId()).toBeNull();
    expect(() => device.setStoredChannelId('10000')).not.toThrow();
    expect(device.getAppPlatform()).toBeNull();
    expect(() => device.setAppPlatform('android')).not.toThrow();
    expect(device.isGcgjcx()).toBe(false);
    expect(() => device.setGcgjcx(true)).not.toThrow();
    expect(() => device.setGcgjcx(false)).not.toThrow();
  });
});
