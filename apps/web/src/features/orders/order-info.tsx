import type { ReactNode } from 'react';
import type { Order } from '@udian/contracts/schemas/orders';
import { copyText } from '../../lib/clipboard';
import { toast } from '../../app/toast';
import { formatShanghaiDateTime } from '../../lib/shanghai-time';
import { paymentChannelName } from './order-labels';
import styles from './orders.module.css';

type OrderInfoProps = {
  order: Pick<Order, 'orderNo' | 'status' | 'createdAt' | 'paidAt' | 'closedAt' | 'paymentChannel'>;
};

const copyOrderNo = async (orderNo: string) => {
  if (await copyText(orderNo)) toast.success('订单号已复制');
  else toast.fail('复制失败，请长按订单号手动复制');
};

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className={styles.row}>
    <span className={styles.rowLabel}>{label}</span>
    <span className={styles.rowValue}>{children}</span>
  </div>
);

/** Order number (copyable), times in Shanghai time and how it was paid. */
export const OrderInfo = ({ order }: OrderInfoProps) => {
  const channel = paymentChannelName(order.paymentChannel);
  const isClosedUnpaid = order.status === 'cancelled' || order.status === 'expired';
  return (
    <div data-testid="order-info">
      <Row label="订单号">
        <span data-testid="order-no">{order.orderNo}</span>
        <button type="button" className={styles.copy} onClick={() => void copyOrderNo(order.orderNo)}>
          复制
        </button>
      </Row>
      <Row label="下单时间">{formatShanghaiDateTime(order.createdAt)}</Row>
      {order.paidAt ? <Row label="支付时间">{formatShanghaiDateTime(order.paidAt)}</Row> : null}
      {channel ? <Row label="支付方式">{channel}</Row> : null}
      {isClosedUnpaid && order.closedAt ? <Row label="关闭时间">{formatShanghaiDateTime(order.closedAt)}</Row> : null}
    </div>
  );
};
