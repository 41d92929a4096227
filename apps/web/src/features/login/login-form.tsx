import { useState, type FormEvent } from 'react';
import { CheckOption, SmsCodeFields } from '../../components/sms-code-fields/sms-code-fields';
import { useSmsCodeFields } from '../../components/sms-code-fields/use-sms-code-fields';
import { LOGGING_IN_TEXT, loginInfoFromLogin } from '../../lib/login-responses';
import { toast } from '../../app/toast';
import { useSmsLogin } from './api/sms-login';
import { finishLogin } from './finish-login';
import styles from './login-page.module.css';

type LoginFormProps = {
  /** From the messaging-app OAuth: this login also binds the openid to the account. */
  wechatBindTicket?: string;
};

/** Phone and SMS code (SPEC sections 4, 5): the 60 s resend countdown, the agreement, "keep me logged in". */
export const LoginForm = ({ wechatBindTicket }: LoginFormProps) => {
  const fields = useSmsCodeFields();
  const [isPersistent, setIsPersistent] = useState(true);
  const login = useSmsLogin();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!fields.validate() || login.isPending) return;
    const closeLoading = toast.loading(LOGGING_IN_TEXT);
    login.mutate(
      { phoneNum: fields.phone.trim(), code: fields.code.trim(), isPersistent, wechatBindTicket },
      {
        onSuccess: (data) => finishLogin(loginInfoFromLogin(data), { isPersistent }),
        // A failure toast from the request helper has replaced the loading one already; this closes only our own.
        onSettled: closeLoading,
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <SmsCodeFields fields={fields} />
      <CheckOption isChecked={isPersistent} onChange={setIsPersistent}>
        在本设备上保持登录（公用设备请勿勾选）
      </CheckOption>
      <button type="submit" className={styles.submit} disabled={login.isPending}>
        登录
      </button>
    </form>
  );
};
