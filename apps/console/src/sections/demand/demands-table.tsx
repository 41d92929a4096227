import type { OpsDemand } from '@udian/contracts/endpoints/ops/demand/demand';
import { Flex, Table, Tag, Typography } from 'antd';
import type { TableColumnsType, TablePaginationConfig } from 'antd';
import { shanghaiDateTime } from '../../lib/format';
import { weekdaysText } from '../../lib/weekdays';
import { demandStatusTag, peopleText, windowText } from './demand-text';

const columns: TableColumnsType<OpsDemand> = [
  { title: '提交人', dataIndex: 'phone', width: 120 },
  {
    title: '出发地 → 目的地',
    key: 'trip',
    render: (_: unknown, d: OpsDemand) => (
      <Flex vertical gap={0}>
        <Typography.Text>
          {d.from.name} → {d.to.name}
        </Typography.Text>
        {d.note ? (
          <Typography.Text type="secondary" ellipsis={{ tooltip: d.note }} style={{ maxWidth: 360 }}>
            备注：{d.note}
          </Typography.Text>
        ) : null}
      </Flex>
    ),
  },
  { title: '时间', key: 'window', width: 150, render: (_: unknown, d: OpsDemand) => windowText(d.timeKind, d.windowStart, d.windowEnd) },
  { title: '通勤日', dataIndex: 'weekdays', width: 150, render: (days: number[]) => weekdaysText(days) },
  { title: '人数', key: 'people', width: 120, render: (_: unknown, d: OpsDemand) => peopleText(d.people, d.supporters) },
  {
    title: '状态',
    dataIndex: 'status',
    width: 80,
    render: (status: OpsDemand['status']) => {
      const tag = demandStatusTag(status);
      return <Tag color={tag.color}>{tag.label}</Tag>;
    },
  },
  { title: '征集活动', dataIndex: 'odCampaignName', width: 160, render: (name: string | null) => name ?? '—' },
  { title: '提交时间', dataIndex: 'createdAt', width: 140, render: (at: string) => shanghaiDateTime(at) },
];

type Props = { demands: readonly OpsDemand[]; isLoading: boolean; pagination: TablePaginationConfig | false };

/** Demands as the operator reads them: who (masked), from → to, when, which days, how many, status, campaign. */
export const DemandsTable = ({ demands, isLoading, pagination }: Props) => (
  <Table<OpsDemand>
    rowKey="id"
    size="small"
    bordered
    loading={isLoading}
    columns={columns}
    dataSource={[...demands]}
    pagination={pagination}
    scroll={{ x: 1100 }}
    locale={{ emptyText: '暂无需求' }}
  />
);
