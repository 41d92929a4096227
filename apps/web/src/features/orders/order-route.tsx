import type { Order } from '@udian/contracts/schemas/orders';
import { formatDateRange } from './order-format';
import styles from './order-route.module.css';

type OrderRouteProps = { order: Pick<Order, 'line' | 'board' | 'alight' | 'dates' | 'passengerCount'> };

/** The line, where the passengers board and alight (times of the first date) and the dates of the order. */
export const OrderRoute = ({ order }: OrderRouteProps) => (
  <div data-testid="order-route">
    <div className={styles.line}>
      <span className={styles.code}>{order.line.lineCode}</span>
      <span className={styles.name} title={order.line.lineName}>
        {order.line.lineName}
      </span>
    </div>
    <ol className={styles.stops}>
      <li className={styles.stop}>
        <span className={styles.time}>{order.board.time}</span>
        <span className={styles.dot} aria-hidden="true" />
        <span className={styles.stopName}>{order.board.name}</span>
        <span className={styles.mark}>上车</span>
      </li>
      <li className={`${styles.stop} ${styles.alight}`}>
        <span className={styles.time}>{order.alight.time}</span>
        <span className={styles.dot} aria-hidden="true" />
        <span className={styles.stopName}>{order.alight.name}</span>
        <span className={styles.mark}>下车</span>
      </li>
    </ol>
    <div className={styles.dates}>
      {formatDateRange(order.dates)} · {order.passengerCount}位乘车人
    </div>
  </div>
);
