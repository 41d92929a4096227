import { useId, type ReactNode } from 'react';
import { AGREEMENT_PATH, PRIVACY_POLICY_PATH } from '../../app/page-paths';
import { AppLink } from '../app-link';
import { CheckRow } from '../check-row/check-row';
import { CodeField } from '../send-code-button';
import type { SmsCodeFieldsState } from './use-sms-code-fields';
import styles from './sms-code-fields.module.css';

const onlyDigits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

type CheckOptionProps = {
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
  children: ReactNode;
  /** Beside the checkbox, outside it (links: a CheckRow holds none). */
  after?: ReactNode;
};

/** A ticked option under the fields: the agreement, or a form's own ("keep me logged in"). */
export const CheckOption = ({ isChecked, onChange, children, after }: CheckOptionProps) => (
  <div className={styles.option}>
    <CheckRow isChecked={isChecked} onChange={onChange} className={styles.checkbox}>
      {children}
    </CheckRow>
    {after}
  </div>
);

const ErrorText = ({ text }: { text: string | undefined }) => (text ? <p className={styles.error} role="alert">{text}</p> : null);

/**
 * The phone field, the code field with its send button (获取验证码, then the countdown, then 重新获取), their
 * errors and the agreement row with 《用户协议》 and 《隐私政策》; rendered inside the caller's form, before its
 * own rows and submit. The state is useSmsCodeFields'.
 */
export const SmsCodeFields = ({ fields }: { fields: SmsCodeFieldsState }) => {
  const id = useId();
  const { phone, setPhone, code, setCode, isAgreed, setIsAgreed, errors, hasSent, countdown, sendCode, onSendCode } = fields;

  return (
    <>
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
      <ErrorText text={errors.phone} />
      <CodeField
        id={`${id}-code`}
        value={code}
        onChange={setCode}
        placeholder="请输入 6 位验证码"
        classNames={{ field: styles.field, label: styles.label, input: styles.input }}
        countdown={countdown}
        hasSent={hasSent}
        isSending={sendCode.isPending}
        onSend={onSendCode}
      />
      <ErrorText text={errors.code} />
      <CheckOption
        isChecked={isAgreed}
        onChange={setIsAgreed}
        after={
          <>
            <AppLink to={AGREEMENT_PATH} className={styles.link}>
              《用户协议》
            </AppLink>
            和
            <AppLink to={PRIVACY_POLICY_PATH} className={styles.link}>
              《隐私政策》
            </AppLink>
          </>
        }
      >
        我已阅读并同意
      </CheckOption>
      <ErrorText text={errors.agreement} />
    </>
  );
};
