import type { Order } from '@udian/contracts/schemas/orders';
import { formatPrice } from '../../lib/line-summary';
import styles from './orders.module.css';

type PriceSummaryProps = {
  order: Pick<Order, 'totalCents' | 'discountCents' | 'payableCents' | 'coupon' | 'status'>;
};

const isPaidAtSomePoint = (status: string) => status === 'paid' || status === 'refunded';

/** Total, the coupon's discount (with its name) and what was (or is to be) paid. */
export const PriceSummary = ({ order }: PriceSummaryProps) => (
  <div data-testid="price-summary">
    <div className={styles.row}>
      <span className={styles.rowLabel}>票价合计</span>
      <span className={styles.rowValue}>{formatPrice(order.totalCents)}</span>
    </div>
    {order.discountCents > 0 || order.coupon ? (
      <div className={styles.row}>
        <span className={styles.rowLabel}>优惠券{order.coupon ? `（${order.coupon.name}）` : ''}</span>
        <span className={`${styles.rowValue} ${styles.discount}`}>-{formatPrice(order.discountCents)}</span>
      </div>
    ) : null}
    <div className={styles.row}>
      <span className={styles.rowLabel}>{isPaidAtSomePoint(order.status) ? '实付金额' : '应付金额'}</span>
      <span className={`${styles.rowValue} ${styles.strong}`} data-testid="payable">
        {formatPrice(order.payableCents)}
      </span>
    </div>
  </div>
);
