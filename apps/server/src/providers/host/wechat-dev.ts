import { HostRejectedError, type WechatProvider } from './host-provider';

/**
 * Development only (never wired in production): an OAuth code 'dev-<anything>' yields the openid
 * 'dev-openid-<anything>', and the JS-SDK ticket is a fixed string, so the login page and wx.config can be
 * exercised without the messaging app's servers (the signature is still computed the official way).
 */
export const createDevWechat = (appId: string): WechatProvider => ({
  appId,
  openidForCode: async (code) => {
    if (!code.startsWith('dev-')) throw new HostRejectedError('WeChat (dev): codes look like dev-<anything>');
    return `dev-openid-${code.slice(4)}`;
  },
  jsapiTicket: async () => 'dev-jsapi-ticket',
});
