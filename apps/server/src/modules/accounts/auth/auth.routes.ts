import { hostLoginConfig } from '@udian/contracts/endpoints/auth/host-login-config';
import { logout } from '@udian/contracts/endpoints/auth/logout';
import { smsLogin } from '@udian/contracts/endpoints/auth/sms-login';
import { superAppLogin } from '@udian/contracts/endpoints/auth/super-app-login';
import { thirdAppAuthBind } from '@udian/contracts/endpoints/auth/third-app-auth-bind';
import { wechatOauthLogin } from '@udian/contracts/endpoints/auth/wechat-oauth-login';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../../http/app-instance';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { AuthService } from './auth.service';
import type { HostLoginService } from './host-login.service';
import type { LoginClient } from './login-issuer';

/** These calls need the client headers, so the hook has already refused one without platform or deviceId. */
const clientOf = (request: FastifyRequest): LoginClient => ({
  platform: request.clientInfo.platform ?? 'H5',
  deviceId: request.clientInfo.deviceId ?? '',
});

export const registerAuthRoutes = (
  app: App,
  { authService, hostLoginService }: { authService: AuthService; hostLoginService: HostLoginService },
) => {
  registerEndpoint(app, smsLogin, ({ body, request }) => authService.smsLogin(body, clientOf(request)));
  registerEndpoint(app, logout, ({ session }) => authService.logout(session.sessionId));
  registerEndpoint(app, superAppLogin, ({ body, request }) => hostLoginService.superAppLogin(body, clientOf(request)));
  registerEndpoint(app, thirdAppAuthBind, ({ body, request }) => hostLoginService.thirdAppBind(body, clientOf(request)));
  registerEndpoint(app, wechatOauthLogin, ({ body, request }) => hostLoginService.wechatOauthLogin(body.code, clientOf(request)));
  registerEndpoint(app, hostLoginConfig, async () => hostLoginService.config());
};
