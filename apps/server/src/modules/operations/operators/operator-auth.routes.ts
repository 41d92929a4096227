import { operatorLogin } from '@udian/contracts/endpoints/ops/auth/operator-login';
import { operatorLogout } from '@udian/contracts/endpoints/ops/auth/operator-logout';
import { operatorMe } from '@udian/contracts/endpoints/ops/auth/operator-me';
import { changeOperatorPassword } from '@udian/contracts/endpoints/ops/auth/operator-password';
import { disableOperatorTotp, enableOperatorTotp, setUpOperatorTotp } from '@udian/contracts/endpoints/ops/auth/operator-totp';
import type { App } from '../../../http/app-instance';
import { clearOperatorCookie, setOperatorCookie } from '../../../http/operator-cookie';
import { registerOperatorEndpoint } from '../../../http/register-operator-endpoint';
import type { OperatorAuthService } from './operator-auth.service';

/** Open before the one-time password is changed: who am I, change it, leave. */
const beforePasswordChange = { isOpenBeforePasswordChange: true } as const;

export const registerOperatorAuthRoutes = (app: App, { auth, now = () => new Date() }: { auth: OperatorAuthService; now?: () => Date }) => {
  registerOperatorEndpoint(app, operatorLogin, async ({ body, request, reply }) => {
    const { token, expiresAt, session } = await auth.login({ ...body, ip: request.ip });
    setOperatorCookie(request, reply, token, expiresAt, now());
    return session;
  });
  registerOperatorEndpoint(app, operatorMe, ({ operator }) => auth.me(operator), beforePasswordChange);
  registerOperatorEndpoint(
    app,
    operatorLogout,
    async ({ operator, request, reply }) => {
      await auth.logout(operator);
      clearOperatorCookie(request, reply);
      return {};
    },
    beforePasswordChange,
  );
  registerOperatorEndpoint(app, changeOperatorPassword, ({ operator, body }) => auth.changePassword(operator, body), beforePasswordChange);
  registerOperatorEndpoint(app, setUpOperatorTotp, ({ operator }) => auth.setUpTotp(operator));
  registerOperatorEndpoint(app, enableOperatorTotp, ({ operator, body }) => auth.enableTotp(operator, body.code));
  registerOperatorEndpoint(app, disableOperatorTotp, ({ operator, body }) => auth.disableTotp(operator, body.password));
};
