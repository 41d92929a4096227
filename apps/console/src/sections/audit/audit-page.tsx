import { SearchOutlined } from '@ant-design/icons';
import { AuditLogQuery, listAuditLog } from '@udian/contracts/endpoints/ops/audit/audit-log';
import type { AuditEntry } from '@udian/contracts/endpoints/ops/audit/audit-log';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Form, Input, Select, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { call } from '../../api/client';
import { SectionPage } from '../../components/section-page';
import { useContractForm } from '../../forms/contract-form';
import { shanghaiDateTime } from '../../lib/format';
import { AuditChange } from './audit-change';

type Filters = Omit<AuditLogQuery, 'page' | 'pageSize'>;

/** The date range picker's two days become the contract's inclusive from/to (Shanghai dates). */
const toQueryInput = ({ range, ...values }: Record<string, unknown>): AuditLogQuery => {
  const [from, to] = Array.isArray(range) ? (range as [Dayjs | null, Dayjs | null]) : [];
  return { ...values, from: from?.format('YYYY-MM-DD'), to: to?.format('YYYY-MM-DD') };
};

const columns: TableColumnsType<AuditEntry> = [
  { title: '时间', dataIndex: 'at', width: 150, render: (at: string) => shanghaiDateTime(at) },
  { title: '操作人', dataIndex: 'operatorUsername', width: 120 },
  { title: '操作', dataIndex: 'actionLabel', width: 140 },
  { title: '对象类型', dataIndex: 'targetType', width: 110 },
  { title: '对象 ID', dataIndex: 'targetId', width: 180, ellipsis: true },
  { title: '摘要', dataIndex: 'summary', ellipsis: true },
  { title: 'IP', dataIndex: 'ip', width: 130 },
];

/** 操作日志 (admin): every operator write, filtered, with its before/after. */
const AuditPage = () => {
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const { form, submit } = useContractForm(AuditLogQuery, { toInput: toQueryInput });
  const log = useQuery({
    queryKey: ['audit', filters, page],
    queryFn: ({ signal }) => call(listAuditLog, { query: { ...filters, ...page }, signal }),
    placeholderData: keepPreviousData,
  });
  const actions = log.data?.actions ?? [];

  return (
    <SectionPage title="操作日志">
      <Form
        form={form}
        layout="inline"
        style={{ marginBottom: 16, rowGap: 8 }}
        onFinish={submit(({ page: _page, pageSize, ...chosen }) => {
          setFilters(chosen);
          setPage({ page: 1, pageSize });
        })}
      >
        <Form.Item name="operator" label="操作人">
          <Input allowClear placeholder="用户名" style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="action" label="操作">
          <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder="全部" options={actions} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="targetType" label="对象类型">
          <Input allowClear style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="targetId" label="对象 ID">
          <Input allowClear style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="range" label="日期">
          <DatePicker.RangePicker allowEmpty={[true, true]} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            查询
          </Button>
        </Form.Item>
      </Form>
      <Table<AuditEntry>
        rowKey="id"
        size="small"
        bordered
        loading={log.isFetching}
        columns={columns}
        dataSource={log.data?.items ?? []}
        expandable={{ expandedRowRender: (entry) => <AuditChange entry={entry} /> }}
        pagination={{
          current: page.page,
          pageSize: page.pageSize,
          total: log.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [20, 50, 100],
          showTotal: (total) => <Typography.Text type="secondary">共 {total} 条</Typography.Text>,
          onChange: (current, pageSize) => setPage({ page: pageSize === page.pageSize ? current : 1, pageSize }),
        }}
      />
    </SectionPage>
  );
};

export default AuditPage;
