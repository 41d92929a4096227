import { navigateTo } from '../../app/navigation';
import { saveLoginInfo, type LoginInfo } from '../../lib/login-info';
import { toast } from '../../app/toast';
import { resolveRedirect } from './safe-redirect';

/** Stores the login and replaces the login page with the page that asked for it (home by default). */
export const finishLogin = (info: LoginInfo, { isPersistent }: { isPersistent: boolean }): void => {
  saveLoginInfo(info, { isPersistent });
  toast.success('登录成功');
  navigateTo(resolveRedirect(new URLSearchParams(window.location.search).get('redirect')), { isReplace: true });
};
