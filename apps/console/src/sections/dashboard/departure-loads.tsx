import type { DepartureLoad } from '@udian/contracts/endpoints/ops/dashboard/dashboard';
import { Card, Progress, Segmented, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { shanghaiDateTime } from '../../lib/format';

type Order = 'time' | 'lowest' | 'highest';

const columns: TableColumnsType<DepartureLoad> = [
  { title: '发车', dataIndex: 'departsAt', width: 80, render: (at: string) => shanghaiDateTime(at).slice(11) },
  { title: '线路', key: 'line', render: (_, d) => `${d.lineCode} ${d.lineName}` },
  { title: '已售 / 座位', key: 'seats', width: 110, render: (_, d) => `${d.seatsSold} / ${d.capacity}` },
  {
    title: '上座率',
    dataIndex: 'loadFactor',
    width: 220,
    render: (factor: number, d) =>
      d.isCancelled ? <Tag>已停运</Tag> : <Progress percent={Math.round(factor * 100)} size="small" status={factor >= 1 ? 'success' : 'normal'} />,
  },
];

const sorters: Record<Order, (a: DepartureLoad, b: DepartureLoad) => number> = {
  time: (a, b) => a.departsAt.localeCompare(b.departsAt),
  lowest: (a, b) => a.loadFactor - b.loadFactor || a.departsAt.localeCompare(b.departsAt),
  highest: (a, b) => b.loadFactor - a.loadFactor || a.departsAt.localeCompare(b.departsAt),
};

/** Today's departures and how full each is, by time or by load. */
export const DepartureLoads = ({ departures, isLoading }: { departures: DepartureLoad[]; isLoading: boolean }) => {
  const [order, setOrder] = useState<Order>('time');
  const rows = useMemo(() => [...departures].sort(sorters[order]), [departures, order]);
  return (
    <Card
      title={`今日班次上座率（${departures.length} 班）`}
      size="small"
      extra={
        <Segmented<Order>
          size="small"
          value={order}
          onChange={setOrder}
          options={[
            { label: '按时间', value: 'time' },
            { label: '上座率低', value: 'lowest' },
            { label: '上座率高', value: 'highest' },
          ]}
        />
      }
    >
      <Table<DepartureLoad> rowKey="departureId" size="small" loading={isLoading} columns={columns} dataSource={rows} pagination={{ pageSize: 10, hideOnSinglePage: true }} />
    </Card>
  );
};
