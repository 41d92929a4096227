import { useEffect, useState } from 'react';
import { getWebConfig } from '../../app/web-config';
import { LOGGING_IN_TEXT, loginInfoFromLogin } from '../../lib/login-responses';
import { toast } from '../../app/toast';
import { getHostContext } from '../../platform/host-context';
import { takeOAuthReturn } from '../../platform/host-login/wechat-oauth-login';
import { useWechatOAuthLogin } from './api/wechat-oauth-login';
import { finishLogin } from './finish-login';
import { LoginForm } from './login-form';
import styles from './login-page.module.css';

/**
 * The login page (/udianbus/app/login, /ydbus/login). In the messaging app it is also where the OAuth
 * redirect comes back with ?code=: a bound account logs straight in, an unbound one continues here by SMS
 * with the bind ticket, so that the next visit needs no code.
 */
export const LoginPage = () => {
  const [bindTicket, setBindTicket] = useState<string | undefined>(undefined);
  const exchange = useWechatOAuthLogin();
  const { mutate } = exchange;

  useEffect(() => {
    if (getHostContext().host !== 'wechat') return;
    // Takes the code out of the address, so a second run (or a reload) does not use it twice.
    const oauth = takeOAuthReturn();
    if (!oauth) return;
    const closeLoading = toast.loading(LOGGING_IN_TEXT);
    mutate(oauth, {
      onSuccess: (data) => {
        if (data.isBound && data.login) finishLogin(loginInfoFromLogin(data.login), { isPersistent: true });
        else if (data.bindTicket) setBindTicket(data.bindTicket);
      },
      onSettled: closeLoading,
    });
  }, [mutate]);

  return (
    <main className={styles.page}>
      <p className={styles.title}>{getWebConfig().productName}</p>
      <p className={styles.subtitle}>
        {bindTicket ? '首次使用微信登录，请验证手机号完成绑定' : '未注册的手机号验证后将自动注册'}
      </p>
      <LoginForm wechatBindTicket={bindTicket} />
    </main>
  );
};
