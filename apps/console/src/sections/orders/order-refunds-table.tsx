import type { OrderHistoryData } from '@udian/contracts/endpoints/ops/orders/order-history';
import { refundStatusLabels } from '@udian/contracts/endpoints/ops/orders/order-labels';
import { Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { shanghaiDateTime, yuan } from '../../lib/format';

type Refund = OrderHistoryData['refunds'][number];

const colors: Record<Refund['status'], string> = { processing: 'gold', succeeded: 'green', failed: 'red' };

const columns: TableColumnsType<Refund> = [
  { title: '退款单号', dataIndex: 'outRefundNo', width: 240 },
  { title: '类型', dataIndex: 'reasonLabel', width: 130 },
  { title: '金额（元）', dataIndex: 'amountCents', width: 100, align: 'right', render: (cents: number) => yuan(cents) },
  { title: '状态', dataIndex: 'status', width: 90, render: (status: Refund['status']) => <Tag color={colors[status]}>{refundStatusLabels[status]}</Tag> },
  { title: '操作人', dataIndex: 'operatorUsername', width: 120, render: (name: string | null) => name ?? '—' },
  { title: '原因', dataIndex: 'note', ellipsis: true, render: (note: string) => note || '—' },
  { title: '申请时间', dataIndex: 'createdAt', width: 150, render: (at: string) => shanghaiDateTime(at) },
  { title: '到账时间', dataIndex: 'succeededAt', width: 150, render: (at: string | null) => shanghaiDateTime(at) || '—' },
];

/** The order's refunds, whatever their reason: what went back, through which refund number, by whom. */
export const OrderRefundsTable = ({ refunds }: { refunds: Refund[] }) => (
  <Table<Refund> rowKey="outRefundNo" size="small" bordered pagination={false} scroll={{ x: 'max-content' }} columns={columns} dataSource={refunds} />
);
