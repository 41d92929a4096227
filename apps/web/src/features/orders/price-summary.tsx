import type { Order } from '@udian/contracts/schemas/orders';
import { formatPrice } from '../../lib/line-summary';
import styles from './orders.module.css';

type PriceSummaryProps = {
  order: Pick<Order, 'totalCents' | 'discountCents' | 'payableCents' | 'groupPaysCents' | 'coupon' | 'status'>;
};

/** Paid (or paid and refunded): what was paid; pending: what is to pay; closed unpaid: only what it came to. */
const payableLabel = (status: string): string => {
  if (status === 'paid' || status === 'refunded') return '实付金额';
  if (status === 'pending') return '应付金额';
  return '订单金额';
};

/**
 * Total, the coupon's discount (with its name) and what was (or is to be) paid; on an enterprise's line it
 * pays for (decision 048), its share, which the total (at the member's price) leaves out.
 */
export const PriceSummary = ({ order }: PriceSummaryProps) => (
  <div data-testid="price-summary">
    <div className={styles.row}>
      <span className={styles.rowLabel}>票价合计</span>
      <span className={styles.rowValue}>{formatPrice(order.totalCents)}</span>
    </div>
    {order.groupPaysCents > 0 ? (
      <div className={styles.row} data-testid="group-pays">
        <span className={styles.rowLabel}>企业支付</span>
        <span className={styles.rowValue}>{formatPrice(order.groupPaysCents)}</span>
      </div>
    ) : null}
    {order.discountCents > 0 || order.coupon ? (
      <div className={styles.row}>
        <span className={styles.rowLabel}>优惠券{order.coupon ? `（${order.coupon.name}）` : ''}</span>
        <span className={`${styles.rowValue} ${styles.discount}`}>-{formatPrice(order.discountCents)}</span>
      </div>
    ) : null}
    <div className={styles.row}>
      <span className={styles.rowLabel}>{payableLabel(order.status)}</span>
      <span className={`${styles.rowValue} ${styles.strong}`} data-testid="payable">
        {formatPrice(order.payableCents)}
      </span>
    </div>
  </div>
);
