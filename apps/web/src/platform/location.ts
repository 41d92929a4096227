/**
 * Where the passenger is (SPEC sections 3, 4, 8, 9): the host's native location first where the host offers
 * one, else the browser's; WGS-84 converted to GCJ-02 (the coordinates of our stations and tiles). It never
 * fails: without a position it answers the default Shenzhen point, flagged isDefault, with the reason.
 */
import { DEFAULT_POINT } from '../lib/default-place';
import { appMemory } from '../lib/local-memory';
import { getBridgeCall, type HostBridge, type HostLocation } from './host-bridge';
import { locationMessages, messageForGeolocationError } from './location-messages';

export type GeoPoint = {
  lng: number;
  lat: number;
  isDefault: boolean;
  /** Why the default point is used; absent when the passenger was located. */
  errorMsg?: string;
};

type LngLat = { lng: number; lat: number };

/** SPEC section 9: 5 s, no high accuracy. */
export const GEOLOCATION_TIMEOUT_MS = 5000;
/** SPEC section 4: the native location's wait before falling back to the browser. */
export const HOST_LOCATION_TIMEOUT_MS = 5000;
/** A fix from the last minute is good enough for "stops near me" and saves a GPS start. */
export const GEOLOCATION_MAXIMUM_AGE_MS = 60_000;
/**
 * The browser's timeout only starts once permission is given; a prompt left unanswered would wait forever.
 * Twice the timeout leaves time to read the prompt before the page gives up and uses the default point.
 */
export const PERMISSION_PROMPT_GRACE_MS = 2 * GEOLOCATION_TIMEOUT_MS;

/** The appMemory path the behaviour log reads the last known point from. */
export const LOCATION_MEMORY_PATH = 'location';

class LocationFailure extends Error {}

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

// gcoord is loaded on first use, in parallel with the position request, so it is not in the first page's JS.
const loadGcoord = () => import('gcoord').then((module) => module.default);

export const wgs84ToGcj02 = async (point: LngLat): Promise<LngLat> => {
  const gcoord = await loadGcoord();
  const [lng, lat] = gcoord.transform([point.lng, point.lat], gcoord.WGS84, gcoord.GCJ02);
  return { lng, lat };
};

/** Rejects with `message` when `promise` has not settled after `ms`. */
const within = <T>(promise: Promise<T>, ms: number, message: string): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new LocationFailure(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });

const hostPosition = async (getLocation: NonNullable<HostBridge['getLocation']>): Promise<LngLat> => {
  const answer = (await within(
    Promise.resolve().then(() => getLocation({ type: 'gcj02' })),
    HOST_LOCATION_TIMEOUT_MS,
    locationMessages.hostFailed,
  )) as Partial<HostLocation> | null | undefined;
  if (!answer || !isFiniteNumber(answer.lng) || !isFiniteNumber(answer.lat)) throw new LocationFailure(locationMessages.hostFailed);
  const point = { lng: answer.lng, lat: answer.lat };
  return answer.coordType === 'wgs84' ? wgs84ToGcj02(point) : point;
};

const browserPosition = (): Promise<LngLat> => {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation || typeof geolocation.getCurrentPosition !== 'function') {
    return Promise.reject(new LocationFailure(locationMessages.unsupported));
  }
  // Started now so that the conversion does not wait for a download after the fix arrives.
  void loadGcoord().catch(() => undefined);
  const raw = new Promise<LngLat>((resolve, reject) => {
    try {
      geolocation.getCurrentPosition(
        (position) => resolve({ lng: position.coords.longitude, lat: position.coords.latitude }),
        (error) => reject(new LocationFailure(messageForGeolocationError(error))),
        { enableHighAccuracy: false, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: GEOLOCATION_MAXIMUM_AGE_MS },
      );
    } catch {
      reject(new LocationFailure(locationMessages.systemFailed));
    }
  });
  return within(raw, PERMISSION_PROMPT_GRACE_MS, locationMessages.timeout).then(wgs84ToGcj02);
};

const fallback = (error: unknown): GeoPoint => ({
  ...DEFAULT_POINT,
  isDefault: true,
  errorMsg: error instanceof LocationFailure ? error.message : locationMessages.generic,
});

const locate = async (): Promise<GeoPoint> => {
  const getHostLocation = getBridgeCall('getLocation');
  let point: LngLat | undefined;
  if (getHostLocation) point = await hostPosition(getHostLocation).catch(() => undefined);
  try {
    point ??= await browserPosition();
  } catch (error) {
    return fallback(error);
  }
  if (!isFiniteNumber(point.lng) || !isFiniteNumber(point.lat)) return fallback(undefined);
  // Only a real position is remembered: the behaviour log must not report the default point as the passenger's.
  appMemory.set(LOCATION_MEMORY_PATH, { lng: point.lng, lat: point.lat });
  return { lng: point.lng, lat: point.lat, isDefault: false };
};

let pending: Promise<GeoPoint> | undefined;

/**
 * Resolved once per page load and shared by every caller; `isRefresh` (pull to refresh) asks again. A
 * default-point answer is cached too: asking the browser again is the passenger's choice, not each page's.
 */
export const getLocation = ({ isRefresh = false }: { isRefresh?: boolean } = {}): Promise<GeoPoint> => {
  if (!pending || isRefresh) pending = locate();
  return pending;
};

/** Forgets the cached answer (tests; a host telling us the permission changed). */
export const forgetLocation = (): void => {
  pending = undefined;
};
