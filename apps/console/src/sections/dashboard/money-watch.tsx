import type { UnsettledPayment, WaitingRefund } from '@udian/contracts/endpoints/ops/dashboard/dashboard';
import { Card, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from '../../app/router';
import { shanghaiDateTime, yuan } from '../../lib/format';

const orderLink = (orderNo: string) => <Link to={`/orders/${encodeURIComponent(orderNo)}`}>{orderNo}</Link>;

const paymentColumns: TableColumnsType<UnsettledPayment> = [
  { title: '订单号', dataIndex: 'orderNo', render: orderLink },
  { title: '类型', dataIndex: 'kindLabel', render: (label: string, p) => <Tag color={p.kind === 'notClosed' ? 'orange' : 'red'}>{label}</Tag> },
  { title: '渠道', dataIndex: 'channel', width: 90 },
  { title: '金额', dataIndex: 'amountCents', width: 90, align: 'right', render: (cents: number) => `¥${yuan(cents)}` },
  { title: '支付单号', dataIndex: 'outTradeNo', ellipsis: true },
  { title: '发起时间', dataIndex: 'createdAt', width: 140, render: (at: string) => shanghaiDateTime(at) },
];

const refundColumns: TableColumnsType<WaitingRefund> = [
  { title: '订单号', dataIndex: 'orderNo', render: orderLink },
  { title: '状态', dataIndex: 'statusLabel', width: 110, render: (label: string, r) => <Tag color={r.status === 'failed' ? 'red' : 'gold'}>{label}</Tag> },
  { title: '原因', dataIndex: 'reason', width: 120 },
  { title: '金额', dataIndex: 'amountCents', width: 90, align: 'right', render: (cents: number) => `¥${yuan(cents)}` },
  { title: '退款单号', dataIndex: 'outRefundNo', ellipsis: true },
  { title: '发起时间', dataIndex: 'createdAt', width: 140, render: (at: string) => shanghaiDateTime(at) },
];

type Props = { payments: UnsettledPayment[]; refunds: WaitingRefund[]; isLoading: boolean };

/** Money that needs a look: payments not settled with their orders, refunds the provider has not finished. */
export const MoneyWatch = ({ payments, refunds, isLoading }: Props) => (
  <>
    <Card title={`待处理支付（${payments.length}）`} size="small" extra="已收款未出票、重复支付未退款、订单结束后支付未关闭">
      <Table<UnsettledPayment> rowKey="outTradeNo" size="small" loading={isLoading} columns={paymentColumns} dataSource={payments} pagination={{ pageSize: 10, hideOnSinglePage: true }} locale={{ emptyText: '没有待处理的支付' }} />
    </Card>
    <Card title={`待完成退款（${refunds.length}）`} size="small" extra="处理中超过 2 分钟或退款失败">
      <Table<WaitingRefund> rowKey="outRefundNo" size="small" loading={isLoading} columns={refundColumns} dataSource={refunds} pagination={{ pageSize: 10, hideOnSinglePage: true }} locale={{ emptyText: '没有待完成的退款' }} />
    </Card>
  </>
);
