import type { Order } from '@udian/contracts/schemas/orders';
import type { ReactNode } from 'react';
import { formatPrice } from '../../lib/line-summary';
import { formatDateList } from './service-date';
import styles from './waiting-paid.module.css';

const Row = ({ label, children, valueClass = '' }: { label: string; children: ReactNode; valueClass?: string }) => (
  <div className={styles.row}>
    <span className={styles.label}>{label}</span>
    <span className={`${styles.value} ${valueClass}`}>{children}</span>
  </div>
);

/** What was ordered: line, stops, dates and time, riders, and the amount (with an enterprise's share, decision 048). */
export const OrderSummary = ({ order }: { order: Order }) => (
  <section className={styles.summary} aria-label="订单信息">
    <h2 className={styles.lineName}>
      {order.line.lineCode} {order.line.lineName}
    </h2>
    <Row label="上下车">
      {order.board.name} {order.board.time} → {order.alight.name} {order.alight.time}
    </Row>
    <Row label="乘车日期">共 {order.dates.length} 天：{formatDateList(order.dates)}</Row>
    <Row label="发车时间">{order.time}</Row>
    <Row label="乘车人">{order.passengerCount} 位</Row>
    {order.discountCents > 0 ? <Row label="优惠">-{formatPrice(order.discountCents)}</Row> : null}
    {order.groupPaysCents > 0 ? <Row label="企业支付">{formatPrice(order.groupPaysCents)}</Row> : null}
    <Row label="应付金额" valueClass={styles.payable}>
      {formatPrice(order.payableCents)}
    </Row>
    <Row label="订单号">{order.orderNo}</Row>
  </section>
);
