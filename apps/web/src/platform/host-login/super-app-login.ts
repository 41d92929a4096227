import { superAppLogin as superAppLoginCall } from '@udian/contracts/endpoints/auth/super-app-login';
import { goToLogin } from '../../api/auth-failures';
import { call } from '../../api/client';
import { alert } from '../../app/dialogs';
import { isLoggedIn, saveLoginInfo } from '../../lib/login-info';
import { LOGGING_IN_TEXT, loginInfoFromLogin } from '../../lib/login-responses';
import { toast } from '../../app/toast';
import { getHostBridge, type SuperAppAnswer } from '../host-bridge';
import type { HostLogin } from './host-login-adapter';
import { reloadPage } from './page-exit';

/** SPEC section 9: the host login request always carries city 11 and platform H5. */
export const SUPER_APP_CITY_ID = 11;
export const LOGIN_FAILED_TITLE = '登录失败';
export const ACCESS_TOKEN_FAILED_TEXT = '获取授权失败';

export type SuperAppOutcome = 'loggedIn' | 'failed' | 'unavailable';

/** A host call that throws or answers nonsense is a failure with a reason, like any other. */
const ask = async <T>(question: () => Promise<SuperAppAnswer<T>>): Promise<SuperAppAnswer<T>> => {
  try {
    const answer = await question();
    if (typeof answer === 'object' && answer !== null && typeof answer.isSuccess === 'boolean') return answer;
    return { isSuccess: false, reason: '应用返回的数据有误' };
  } catch (error) {
    return { isSuccess: false, reason: error instanceof Error ? error.message : String(error) };
  }
};

/**
 * SPEC section 4: host access token → user info by token → POST /auth/myNanJing/login with the host-signed
 * user data. On success the login is stored, a success toast shows, and the page reloads unless this login
 * only refreshes the session of a page that is staying (isRefresh). Failures alert (SPEC section 8).
 */
export const runSuperAppLogin = async ({ isRefresh }: { isRefresh: boolean }): Promise<SuperAppOutcome> => {
  if (isLoggedIn()) return 'loggedIn';
  const auth = getHostBridge()?.superAppAuth;
  if (!auth) return 'unavailable';
  const token = await ask(() => auth.getAccessToken());
  if (!token.isSuccess) {
    await alert(LOGIN_FAILED_TITLE, `${token.message || ACCESS_TOKEN_FAILED_TEXT}：${token.reason}`);
    return 'failed';
  }
  const user = await ask(() => auth.getUserInfo(token.data.accessToken));
  if (!user.isSuccess) {
    await alert(LOGIN_FAILED_TITLE, user.reason);
    return 'failed';
  }
  const closeLoading = toast.loading(LOGGING_IN_TEXT);
  const result = await call(superAppLoginCall, {
    body: { userData: user.data.userData, sign: user.data.sign, cityId: SUPER_APP_CITY_ID, platform: 'H5' },
  });
  closeLoading();
  if (!result.ok) return 'failed';
  saveLoginInfo(loginInfoFromLogin(result.data), { isPersistent: true });
  toast.success('登录成功');
  if (!isRefresh) reloadPage();
  return 'loggedIn';
};

// The start login and a page asking for login must not ask the host twice at once.
let pending: Promise<SuperAppOutcome> | null = null;

const once = (isRefresh: boolean): Promise<SuperAppOutcome> => {
  pending ??= runSuperAppLogin({ isRefresh }).finally(() => {
    pending = null;
  });
  return pending;
};

export const superAppLogin: HostLogin = {
  onStart: async () => {
    await once(false);
  },
  requireLogin: async () => {
    const outcome = await once(true);
    // Without the host's auth object the passenger can still log in by SMS; after a failure the alert said
    // why and the page offers the login page itself.
    if (outcome === 'unavailable') goToLogin({ isReplace: true });
  },
};
