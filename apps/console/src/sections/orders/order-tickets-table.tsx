import type { OrderHistoryData } from '@udian/contracts/endpoints/ops/orders/order-history';
import { ticketStatusLabels } from '@udian/contracts/endpoints/ops/orders/order-labels';
import { Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { shanghaiDateTime, yuan } from '../../lib/format';

type Ticket = OrderHistoryData['tickets'][number];

const colors: Record<Ticket['status'], string> = { pending: 'gold', valid: 'green', released: 'default', used: 'blue', refunded: 'purple' };

const columns: TableColumnsType<Ticket> = [
  { title: '车票号', dataIndex: 'ticketId', width: 90 },
  { title: '乘车人', dataIndex: 'passengerName', width: 100 },
  { title: '证件号', dataIndex: 'passengerIdMasked', width: 190 },
  { title: '发车时间', dataIndex: 'departsAt', width: 150, render: (at: string) => shanghaiDateTime(at) },
  { title: '票价（元）', dataIndex: 'priceCents', width: 100, align: 'right', render: (cents: number) => yuan(cents) },
  { title: '状态', dataIndex: 'status', width: 90, render: (status: Ticket['status']) => <Tag color={colors[status]}>{ticketStatusLabels[status]}</Tag> },
  { title: '检票时间', dataIndex: 'checkedAt', render: (at: string | null) => shanghaiDateTime(at) || '—' },
];

export const OrderTicketsTable = ({ tickets }: { tickets: Ticket[] }) => (
  <Table<Ticket> rowKey="ticketId" size="small" bordered pagination={false} scroll={{ x: 'max-content' }} columns={columns} dataSource={tickets} />
);
