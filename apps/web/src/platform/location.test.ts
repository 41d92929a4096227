import gcoord from 'gcoord';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_POINT } from '../lib/default-place';
import { appMemory } from '../lib/local-memory';
import { HOST_BRIDGE_GLOBAL, type HostBridge } from './host-bridge';
import {
  GEOLOCATION_MAXIMUM_AGE_MS,
  GEOLOCATION_TIMEOUT_MS,
  HOST_LOCATION_TIMEOUT_MS,
  LOCATION_MEMORY_PATH,
  PERMISSION_PROMPT_GRACE_MS,
  forgetLocation,
  getLocation,
} from './location';
import { locationMessages } from './location-messages';

/** 科技园, as a phone's GPS (WGS-84) reports it. */
const WGS_POINT = { lng: 113.94805, lat: 22.54325 };

type Success = (position: { coords: { longitude: number; latitude: number } }) => void;
type Failure = (error: { code: number; message: string }) => void;
type Geolocation = { getCurrentPosition: ReturnType<typeof vi.fn> };

const setGeolocation = (geolocation: Geolocation | undefined) => {
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
};

/** A browser that answers every request with `answer`. */
const browserAnswering = (answer: (success: Success, failure: Failure) => void): Geolocation => {
  const geolocation = { getCurrentPosition: vi.fn((success: Success, failure: Failure) => answer(success, failure)) };
  setGeolocation(geolocation);
  return geolocation;
};

const grantAt = (point: { lng: number; lat: number }) =>
  browserAnswering((success) => success({ coords: { longitude: point.lng, latitude: point.lat } }));

const failWith = (code: number) => browserAnswering((_, failure) => failure({ code, message: 'failed' }));

const setBridge = (bridge: HostBridge | undefined) => {
  if (bridge) (window as unknown as Record<string, unknown>)[HOST_BRIDGE_GLOBAL] = bridge;
  else delete (window as unknown as Record<string, unknown>)[HOST_BRIDGE_GLOBAL];
};

const expectedGcj = (point: { lng: number; lat: number }) => {
  const [lng, lat] = gcoord.transform([point.lng, point.lat], gcoord.WGS84, gcoord.GCJ02);
  return { lng, lat };
};

