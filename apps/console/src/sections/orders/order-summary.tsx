import type { OrderHistoryData } from '@udian/contracts/endpoints/ops/orders/order-history';
import { Descriptions, Typography } from 'antd';
import { shanghaiDateTime, yuan } from '../../lib/format';
import { OrderStatusTag } from './order-status-tag';

const closeReasons: Record<string, string> = {
  passenger: '乘客操作',
  expired: '超时未支付',
  latePaymentRefunded: '超时后支付，已自动退款',
  departureCancelled: '班次停运',
};

/** The order at a glance: who, which line, the money, and what is still refundable. */
export const OrderSummary = ({ history }: { history: OrderHistoryData }) => {
  const { order } = history;
  return (
    <Descriptions size="small" bordered column={{ xs: 1, md: 2, xl: 3 }} style={{ marginBottom: 24 }}>
      <Descriptions.Item label="订单号">
        <Typography.Text copyable>{order.orderNo}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label="状态">
        <OrderStatusTag status={order.status} />
      </Descriptions.Item>
      <Descriptions.Item label="手机号">
        <Typography.Text copyable>{order.phone}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label="线路">{`${order.lineCode} ${order.lineName}`}</Descriptions.Item>
      <Descriptions.Item label="上车 → 下车">{`${order.boardStation} → ${order.alightStation}`}</Descriptions.Item>
      <Descriptions.Item label="金额（元）">{`总价 ${yuan(order.totalCents)}，优惠 ${yuan(order.discountCents)}，应付 ${yuan(order.payableCents)}`}</Descriptions.Item>
      <Descriptions.Item label="下单时间">{shanghaiDateTime(order.createdAt)}</Descriptions.Item>
      <Descriptions.Item label="支付时间">{shanghaiDateTime(order.paidAt) || '—'}</Descriptions.Item>
      <Descriptions.Item label="可退金额（元）">
        <Typography.Text strong>{yuan(history.refundableCents)}</Typography.Text>
      </Descriptions.Item>
      {order.closedAt ? (
        <Descriptions.Item label="关闭">{`${shanghaiDateTime(order.closedAt)} ${order.closeReason ? (closeReasons[order.closeReason] ?? order.closeReason) : ''}`}</Descriptions.Item>
      ) : null}
    </Descriptions>
  );
};
