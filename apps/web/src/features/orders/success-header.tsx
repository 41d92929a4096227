import type { Order } from '@udian/contracts/schemas/orders';
import { SpinLoading } from 'antd-mobile';
import { CheckOutline, ExclamationOutline } from 'antd-mobile-icons';
import { closeReasonText } from './order-labels';
import styles from './success-header.module.css';

type Phase = 'paid' | 'confirming' | 'closed';

/** Where the order stands after the cashier: paid, still being confirmed, or closed without seats. */
export const successPhase = (status: Order['status']): Phase => {
  if (status === 'paid') return 'paid';
  if (status === 'pending') return 'confirming';
  return 'closed';
};

type SuccessHeaderProps = { order: Pick<Order, 'status' | 'closeReason' | 'payableCents'> };

export const SuccessHeader = ({ order }: SuccessHeaderProps) => {
  const phase = successPhase(order.status);
  if (phase === 'confirming') {
    return (
      <header className={`${styles.header} ${styles.waiting}`} role="status" data-testid="success-header">
        <span className={styles.icon} aria-hidden="true">
          <SpinLoading color="currentColor" style={{ '--size': '0.56rem' }} />
        </span>
        <h2 className={styles.title}>支付确认中</h2>
        <p className={styles.message}>正在确认支付结果，请稍候；如已扣款，请勿重复支付</p>
      </header>
    );
  }
  if (phase === 'closed') {
    return (
      <header className={`${styles.header} ${styles.closed}`} data-testid="success-header">
        <span className={styles.icon} aria-hidden="true">
          <ExclamationOutline />
        </span>
        <h2 className={styles.title}>未能出票</h2>
        <p className={styles.message}>{closeReasonText(order.status, order.closeReason)}</p>
      </header>
    );
  }
  return (
    <header className={styles.header} data-testid="success-header">
      <span className={styles.icon} aria-hidden="true">
        <CheckOutline />
      </span>
      {/* An order with nothing to pay (a ride its enterprise pays) was never paid: it was bought. */}
      <h2 className={styles.title}>{order.payableCents === 0 ? '购票成功' : '支付成功'}</h2>
      <p className={styles.message}>车票已出，请在乘车日提前5分钟到达上车站点</p>
    </header>
  );
};
