import { BIZ_TYPE, MARKET, type ClientHeaders } from '@udian/contracts/client-headers';
import { getDeviceId } from '../lib/device-data';
import { getEffectiveCity } from '../lib/local-memory';
import { getLoginInfo } from '../lib/login-info';
import { getHostContext } from '../platform/host-context';
import { parseDeviceInfo } from '../platform/user-agent';

/** SPEC section 9: the app name is the passenger app's id. */
export const APP_NAME = 'udianbus-passenger';
export const APP_VERSION = `v${typeof __APP_VERSION__ === 'string' && __APP_VERSION__ ? __APP_VERSION__ : '0.1.0'}`;

type NavigatorWithConnection = Navigator & { connection?: { effectiveType?: string } };

/** The SPEC section 7 headers every call carries, read fresh each time (city and channel can change). */
export const getClientHeaders = (): ClientHeaders => {
  const host = getHostContext();
  const device = parseDeviceInfo(navigator.userAgent);
  const cityId = getEffectiveCity()?.cityId;
  return {
    platform: host.platform,
    channel: host.channel,
    channelId: host.channel,
    clientPlatformId: host.host,
    bizType: BIZ_TYPE,
    clientPlatform: host.channelIdName,
    deviceId: getDeviceId(),
    appVersion: APP_VERSION,
    appName: APP_NAME,
    os: device.os,
    osVersion: device.osVersion,
    market: MARKET,
    networkType: (navigator as NavigatorWithConnection).connection?.effectiveType ?? 'unknown',
    screenSize: `${window.screen.width}x${window.screen.height}`,
    manufacturer: device.manufacturer,
    phoneModel: device.phoneModel,
    cityId: cityId === undefined ? '' : String(cityId),
  };
};

/** token and userId, only when a passenger is logged in. */
export const getAuthHeaders = (): Record<string, string> => {
  const login = getLoginInfo();
  return login?.token ? { token: login.token, userId: login.userId } : {};
};

/** The older bus services read who is calling from one `record` header (SPEC section 7). */
export const getRecordHeader = (headers: ClientHeaders): string =>
  encodeURIComponent(
    JSON.stringify({
      deviceId: headers.deviceId,
      channel: headers.channel,
      cityId: headers.cityId,
      platform: headers.platform,
    }),
  );
