import type { SecondsCountdownState } from '../lib/use-seconds-countdown';
import styles from './send-code-button.module.css';

type SendCodeButtonProps = {
  countdown: Pick<SecondsCountdownState, 'isRunning' | 'remaining'>;
  /** A code was sent before: the button offers to send another once the countdown ends. */
  hasSent: boolean;
  isSending: boolean;
  onSend: () => void;
};

/** 获取验证码, then '59秒后重新获取' while the resend countdown runs, then 重新获取: for SMS and e-mail codes alike. */
const sendCodeLabel = ({ isRunning, remaining }: SendCodeButtonProps['countdown'], hasSent: boolean): string =>
  isRunning ? `${remaining}秒后重新获取` : hasSent ? '重新获取' : '获取验证码';

/** The send button beside a code field (login's SMS code, an enterprise's e-mail code). */
export const SendCodeButton = ({ countdown, hasSent, isSending, onSend }: SendCodeButtonProps) => (
  <button type="button" className={styles.sendButton} onClick={onSend} disabled={countdown.isRunning || isSending}>
    {sendCodeLabel(countdown, hasSent)}
  </button>
);

type CodeFieldProps = SendCodeButtonProps & {
  id: string;
  value: string;
  /** The typed code, digits only, at most six. */
  onChange: (code: string) => void;
  placeholder: string;
  /** The caller's row, label and input classes: the field sits among the caller's own rows. */
  classNames: { field: string | undefined; label: string | undefined; input: string | undefined };
};

/** 验证码: the six-digit code field with its send button beside it, for SMS and e-mail codes alike. */
export const CodeField = ({ id, value, onChange, placeholder, classNames, ...button }: CodeFieldProps) => (
  <div className={classNames.field}>
    <label className={classNames.label} htmlFor={id}>
      验证码
    </label>
    <input
      id={id}
      className={classNames.input}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
    />
    <SendCodeButton {...button} />
  </div>
);
