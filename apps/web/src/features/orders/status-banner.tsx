import { useEffect, type ReactNode } from 'react';
import type { Order } from '@udian/contracts/schemas/orders';
import { formatPayCountdown, isPayTimeOver } from './order-format';
import { closeReasonText, orderStatusLabelAt } from './order-labels';
import { CancelOrderButton, PayLink } from './order-actions';
import styles from './status-banner.module.css';
import { useNow } from '../../lib/use-now';

type StatusBannerProps = {
  order: Pick<Order, 'orderNo' | 'status' | 'expiresAt' | 'closeReason'>;
  /** Asks the server again once the hold has run out, so the banner shows the closed order. */
  onHoldOver: () => void;
};

const PendingActions = ({ orderNo }: { orderNo: string }) => (
  <div className={styles.actions}>
    <CancelOrderButton orderNo={orderNo} className={styles.cancel} />
    <PayLink orderNo={orderNo} className={styles.pay} />
  </div>
);

/** The order's state at the top of order-detail, with the pay countdown and actions while it is pending. */
export const StatusBanner = ({ order, onHoldOver }: StatusBannerProps) => {
  const isPending = order.status === 'pending';
  const now = useNow(isPending);
  const isHoldOver = isPending && isPayTimeOver(order.expiresAt, now);
  const status = orderStatusLabelAt(order.status, order.expiresAt, now);

  useEffect(() => {
    if (isHoldOver) onHoldOver();
  }, [isHoldOver, onHoldOver]);

  let message: ReactNode;
  if (isHoldOver) message = '超时未支付，座位已释放';
  else if (isPending) {
    message = (
      <>
        座位已为您保留，请在 <span className={styles.countdown}>{formatPayCountdown(order.expiresAt, now)}</span>{' '}
        内完成支付，超时订单将自动取消
      </>
    );
  } else if (order.status === 'paid') message = '购票成功，请在乘车日提前到达上车站点';
  else message = closeReasonText(order.status, order.closeReason);

  return (
    <section className={`${styles.banner} ${styles[status.tone]}`} data-testid="status-banner" aria-live="polite">
      <h2 className={styles.title}>{status.label}</h2>
      {message ? <p className={styles.message}>{message}</p> : null}
      {isPending && !isHoldOver ? <PendingActions orderNo={order.orderNo} /> : null}
    </section>
  );
};
