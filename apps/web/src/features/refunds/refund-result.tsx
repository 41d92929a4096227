import type { TicketRefundData } from '@udian/contracts/endpoints/tickets/ticket-refund';
import { AppLink } from '../../components/app-link';
import { formatPrice } from '../../lib/line-summary';
import { ORDER_DETAIL_PATH } from '../../app/page-paths';
import { MY_TICKET_PATH } from '../../app/page-paths';
import { refundStatusText } from './refund-format';
import styles from './refunds.module.css';

/** What the order still holds after the refund, in one sentence. */
const remainingText = ({ order }: TicketRefundData): string => {
  const left = order.tickets.filter((ticket) => ticket.status === 'valid').length;
  if (left > 0) return `订单中其余 ${left} 张车票不受影响，可照常乘车`;
  if (order.status === 'refunded' && order.coupon) return '订单中的车票已全部退票，使用的优惠券已退回您的账户';
  return order.status === 'refunded' ? '订单中的车票已全部退票' : '';
};

/** After 确认退票: the amount going back, where it stands, and the ways on. */
export const RefundResult = ({ result }: { result: TicketRefundData }) => {
  const { refund, order } = result;
  const status = refundStatusText(refund.status);
  const remaining = remainingText(result);
  return (
    <main className={`${styles.page} ${styles.plainPage}`}>
      <section className={`${styles.card} ${styles.result}`} data-testid="refund-result">
        <span className={styles.resultIcon} aria-hidden="true">
          ✓
        </span>
        <h1 className={styles.resultTitle}>退款申请已提交</h1>
        <p className={styles.resultAmount}>{formatPrice(refund.amountCents)}</p>
        <span className={`${styles.tag} ${styles[refund.status] ?? styles.processing}`} data-testid="refund-status">
          {status.label}
        </span>
        <p className={styles.muted}>{status.hint}</p>
        {remaining ? <p className={styles.muted}>{remaining}</p> : null}
        <p className={styles.muted}>退款单号 {refund.outRefundNo}</p>
      </section>
      <div className={styles.buttons}>
        <AppLink to={ORDER_DETAIL_PATH} query={{ orderNo: order.orderNo }} isReplace className={styles.button}>
          查看订单
        </AppLink>
        <AppLink to={MY_TICKET_PATH} isReplace className={styles.primary}>
          我的车票
        </AppLink>
      </div>
    </main>
  );
};
