import { ClockCircleOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { holdCountdown } from './waiting-paid-rules';
import styles from './waiting-paid.module.css';

const TICK_MS = 1000;

/** Re-renders every second until the hold ends; tells the page once it has. */
export const HoldCountdown = ({ expiresAt, onExpired }: { expiresAt: string; onExpired: (isExpired: boolean) => void }) => {
  const [now, setNow] = useState(Date.now);
  const left = holdCountdown(expiresAt, now);
  useEffect(() => {
    if (left.isExpired) return undefined;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [left.isExpired]);
  useEffect(() => onExpired(left.isExpired), [left.isExpired, onExpired]);
  if (left.isExpired) {
    return (
      <p className={styles.countdown} role="status">
        支付时间已到，正在确认订单状态…
      </p>
    );
  }
  // Time left, never the deadline's clock time: "剩余 09:56" reads unambiguously at any hour.
  return (
    <div className={styles.countdown}>
      <p className={styles.countdownLine} role="timer" aria-live="off">
        <ClockCircleOutline className={styles.countdownIcon} aria-hidden="true" />
        剩余 <span className={styles.clock}>{left.text}</span>
      </p>
      <p className={styles.countdownHint}>请在倒计时结束前完成支付，超时座位将被释放</p>
    </div>
  );
};
