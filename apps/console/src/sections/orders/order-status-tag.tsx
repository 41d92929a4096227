import { orderStatusLabels } from '@udian/contracts/endpoints/ops/orders/order-labels';
import type { OrderStatus } from '@udian/contracts/schemas/orders';
import { Tag } from 'antd';

const colors: Record<OrderStatus, string> = { pending: 'gold', paid: 'green', cancelled: 'default', expired: 'default', refunded: 'purple' };

export const OrderStatusTag = ({ status }: { status: OrderStatus }) => <Tag color={colors[status]}>{orderStatusLabels[status]}</Tag>;
