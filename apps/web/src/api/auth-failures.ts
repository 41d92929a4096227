import { MetaCode } from '@udian/contracts/meta-codes';
import type { Meta } from '@udian/contracts/envelope';
import { clearLoginInfo } from '../lib/login-info';
import { alert } from '../app/dialogs';
import { navigateTo } from '../app/navigation';
import { getCurrentRouterPath, getHref } from '../app/paths';
import { LOGIN_PATH } from '../app/page-paths';

export const FORCED_LOGOUT_TITLE = '温馨提示';

/**
 * Opens the login page with a way back to where the passenger was. A page that cannot be shown without
 * login replaces itself (isReplace), so that going back from the login page does not open it again.
 */
export const goToLogin = ({ isReplace = false }: { isReplace?: boolean } = {}): void => {
  const current = getCurrentRouterPath();
  // Several calls may fail at once; a second redirect from the login page itself would lose the first target.
  if (current.startsWith(`${LOGIN_PATH}.html`)) return;
  navigateTo(getHref(LOGIN_PATH, { redirect: current }), { isReplace });
};

let isForcedLogoutShown = false;

/**
 * SPEC sections 4 and 8: 502 (token invalid) logs out and opens login; 420 (logged in on another client) logs
 * out and explains why before login. Returns true when the code was one of these.
 */
export const handleAuthFailure = (meta: Meta): boolean => {
  if (meta.code === MetaCode.tokenInvalid) {
    clearLoginInfo();
    goToLogin();
    return true;
  }
  if (meta.code === MetaCode.loggedInElsewhere) {
    clearLoginInfo();
    if (isForcedLogoutShown) return true;
    isForcedLogoutShown = true;
    void alert(FORCED_LOGOUT_TITLE, meta.desc)
      .catch(() => undefined)
      .then(() => {
        isForcedLogoutShown = false;
        goToLogin();
      });
    return true;
  }
  return false;
};
