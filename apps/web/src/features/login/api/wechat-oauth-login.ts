import { wechatOauthLogin } from '@udian/contracts/endpoints/auth/wechat-oauth-login';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { unwrap } from '../../../api/query-result';

/** Exchanges the messaging-app OAuth code: a login for a bound openid, or a bind ticket for the SMS form. */
export const useWechatOAuthLogin = () =>
  useMutation({ mutationFn: (body: { code: string; state: string }) => call(wechatOauthLogin, { body }).then(unwrap) });
