import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { LoginInfoData } from '../../schemas/accounts';

/**
 * After the messaging-app OAuth redirect (appid = the web config's wechatAppId, scope snsapi_base,
 * redirect_uri the login page) the page posts the `code` and `state` it received. The state is the
 * client's own CSRF check: it compares it with what it sent before posting.
 */
export const WechatOauthLoginBody = z.object({
  code: z.string({ error: '缺少微信授权码，请重新进入' }).regex(/^[A-Za-z0-9_-]{1,128}$/, '微信授权码格式不正确，请重新进入'),
  state: z.string().max(128, 'state 过长').default(''),
});
export type WechatOauthLoginBody = z.infer<typeof WechatOauthLoginBody>;

/**
 * snsapi_base yields only the openid. A bound openid logs straight in (`login` set, persistent).
 * An unbound one answers isBound false and a bindTicket (10 minutes): the page then logs in by SMS with
 * `wechatBindTicket`, which attaches the openid to that account.
 */
export const WechatOauthLoginData = z.object({
  isBound: z.boolean(),
  login: LoginInfoData.nullable(),
  bindTicket: z.string().nullable(),
});
export type WechatOauthLoginData = z.infer<typeof WechatOauthLoginData>;

export const wechatOauthLogin = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.auth,
  path: '/auth/wechat/oauth/login',
  summary: 'Exchanges a messaging-app OAuth code: logs in a bound openid, or answers a bind ticket',
  isPublic: true,
  needsClientHeaders: true,
  body: WechatOauthLoginBody,
  data: WechatOauthLoginData,
});
