import { createCachedValue } from './cached-value';
import { fetchHostJson } from './host-http';
import { HostRejectedError, HostUnavailableError, type WechatProvider } from './host-provider';

export type WechatApiOptions = { apiBaseUrl: string; appId: string; appSecret: string; now?: () => number };

/** errcodes that mean "your access token is no longer valid": fetch a new one and try once more. */
const STALE_TOKEN_CODES = new Set([40001, 40014, 42001]);

const expiresIn = (body: Record<string, unknown>): number =>
  typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : 7200;

/**
 * The messaging app's server API: the OAuth code exchange (snsapi_base gives the openid) and the JS-SDK
 * ticket. The access token (cgi-bin/token) and the jsapi ticket live 7200 s; both are cached in this process
 * for their lifetime minus 5 minutes, one fetch shared by concurrent callers (decision 017).
 */
export const createWechatApi = ({ apiBaseUrl, appId, appSecret, now }: WechatApiOptions): WechatProvider => {
  const base = apiBaseUrl.replace(/\/+$/, '');
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

  const accessToken = createCachedValue(
    async () => {
      const body = await fetchHostJson(`${base}/cgi-bin/token?${q({ grant_type: 'client_credential', appid: appId, secret: appSecret })}`);
      if (typeof body.access_token !== 'string' || body.access_token === '') {
        throw new HostUnavailableError(`WeChat token failed: ${String(body.errcode)} ${String(body.errmsg ?? '')}`);
      }
      return { value: body.access_token, ttlSeconds: expiresIn(body) };
    },
    { now },
  );

  const fetchTicket = async (token: string) =>
    fetchHostJson(`${base}/cgi-bin/ticket/getticket?${q({ access_token: token, type: 'jsapi' })}`);

  const jsapiTicket = createCachedValue(
    async () => {
      let body = await fetchTicket(await accessToken.get());
      if (typeof body.errcode === 'number' && STALE_TOKEN_CODES.has(body.errcode)) {
        accessToken.invalidate();
        body = await fetchTicket(await accessToken.get());
      }
      if (body.errcode !== 0 && body.errcode !== undefined) {
        throw new HostUnavailableError(`WeChat getticket failed: ${String(body.errcode)} ${String(body.errmsg ?? '')}`);
      }
      if (typeof body.ticket !== 'string' || body.ticket === '') throw new HostUnavailableError('WeChat getticket answered no ticket');
      return { value: body.ticket, ttlSeconds: expiresIn(body) };
    },
    { now },
  );

  return {
    appId,
    openidForCode: async (code) => {
      const body = await fetchHostJson(
        `${base}/sns/oauth2/access_token?${q({ appid: appId, secret: appSecret, code, grant_type: 'authorization_code' })}`,
      );
      if (typeof body.openid !== 'string' || body.openid === '') {
        // 40029 invalid code, 40163 code already used: the passenger must go through OAuth again.
        throw new HostRejectedError(`WeChat OAuth refused: ${String(body.errcode)} ${String(body.errmsg ?? '')}`);
      }
      return body.openid;
    },
    jsapiTicket: () => jsapiTicket.get(),
  };
};
