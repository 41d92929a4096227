import { SMS_RESEND_SECONDS } from '@udian/contracts/account-rules';
import { useId, useState, type FormEvent } from 'react';
import { CheckRow } from '../../components/check-row/check-row';
import { AppLink } from '../../components/app-link';
import { LOGGING_IN_TEXT, loginInfoFromLogin } from '../../lib/login-responses';
import { toast } from '../../app/toast';
import { useSecondsCountdown } from '../../lib/use-seconds-countdown';
import { AGREEMENT_PATH, PRIVACY_POLICY_PATH } from '../../app/page-paths';
import { useSendSmsCode } from '../../api/queries/sms-code';
import { useSmsLogin } from './api/sms-login';
import { finishLogin } from './finish-login';
import { validateLogin, validatePhone, type LoginErrors } from '../../lib/login-rules';
import styles from './login-page.module.css';

type LoginFormProps = {
  /** From the messaging-app OAuth: this login also binds the openid to the account. */
  wechatBindTicket?: string;
};

const onlyDigits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** Phone and SMS code (SPEC sections 4, 5): the 60 s resend countdown, the agreement, "keep me logged in". */
export const LoginForm = ({ wechatBindTicket }: LoginFormProps) => {
  const id = useId();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [isAgreed, setIsAgreed] = useState(false);
  const [isPersistent, setIsPersistent] = useState(true);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [hasSent, setHasSent] = useState(false);
  const countdown = useSecondsCountdown(SMS_RESEND_SECONDS);
  const sendCode = useSendSmsCode();
  const login = useSmsLogin();

  const onSendCode = () => {
    const phoneError = validatePhone(phone);
    setErrors((current) => ({ ...current, phone: phoneError ?? undefined }));
    if (phoneError || countdown.isRunning || sendCode.isPending) return;
    sendCode.mutate(phone.trim(), {
      onSuccess: () => {
        setHasSent(true);
        countdown.start();
        toast.success('验证码已发送');
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin({ phone, code, isAgreed });
    setErrors(found);
    if (Object.keys(found).length > 0 || login.isPending) return;
    const closeLoading = toast.loading(LOGGING_IN_TEXT);
    login.mutate(
      { phoneNum: phone.trim(), code: code.trim(), isPersistent, wechatBindTicket },
      {
        onSuccess: (data) => finishLogin(loginInfoFromLogin(data), { isPersistent }),
        // A failure toast from the request helper has replaced the loading one already; this closes only our own.
        onSettled: closeLoading,
      },
    );
  };

  const sendLabel = countdown.isRunning ? `${countdown.remaining}秒后重新获取` : hasSent ? '重新获取' : '获取验证码';

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <label className={styles.field} htmlFor={`${id}-phone`}>
        <span className={styles.label}>手机号</span>
        <input
          id={`${id}-phone`}
          className={styles.input}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder="请输入手机号码"
          value={phone}
          onChange={(event) => setPhone(onlyDigits(event.target.value, 11))}
        />
      </label>
      {errors.phone ? <p className={styles.error} role="alert">{errors.phone}</p> : null}
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-code`}>
          验证码
        </label>
        <input
          id={`${id}-code`}
          className={styles.input}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="请输入 6 位验证码"
          value={code}
          onChange={(event) => setCode(onlyDigits(event.target.value, 6))}
        />
        <button type="button" className={styles.sendButton} onClick={onSendCode} disabled={countdown.isRunning || sendCode.isPending}>
          {sendLabel}
        </button>
      </div>
      {errors.code ? <p className={styles.error} role="alert">{errors.code}</p> : null}
      <div className={styles.option}>
        <CheckRow isChecked={isAgreed} onChange={setIsAgreed} className={styles.checkbox}>
          我已阅读并同意
        </CheckRow>
        <AppLink to={AGREEMENT_PATH} className={styles.link}>
          《用户协议》
        </AppLink>
        和
        <AppLink to={PRIVACY_POLICY_PATH} className={styles.link}>
          《隐私政策》
        </AppLink>
      </div>
      {errors.agreement ? <p className={styles.error} role="alert">{errors.agreement}</p> : null}
      <div className={styles.option}>
        <CheckRow isChecked={isPersistent} onChange={setIsPersistent} className={styles.checkbox}>
          在本设备上保持登录（公用设备请勿勾选）
        </CheckRow>
      </div>
      <button type="submit" className={styles.submit} disabled={login.isPending}>
        登录
      </button>
    </form>
  );
};
