import type { Order } from '@udian/contracts/schemas/orders';
import { AppLink } from '../../components/app-link';
import { formatPrice } from '../../lib/line-summary';
import { passLabel } from '../../lib/pass-label';
import { ORDER_DETAIL_PATH } from '../../app/page-paths';
import { formatDateRange, formatPayCountdown, isPayTimeOver } from './order-format';
import { orderStatusLabelAt } from './order-labels';
import { PayLink } from './order-actions';
import styles from './order-card.module.css';
import { StatusTag } from './status-tag';

type OrderCardProps = { order: Order; nowMs: number };

/** One order in my-order; the card opens its details, a pending one also offers to pay before the hold ends. */
export const OrderCard = ({ order, nowMs }: OrderCardProps) => {
  const canPay = order.status === 'pending' && !isPayTimeOver(order.expiresAt, nowMs);
  return (
    <article className={styles.card} data-testid="order-card" aria-label={`订单 ${order.orderNo}`}>
      <AppLink to={ORDER_DETAIL_PATH} query={{ orderNo: order.orderNo }} className={styles.body}>
        <div className={styles.head}>
          <span className={styles.code}>{order.line.lineCode}</span>
          <span className={styles.name} title={order.line.lineName}>
            {order.line.lineName}
          </span>
          <StatusTag status={orderStatusLabelAt(order.status, order.expiresAt, nowMs)} testId="order-status" />
        </div>
        <p className={styles.meta}>
          {order.board.name} → {order.alight.name}
        </p>
        <p className={styles.meta}>
          {order.periodPass ? `${passLabel(order.periodPass)} · ${order.dates.length} 个乘车日` : formatDateRange(order.dates)} · {order.time} 发车
        </p>
        <div className={styles.bottom}>
          <span>{order.passengerCount}位乘车人</span>
          <span className={styles.payable}>{formatPrice(order.payableCents)}</span>
        </div>
      </AppLink>
      {canPay ? (
        <div className={styles.footer}>
          <span>
            剩余支付时间 <span className={styles.countdown}>{formatPayCountdown(order.expiresAt, nowMs)}</span>
          </span>
          <PayLink orderNo={order.orderNo} className={styles.pay} />
        </div>
      ) : null}
    </article>
  );
};
