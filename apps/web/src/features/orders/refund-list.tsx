import type { OrderRefund } from '@udian/contracts/schemas/orders';
import { formatPrice } from '../../lib/line-summary';
import { formatShanghaiDateTime } from '../../lib/shanghai-time';
import { refundReasonText, refundStatusLabel } from './order-labels';
import styles from './orders.module.css';
import { StatusTag } from './status-tag';

/** Each refund of the order: amount, why, when and how far it has got. */
export const RefundList = ({ refunds }: { refunds: readonly OrderRefund[] }) => (
  <ul className={styles.refunds} data-testid="refund-list">
    {refunds.map((refund, index) => (
      <li key={`${refund.createdAt}-${index}`} className={styles.refund}>
        <div className={styles.row}>
          <span className={styles.strong}>{formatPrice(refund.amountCents)}</span>
          <StatusTag status={refundStatusLabel(refund.status)} />
        </div>
        <p className={styles.refundReason}>{refundReasonText(refund.reason)}</p>
        <p className={styles.refundTime}>退款时间 {formatShanghaiDateTime(refund.createdAt)}</p>
      </li>
    ))}
  </ul>
);
