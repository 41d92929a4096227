import { jsApiTicket } from '@udian/contracts/endpoints/wechat/js-api-ticket';
import { call } from '../api/client';
import { getWebConfig } from '../app/web-config';
import { toast } from '../app/toast';
import type { WechatJsSdk } from './host-bridge';

/** SPEC section 7: what the signature enables (share, location, pay, menus, mini program, images). */
export const WECHAT_JS_API_LIST = [
  'getLocation',
  'chooseWXPay',
  'updateTimelineShareData',
  'onMenuShareTimeline',
  'updateAppMessageShareData',
  'onMenuShareAppMessage',
  'hideMenuItems',
  'showMenuItems',
  'launchMiniProgram',
  'previewImage',
  'downloadImage',
] as const;

/** SPEC section 8: shown when no signature comes back. */
export const JS_API_TICKET_ERROR = 'js_api_ticket 请求异常';

type WindowWithWx = Window & { wx?: WechatJsSdk };

/** The script URL from the web config (WECHAT_JS_SDK_URL); '' means the SDK is not loaded. */
export const getJsSdkUrl = (): string => getWebConfig().wechatJsSdkUrl;

const loadScript = (src: string): Promise<WechatJsSdk> =>
  new Promise((resolve, reject) => {
    const loaded = (window as WindowWithWx).wx;
    if (loaded) {
      resolve(loaded);
      return;
    }
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      const wx = (window as WindowWithWx).wx;
      if (wx) resolve(wx);
      else reject(new Error('the JS-SDK script did not define wx'));
    };
    script.onerror = () => reject(new Error(`the JS-SDK script failed to load: ${src}`));
    document.head.append(script);
  });

/** The page URL the signature is computed over: the current URL without '#' and what follows. */
export const signedPageUrl = (): string => window.location.href.split('#')[0] ?? '';

/**
 * Loads the JS-SDK, fetches the signature for this page and configures the APIs. Resolves with wx once it
 * is ready, or null when it cannot be used here (not configured, no signature, script or config failed).
 */
export const setUpWechatSdk = async (pageUrl: string = signedPageUrl()): Promise<WechatJsSdk | null> => {
  const src = getJsSdkUrl();
  if (!src) {
    console.warn('[wechat-js-sdk] the web config names no JS-SDK URL (wechatJsSdkUrl): the messaging-app JS-SDK is not loaded');
    return null;
  }
  const [wx, signature] = await Promise.all([
    loadScript(src).catch((error: unknown) => {
      console.error('[wechat-js-sdk]', error);
      return null;
    }),
    call(jsApiTicket, { query: { url: pageUrl } }, { failureToast: 'none' }),
  ]);
  if (!signature.ok || !signature.data?.signature) {
    toast.fail(JS_API_TICKET_ERROR);
    return null;
  }
  if (!wx) return null;
  const { appId, timestamp, nonceStr, signature: sign } = signature.data;
  return new Promise((resolve) => {
    wx.ready(() => resolve(wx));
    wx.error((result) => {
      console.error('[wechat-js-sdk] wx.config failed', result.errMsg);
      resolve(null);
    });
    wx.config({ debug: false, appId, timestamp, nonceStr, signature: sign, jsApiList: WECHAT_JS_API_LIST });
  });
};

/**
 * The URL the messaging app checks the signature against: on iOS the page the web view was opened on (it
 * keeps that URL through in-app navigation), on Android the current page.
 */
const entryUrl = signedPageUrl();
export const configUrlFor = (userAgent: string, entry: string, current: string): string =>
  /iPhone|iPad|iPod/i.test(userAgent) ? entry : current;

let configured: { url: string; sdk: Promise<WechatJsSdk | null> } | undefined;

/**
 * The configured JS-SDK for sharing, location and payment. Set up once per page load on iOS; on Android
 * again after an in-app navigation, because the signature there covers the current URL.
 */
export const getWechatSdk = (): Promise<WechatJsSdk | null> => {
  const url = configUrlFor(navigator.userAgent, entryUrl, signedPageUrl());
  if (!configured || configured.url !== url) configured = { url, sdk: setUpWechatSdk(url) };
  return configured.sdk;
};
