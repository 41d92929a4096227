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
  return (
    <p className={styles.countdown} role="timer">
      请在 <span className={styles.clock}>{left.text}</span> 内完成支付，超时座位将被释放
    </p>
  );
};
