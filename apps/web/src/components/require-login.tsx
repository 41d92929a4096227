import { useEffect, type ReactNode } from 'react';
import { goToLogin } from '../api/auth-failures';
import { useLoginInfo } from '../lib/use-login-info';
import { requireLogin } from '../platform/host-login/host-login';
import { StatusScreen, statusActionClass } from './status-screen';

const openLoginPage = () => goToLogin({ isReplace: true });

/**
 * Shows its children only to a logged-in passenger. Otherwise it starts the host's way in (SPEC section 4:
 * host selection; in a plain browser the login page replaces this one) and, while that runs or after it
 * failed, says why the page is empty with a way to the login page.
 */
export const RequireLogin = ({ children }: { children: ReactNode }) => {
  const login = useLoginInfo();
  const isLoggedIn = login !== null;

  useEffect(() => {
    if (!isLoggedIn) void requireLogin().catch((error: unknown) => console.error('[require-login]', error));
  }, [isLoggedIn]);

  if (isLoggedIn) return children;
  return (
    <StatusScreen
      title="请先登录"
      message="登录后即可查看和管理您的信息。"
      action={
        <button type="button" className={statusActionClass} onClick={openLoginPage}>
          去登录
        </button>
      }
    />
  );
};
