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
export const sendCodeLabel = ({ isRunning, remaining }: SendCodeButtonProps['countdown'], hasSent: boolean): string =>
  isRunning ? `${remaining}秒后重新获取` : hasSent ? '重新获取' : '获取验证码';

/** The send button beside a code field (login's SMS code, an enterprise's e-mail code). */
export const SendCodeButton = ({ countdown, hasSent, isSending, onSend }: SendCodeButtonProps) => (
  <button type="button" className={styles.sendButton} onClick={onSend} disabled={countdown.isRunning || isSending}>
    {sendCodeLabel(countdown, hasSent)}
  </button>
);
