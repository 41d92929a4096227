import type { TicketRefundData } from '@udian/contracts/endpoints/tickets/ticket-refund';
import type { RefundStatus } from '@udian/contracts/schemas/refunds';
import { CheckCircleFill, ClockCircleFill, CloseCircleFill } from 'antd-mobile-icons';
import { AppLink } from '../../components/app-link';
import { formatPrice } from '../../lib/line-summary';
import { MY_TICKET_PATH, ORDER_DETAIL_PATH } from '../../app/page-paths';
import { refundStatusText } from './refund-format';
import styles from './refunds.module.css';

/** What the order still holds after the refund, in one sentence. */
const remainingText = ({ order }: TicketRefundData): string => {
  const left = order.tickets.filter((ticket) => ticket.status === 'valid').length;
  if (left > 0) return `订单中其余 ${left} 张车票不受影响，可照常乘车`;
  if (order.status === 'refunded' && order.coupon) return '订单中的车票已全部退票，使用的优惠券已退回您的账户';
  return order.status === 'refunded' ? '订单中的车票已全部退票' : '';
};

const icons: Readonly<Record<RefundStatus, typeof CheckCircleFill>> = {
  processing: ClockCircleFill,
  succeeded: CheckCircleFill,
  failed: CloseCircleFill,
};

/**
 * After 确认退票: the one state the refund is in as the server answered it (退款中 while the payment provider
 * has it, 已退款 once it has paid it back), the amount, and the ways on.
 */
export const RefundResult = ({ result }: { result: TicketRefundData }) => {
  const { refund, order } = result;
  const status = refundStatusText(refund.status);
  const Icon = icons[refund.status] ?? ClockCircleFill;
  const remaining = remainingText(result);
  return (
    <main className={`${styles.page} ${styles.plainPage}`}>
      <section className={`${styles.card} ${styles.result}`} data-testid="refund-result">
        <Icon className={`${styles.resultIcon} ${styles[`${refund.status}Icon`] ?? ''}`} aria-hidden="true" />
        <h1 className={styles.resultTitle} data-testid="refund-status">
          {status.label}
        </h1>
        <p className={styles.resultAmount}>{formatPrice(refund.amountCents)}</p>
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
