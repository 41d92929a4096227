import { SearchOutlined } from '@ant-design/icons';
import { OrderSearchQuery, orderSearchKindLabels, searchOrders } from '@udian/contracts/endpoints/ops/orders/order-search';
import type { OrderSearchKind, OrderSearchRow } from '@udian/contracts/endpoints/ops/orders/order-search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Select, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { call } from '../../api/client';
import { Link, navigate, useLocation } from '../../app/router';
import { SectionPage } from '../../components/section-page';
import { useContractForm } from '../../forms/contract-form';
import { shanghaiDateTime, yuan } from '../../lib/format';
import { orderSearchKey } from './order-keys';
import { OrderStatusTag } from './order-status-tag';

const kindOptions = [
  { value: '', label: '自动识别' },
  ...(Object.entries(orderSearchKindLabels) as [OrderSearchKind, string][]).map(([value, label]) => ({ value, label })),
];

const detailPath = (orderNo: string) => `/orders/${encodeURIComponent(orderNo)}`;

const columns: TableColumnsType<OrderSearchRow> = [
  { title: '订单号', dataIndex: 'orderNo', width: 220, render: (orderNo: string) => <Link to={detailPath(orderNo)}>{orderNo}</Link> },
  { title: '手机号', dataIndex: 'phone', width: 130 },
  { title: '线路', key: 'line', render: (_, row) => `${row.lineCode} ${row.lineName}` },
  { title: '状态', dataIndex: 'status', width: 90, render: (status: OrderSearchRow['status']) => <OrderStatusTag status={status} /> },
  { title: '应付（元）', dataIndex: 'payableCents', width: 110, align: 'right', render: (cents: number) => yuan(cents) },
  { title: '车票', dataIndex: 'ticketCount', width: 70, align: 'right' },
  { title: '支付时间', dataIndex: 'paidAt', width: 150, render: (at: string | null) => shanghaiDateTime(at) || '—' },
  { title: '下单时间', dataIndex: 'createdAt', width: 150, render: (at: string) => shanghaiDateTime(at) },
];

/** The search lives in the address (?q=&kind=&page=), so that coming back from an order shows the same list. */
const searchFrom = (search: URLSearchParams) => ({
  q: search.get('q') ?? '',
  kind: (search.get('kind') ?? '') as OrderSearchKind | '',
  page: Number(search.get('page') ?? 1) || 1,
  pageSize: Number(search.get('pageSize') ?? 20) || 20,
});

const toAddress = (query: { q: string; kind?: string; page: number; pageSize: number }) => {
  const params = new URLSearchParams({ q: query.q, page: String(query.page), pageSize: String(query.pageSize) });
  if (query.kind) params.set('kind', query.kind);
  return `/orders?${params.toString()}`;
};

/** 订单查询: one box for the account's phone, an order number or a ticket number, newest orders first. */
export const OrderSearch = () => {
  const { search } = useLocation();
  const current = searchFrom(search);
  const { form, submit } = useContractForm(OrderSearchQuery);
  const found = useQuery({
    queryKey: orderSearchKey(current),
    queryFn: ({ signal }) =>
      call(searchOrders, { query: { q: current.q, page: current.page, pageSize: current.pageSize, ...(current.kind ? { kind: current.kind } : {}) }, signal }),
    enabled: current.q !== '',
    placeholderData: keepPreviousData,
  });

  return (
    <SectionPage title="订单与售后">
      <Form
        form={form}
        layout="inline"
        style={{ marginBottom: 16, rowGap: 8 }}
        initialValues={{ q: current.q, kind: current.kind }}
        // The kind as chosen ('' for 自动识别), not as detected, so that the next text is detected afresh.
        onFinish={submit(({ q }) => {
          const kind = (form.getFieldValue('kind') as string | undefined) ?? '';
          // The same search again asks the server again (the address, and so the query key, stays the same).
          if (q === current.q && kind === current.kind && current.page === 1) void found.refetch();
          else navigate(toAddress({ q, kind, page: 1, pageSize: current.pageSize }));
        })}
      >
        <Form.Item name="kind">
          <Select options={kindOptions} style={{ width: 110 }} aria-label="搜索类型" />
        </Form.Item>
        <Form.Item name="q">
          <Input allowClear autoFocus placeholder="手机号 / 订单号 / 车票号" style={{ width: 280 }} aria-label="搜索内容" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            查询
          </Button>
        </Form.Item>
      </Form>
      {current.q === '' ? (
        <Typography.Paragraph type="secondary">输入乘客的手机号、订单号（UD 开头）或车票号查询订单。</Typography.Paragraph>
      ) : (
        <Table<OrderSearchRow>
          rowKey="orderNo"
          size="small"
          bordered
          loading={found.isFetching}
          columns={columns}
          dataSource={found.data?.items ?? []}
          onRow={(row) => ({ onDoubleClick: () => navigate(detailPath(row.orderNo)) })}
          locale={{ emptyText: found.isSuccess ? '没有找到订单' : ' ' }}
          title={found.data ? () => `按${orderSearchKindLabels[found.data.kind]}查询“${current.q}”` : undefined}
          pagination={{
            current: current.page,
            pageSize: current.pageSize,
            total: found.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [20, 50, 100],
            showTotal: (total) => <Typography.Text type="secondary">共 {total} 条</Typography.Text>,
            onChange: (page, pageSize) => navigate(toAddress({ ...current, page: pageSize === current.pageSize ? page : 1, pageSize }), { isReplace: true }),
          }}
        />
      )}
    </SectionPage>
  );
};
