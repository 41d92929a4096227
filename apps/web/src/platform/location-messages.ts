/**
 * SPEC section 8: why the position is unknown, in Chinese. Each says what happened and what to do; the
 * page adds that the default point is used meanwhile.
 */
export const locationMessages = {
  permissionDenied: '未获得定位权限，请在系统设置中允许使用位置信息后下拉刷新',
  hostFailed: '获取当前位置失败，请检查是否授权！',
  positionUnavailable: '暂时无法获取位置信息，请到信号较好的地方后下拉刷新',
  timeout: '定位请求超时，请稍后下拉刷新重试',
  systemFailed: '定位系统失效，请稍后下拉刷新重试',
  generic: '定位失败，请稍后下拉刷新重试',
  unsupported: '当前浏览器不支持定位，请换用系统浏览器打开',
} as const;

// The W3C GeolocationPositionError codes; spelled out because jsdom and some web views lack the constants.
const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;
const TIMEOUT = 3;

/** The message for a geolocation error callback; codes outside the standard three mean the system itself failed. */
export const messageForGeolocationError = (error: { code?: unknown } | null | undefined): string => {
  switch (error?.code) {
    case PERMISSION_DENIED:
      return locationMessages.permissionDenied;
    case POSITION_UNAVAILABLE:
      return locationMessages.positionUnavailable;
    case TIMEOUT:
      return locationMessages.timeout;
    case undefined:
      return locationMessages.generic;
    default:
      return locationMessages.systemFailed;
  }
};