describe('getLocation', () => {
  beforeEach(() => {
    forgetLocation();
    localStorage.clear();
    setBridge(undefined);
  });

  afterEach(() => {
    vi.useRealTimers();
    setGeolocation(undefined);
    setBridge(undefined);
  });

  it('converts the browser position from WGS-84 to GCJ-02 exactly as gcoord does', async () => {
    grantAt(WGS_POINT);
    const point = await getLocation();
    const expected = expectedGcj(WGS_POINT);
    expect(point).toEqual({ lng: expected.lng, lat: expected.lat, isDefault: false });
    // The shift in Shenzhen is a few hundred metres: the conversion really happened.
    expect(Math.abs(point.lng - WGS_POINT.lng)).toBeGreaterThan(0.003);
  });

  it('asks with a 5 s time-out, no high accuracy and a reasonable maximum age', async () => {
    const geolocation = grantAt(WGS_POINT);
    await getLocation();
    expect(geolocation.getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), {
      enableHighAccuracy: false,
      timeout: GEOLOCATION_TIMEOUT_MS,
      maximumAge: GEOLOCATION_MAXIMUM_AGE_MS,
    });
    expect(GEOLOCATION_TIMEOUT_MS).toBe(5000);
    expect(GEOLOCATION_MAXIMUM_AGE_MS).toBeGreaterThan(0);
    expect(GEOLOCATION_MAXIMUM_AGE_MS).toBeLessThanOrEqual(5 * 60_000);
  });

  it('remembers a real position for the behaviour log', async () => {
    grantAt(WGS_POINT);
    const point = await getLocation();
    expect(appMemory.get(LOCATION_MEMORY_PATH)).toEqual({ lng: point.lng, lat: point.lat });
  });

  it.each([
    [1, 'permission denied', locationMessages.permissionDenied],
    [2, 'position unavailable', locationMessages.positionUnavailable],
    [3, 'timeout', locationMessages.timeout],
    [0, 'an unknown error code', locationMessages.systemFailed],
  ])('error code %i (%s) gives the default Shenzhen point with the spec message', async (code, _name, message) => {
    failWith(code);
    const point = await getLocation();
    expect(point).toEqual({ ...DEFAULT_POINT, isDefault: true, errorMsg: message });
    expect(point.lng).toBe(114.05454);
    expect(point.lat).toBe(22.52291);
  });

  it('says permission was not given in the words of SPEC section 8', async () => {
    failWith(1);
    expect((await getLocation()).errorMsg).toMatch(/^未获得定位权限/);
  });

  it('falls back with the "not supported" message when the browser has no geolocation', async () => {
    setGeolocation(undefined);
    expect(await getLocation()).toEqual({ ...DEFAULT_POINT, isDefault: true, errorMsg: locationMessages.unsupported });
  });

  it('falls back with the positioning-system message when asking throws', async () => {
    browserAnswering(() => {
      throw new Error('blocked by the web view');
    });
    expect((await getLocation()).errorMsg).toBe(locationMessages.systemFailed);
  });

  it('does not remember the default point as the passenger position', async () => {
    failWith(1);
    await getLocation();
    expect(appMemory.get(LOCATION_MEMORY_PATH)).toBeUndefined();
  });

  it('gives up on a permission prompt nobody answers, with the time-out message', async () => {
    vi.useFakeTimers();
    browserAnswering(() => undefined);
    const result = getLocation();
    await vi.advanceTimersByTimeAsync(PERMISSION_PROMPT_GRACE_MS);
    expect(await result).toEqual({ ...DEFAULT_POINT, isDefault: true, errorMsg: locationMessages.timeout });
  });

  it('is resolved once per page load: later callers share the answer', async () => {
    const geolocation = grantAt(WGS_POINT);
    const first = await getLocation();
    const second = await getLocation();
    expect(second).toBe(first);
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
  });

  it('caches a failure too, so pages do not prompt again on their own', async () => {
    const geolocation = failWith(1);
    await getLocation();
    await getLocation();
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
  });

  it('asks again when refresh is forced, and the new answer is cached', async () => {
    const geolocation = failWith(1);
    expect((await getLocation()).isDefault).toBe(true);
    geolocation.getCurrentPosition.mockImplementation((success: Success) =>
      success({ coords: { longitude: WGS_POINT.lng, latitude: WGS_POINT.lat } }),
    );
    const refreshed = await getLocation({ isRefresh: true });
    expect(refreshed.isDefault).toBe(false);
    expect(await getLocation()).toBe(refreshed);
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(2);
  });

  describe('inside a host with its own location', () => {
    it('uses the host point (GCJ-02) first and never asks the browser', async () => {
      const geolocation = grantAt(WGS_POINT);
      const hostGetLocation = vi.fn(async () => ({ lng: 113.953, lat: 22.5405 }));
      setBridge({ getLocation: hostGetLocation });
      expect(await getLocation()).toEqual({ lng: 113.953, lat: 22.5405, isDefault: false });
      expect(hostGetLocation).toHaveBeenCalledWith({ type: 'gcj02' });
      expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
    });

    it('converts a host point the host marks as WGS-84', async () => {
      setBridge({ getLocation: () => ({ ...WGS_POINT, coordType: 'wgs84' }) });
      const expected = expectedGcj(WGS_POINT);
      expect(await getLocation()).toEqual({ lng: expected.lng, lat: expected.lat, isDefault: false });
    });

    it('falls back to the browser after 5 s when the host does not answer', async () => {
      vi.useFakeTimers();
      const geolocation = grantAt(WGS_POINT);
      setBridge({ getLocation: () => new Promise(() => undefined) });
      const result = getLocation();
      await vi.advanceTimersByTimeAsync(HOST_LOCATION_TIMEOUT_MS - 1);
      expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
      const expected = expectedGcj(WGS_POINT);
      expect(await result).toEqual({ lng: expected.lng, lat: expected.lat, isDefault: false });
      expect(HOST_LOCATION_TIMEOUT_MS).toBe(5000);
    });

    it('falls back to the browser at once when the host refuses or answers nonsense', async () => {
      const geolocation = grantAt(WGS_POINT);
      setBridge({ getLocation: async () => Promise.reject(new Error('no permission')) });
      expect((await getLocation()).isDefault).toBe(false);
      setBridge({ getLocation: () => ({ lng: Number.NaN, lat: 22.5 }) });
      expect((await getLocation({ isRefresh: true })).isDefault).toBe(false);
      expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(2);
    });

    it('ends at the default point when neither the host nor the browser can locate', async () => {
      failWith(1);
      setBridge({ getLocation: async () => Promise.reject(new Error('no permission')) });
      expect(await getLocation()).toEqual({ ...DEFAULT_POINT, isDefault: true, errorMsg: locationMessages.permissionDenied });
    });
  });
});
