import { CSRF_HEADER } from '@udian/contracts/operator-roles';
import type { App } from './app-instance';
import type { CurrentOperator } from './request-context';
import { AppError } from './app-error';
import { readOperatorCookie } from './operator-cookie';

export type OperatorAuthenticator = {
  authenticate: (token: string | undefined) => Promise<CurrentOperator | null>;
  isSameCsrfToken: (a: string, b: string) => boolean;
};

/** A write from another site's page: the browser names that page's origin, and it is not this host. */
const isCrossSite = (origin: string | undefined, host: string | undefined): boolean => {
  if (!origin || !host) return false;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
};

/**
 * The one place operator endpoints are guarded (decision 044), from what each contract declares: the session
 * cookie (a passenger token opens nothing here), the roles the endpoint allows (无权限 for any other), the
 * one-time password changed first, and on every write the session's CSRF token and a same-site origin.
 */
export const registerOperatorAccess = (app: App, auth: OperatorAuthenticator): void => {
  app.decorateRequest('operator', null);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access?.operatorRoles) return;
    const isWrite = request.method !== 'GET' && request.method !== 'HEAD';
    if (isWrite && isCrossSite(request.headers.origin, request.headers.host)) throw new AppError('csrfInvalid');
    if (access.isPublic) return;

    const operator = await auth.authenticate(readOperatorCookie(request));
    if (!operator) throw new AppError('operatorNotLoggedIn');
    if (isWrite) {
      const sent = request.headers[CSRF_HEADER];
      const token = Array.isArray(sent) ? sent[0] : sent;
      if (!token || !auth.isSameCsrfToken(token, operator.csrfToken)) throw new AppError('csrfInvalid');
    }
    if (!access.operatorRoles.includes(operator.role)) throw new AppError('operatorForbidden');
    if (operator.mustChangePassword && !access.isOpenBeforePasswordChange) throw new AppError('operatorPasswordChangeRequired');
    request.operator = operator;
    request.log = request.log.child({ operator: operator.username });
  });
};
