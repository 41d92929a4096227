import { goToLogin } from '../../api/auth-failures';
import type { HostLogin } from './host-login-adapter';

/** A plain browser (and hosts without a login of their own): the SMS login page, in place of the page. */
export const browserLogin: HostLogin = {
  onStart: async () => undefined,
  requireLogin: async () => goToLogin({ isReplace: true }),
};
