import { SMS_RESEND_SECONDS } from '@udian/contracts/account-rules';
import type { InviteRegisterData } from '@udian/contracts/endpoints/activity/invite-activity';
import { useId, useState, type FormEvent } from 'react';
import { useSendSmsCode } from '../../api/queries/sms-code';
import { AppLink } from '../../components/app-link';
import { CheckRow } from '../../components/check-row/check-row';
import { saveLoginInfo } from '../../lib/login-info';
import { LOGGING_IN_TEXT, loginInfoFromLogin } from '../../lib/login-responses';
import { validateLogin, validatePhone, type LoginErrors } from '../../lib/login-rules';
import { useSecondsCountdown } from '../../lib/use-seconds-countdown';
import { toast } from '../../app/toast';
import { AGREEMENT_PATH, PRIVACY_POLICY_PATH } from '../../app/page-paths';
import { useInviteRegister } from './api/invite-register';
import styles from './invite.module.css';

const onlyDigits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

type InviteRegFormProps = { inviteCode: string; activityId: string; onDone: (result: InviteRegisterData) => void };

/**
 * Phone and SMS code, as the login page asks them (the same code, rules and agreement); registering stores
 * the login as a login does, and the page then shows what the registration brought.
 */
export const InviteRegForm = ({ inviteCode, activityId, onDone }: InviteRegFormProps) => {
  const id = useId();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [isAgreed, setIsAgreed] = useState(false);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [hasSent, setHasSent] = useState(false);
  const countdown = useSecondsCountdown(SMS_RESEND_SECONDS);
  const sendCode = useSendSmsCode();
  const register = useInviteRegister();

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
    if (Object.keys(found).length > 0 || register.isPending) return;
    const closeLoading = toast.loading(LOGGING_IN_TEXT);
    register.mutate(
      { inviteCode, activityId, phoneNum: phone.trim(), code: code.trim(), isPersistent: true },
      {
        onSuccess: (data) => {
          saveLoginInfo(loginInfoFromLogin(data), { isPersistent: true });
          onDone(data);
        },
        onSettled: closeLoading,
      },
    );
  };

  const sendLabel = countdown.isRunning ? `${countdown.remaining}秒后重新获取` : hasSent ? '重新获取' : '获取验证码';

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="注册领券">
      <label className={styles.field} htmlFor={`${id}-phone`}>
        <span className={styles.fieldLabel}>手机号</span>
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
        <label className={styles.fieldLabel} htmlFor={`${id}-code`}>
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
      <div className={styles.agreement}>
        <CheckRow isChecked={isAgreed} onChange={setIsAgreed}>
          我已阅读并同意
        </CheckRow>
        <AppLink to={AGREEMENT_PATH} className={styles.textLink}>
          《用户协议》
        </AppLink>
        和
        <AppLink to={PRIVACY_POLICY_PATH} className={styles.textLink}>
          《隐私政策》
        </AppLink>
      </div>
      {errors.agreement ? <p className={styles.error} role="alert">{errors.agreement}</p> : null}
      <button type="submit" className={styles.primaryButton} disabled={register.isPending}>
        注册并领取
      </button>
    </form>
  );
};
