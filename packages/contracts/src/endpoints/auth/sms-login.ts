import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { IsPersistent, LoginInfoData, MobilePhone, SmsCode, SmsFunctionType } from '../../schemas/accounts';

export const SmsLoginBody = z.object({
  phoneNum: MobilePhone,
  code: SmsCode,
  functionType: SmsFunctionType.default('baseLogin'),
  /** true: the client keeps login info in localStorage; false: sessionStorage, and the session lasts a day. */
  isPersistent: IsPersistent,
  /**
   * From /auth/wechat/oauth/login when the messaging-app openid had no account yet: this login attaches the
   * openid to the account, so the next OAuth login needs no code. Lives 10 minutes.
   */
  wechatBindTicket: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, '微信绑定凭证格式不正确，请重新进入').optional(),
});
export type SmsLoginBody = z.infer<typeof SmsLoginBody>;

/**
 * Logs in with phone and code, creating the account on first login. The code is used once. Any older
 * session of the account is replaced (it answers 420 from then on).
 */
export const smsLogin = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.auth,
  path: '/auth/sms/login',
  summary: 'Logs in (or signs up) with phone and SMS code; answers login info',
  isPublic: true,
  needsClientHeaders: true,
  body: SmsLoginBody,
  data: LoginInfoData,
});
