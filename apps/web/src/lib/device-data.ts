import { getBrowserStorage, readStorageItem, removeStorageItem, writeStorageItem } from './safe-storage';

/** Device data of SPEC section 3, each value under its own localStorage key (other pages read these keys). */

const DEVICE_ID_KEY = 'deviceId';
const CHANNEL_ID_KEY = 'channelId';
const APP_PLATFORM_KEY = 'AppPlatform';
const GCGJCX_KEY = 'isGcgjcx';

/** The server's deviceId header rule; a value that fails it is replaced rather than sent. */
const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
/** The server's channel header takes at most 8 digits. */
const CHANNEL_ID_PATTERN = /^\d{1,8}$/;
const DEVICE_ID_BYTES = 16;

const local = () => getBrowserStorage('local');

// Where storage is unavailable, the id must still stay the same for the life of the page.
let unsavedDeviceId: string | undefined;

const generateDeviceId = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(DEVICE_ID_BYTES)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

/** Generated once (32 lowercase hex characters) and kept; an earlier valid id is reused as it is. */
export function getDeviceId(): string {
  const stored = readStorageItem(local(), DEVICE_ID_KEY);
  if (stored !== null && DEVICE_ID_PATTERN.test(stored)) return stored;
  unsavedDeviceId ??= generateDeviceId();
  writeStorageItem(local(), DEVICE_ID_KEY, unsavedDeviceId);
  return unsavedDeviceId;
}

export function getStoredChannelId(): string | null {
  const stored = readStorageItem(local(), CHANNEL_ID_KEY);
  return stored !== null && CHANNEL_ID_PATTERN.test(stored) ? stored : null;
}

/** Ignores anything but digits, so a tampered deep-link parameter never reaches the request headers. */
export function setStoredChannelId(id: string | number): void {
  const text = String(id);
  if (CHANNEL_ID_PATTERN.test(text)) writeStorageItem(local(), CHANNEL_ID_KEY, text);
}

export const getAppPlatform = (): string | null => readStorageItem(local(), APP_PLATFORM_KEY);

export const setAppPlatform = (value: string): void => {
  writeStorageItem(local(), APP_PLATFORM_KEY, value);
};

export const isGcgjcx = (): boolean => readStorageItem(local(), GCGJCX_KEY) === 'true';

export const setGcgjcx = (flag: boolean): void => {
  if (flag) writeStorageItem(local(), GCGJCX_KEY, 'true');
  else removeStorageItem(local(), GCGJCX_KEY);
};
