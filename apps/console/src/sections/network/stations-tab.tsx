import { listOpsStations, type OpsStation } from '@udian/contracts/endpoints/ops/network/network-lines';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Input, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { stationsKey } from './network-keys';

const columns: TableColumnsType<OpsStation> = [
  { title: '站点', dataIndex: 'name', render: (name: string, s) => (s.isValid ? name : <>{name} <Tag>已停用</Tag></>) },
  { title: '别名', dataIndex: 'alias', render: (alias: string) => alias || '—' },
  { title: '城市', dataIndex: 'cityName', width: 90 },
  { title: '经度', dataIndex: 'lng', width: 110, align: 'right', render: (v: number) => v.toFixed(6) },
  { title: '纬度', dataIndex: 'lat', width: 110, align: 'right', render: (v: number) => v.toFixed(6) },
  { title: '经停线路', dataIndex: 'lineCount', width: 90, align: 'right' },
];

/** Every station, searched by name or alias, with GCJ-02 coordinates. */
export const StationsTab = () => {
  const [q, setQ] = useState('');
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const stations = useQuery({
    queryKey: stationsKey({ q, ...page }),
    queryFn: ({ signal }) => call(listOpsStations, { query: { q, ...page }, signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <Input.Search
        allowClear
        placeholder="站点名称或别名"
        style={{ width: 280, marginBottom: 16 }}
        onSearch={(value) => {
          setQ(value.trim());
          setPage((p) => ({ ...p, page: 1 }));
        }}
      />
      <Table<OpsStation>
        rowKey="id"
        size="small"
        bordered
        loading={stations.isFetching}
        columns={columns}
        dataSource={stations.data?.items ?? []}
        pagination={{
          current: page.page,
          pageSize: page.pageSize,
          total: stations.data?.total ?? 0,
          showTotal: (total) => <Typography.Text type="secondary">共 {total} 个站点（坐标为 GCJ-02）</Typography.Text>,
          onChange: (current, pageSize) => setPage({ page: pageSize === page.pageSize ? current : 1, pageSize }),
        }}
      />
    </>
  );
};
