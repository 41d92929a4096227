import { listOpsLines, type OpsLineSummary } from '@udian/contracts/endpoints/ops/network/network-lines';
import { setLinePrice } from '@udian/contracts/endpoints/ops/network/line-price';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Input, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { Link } from '../../app/router';
import { useCanCall } from '../../app/use-can-call';
import { LinePriceModal, linePriceText } from './line-price-modal';
import { lineTypeLabels, linesKey } from './network-keys';

const columns: TableColumnsType<OpsLineSummary> = [
  { title: '线路', dataIndex: 'code', width: 100, render: (code: string, line) => <Link to={`/network/lines/${line.id}`}>{code}</Link> },
  { title: '名称', dataIndex: 'name', render: (name: string, line) => (line.isActive ? name : <>{name} <Tag>已停用</Tag></>) },
  { title: '类型', dataIndex: 'type', width: 80, render: (type: string) => lineTypeLabels[type] ?? type },
  { title: '城市', dataIndex: 'cityName', width: 90 },
  { title: '站点数', dataIndex: 'stationCount', width: 80, align: 'right' },
  { title: '未来 30 天班次', dataIndex: 'upcomingDepartures', width: 130, align: 'right' },
  {
    title: '票价',
    dataIndex: 'priceCents',
    width: 100,
    align: 'right',
    render: (_: number, line) => (line.isPriced ? linePriceText(line) : <Tag color="warning">暂未定价</Tag>),
  },
];

/** Every line, searched by code or name; a code opens the line. */
export const LinesTab = () => {
  const [q, setQ] = useState('');
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const [pricing, setPricing] = useState<OpsLineSummary | null>(null);
  // 设置票价: 调度 and 管理员 (decision 062); the others see the prices only.
  const canSetPrice = useCanCall(setLinePrice);
  const shown: TableColumnsType<OpsLineSummary> = canSetPrice
    ? [
        ...columns,
        {
          title: '操作',
          key: 'actions',
          width: 100,
          render: (_: unknown, line) => (
            <Button type="link" size="small" onClick={() => setPricing(line)}>
              设置票价
            </Button>
          ),
        },
      ]
    : columns;
  const lines = useQuery({
    queryKey: linesKey({ q, ...page }),
    queryFn: ({ signal }) => call(listOpsLines, { query: { q, ...page }, signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <Input.Search
        allowClear
        placeholder="线路编号或名称"
        style={{ width: 280, marginBottom: 16 }}
        onSearch={(value) => {
          setQ(value.trim());
          setPage((p) => ({ ...p, page: 1 }));
        }}
      />
      <Table<OpsLineSummary>
        rowKey="id"
        size="small"
        bordered
        loading={lines.isFetching}
        columns={shown}
        dataSource={lines.data?.items ?? []}
        pagination={{
          current: page.page,
          pageSize: page.pageSize,
          total: lines.data?.total ?? 0,
          showTotal: (total) => <Typography.Text type="secondary">共 {total} 条</Typography.Text>,
          onChange: (current, pageSize) => setPage({ page: pageSize === page.pageSize ? current : 1, pageSize }),
        }}
      />
      {pricing && <LinePriceModal line={pricing} onClose={() => setPricing(null)} />}
    </>
  );
};
