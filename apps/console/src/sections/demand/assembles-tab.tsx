import { ReloadOutlined } from '@ant-design/icons';
import { listAssembles, type OpsAssemble } from '@udian/contracts/endpoints/ops/demand/assemble';
import { AssembleStatus, assembleStatusLabels } from '@udian/contracts/schemas/assemble';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Progress, Segmented, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { navigate, useLocation } from '../../app/router';
import { shanghaiDateTime, yuan } from '../../lib/format';
import { AssembleDetailDrawer } from './assemble-detail-drawer';
import { assembleStatusTag, periodText, remainingText } from './assemble-text';
import { assembleListKey } from './demand-keys';
import { progressPercent } from './demand-text';
import { useNow } from './use-now';

type StatusChoice = AssembleStatus | 'all';

const statusChoices: { label: string; value: StatusChoice }[] = [
  { label: '全部', value: 'all' },
  ...AssembleStatus.options.map((status) => ({ label: assembleStatusLabels[status], value: status })),
];

/** The monitor's address, with the crowdfund whose detail is open (so a new proposal opens straight on it). */
export const assembleMonitorPath = (id?: string): string => `/demand?tab=assembles${id ? `&assemble=${encodeURIComponent(id)}` : ''}`;

/** 众筹监控: the crowdfunds, gathering first, with their progress, seats, deadline and money; a row opens its detail. */
export const AssemblesTab = () => {
  const { search } = useLocation();
  const openId = search.get('assemble');
  const [status, setStatus] = useState<StatusChoice>('all');
  const list = useQuery({
    queryKey: assembleListKey(status),
    queryFn: ({ signal }) => call(listAssembles, { query: status === 'all' ? {} : { status }, signal }),
  });
  const now = useNow(30_000);
  const open = (id: string) => navigate(assembleMonitorPath(id), { isReplace: true });

  const columns: TableColumnsType<OpsAssemble> = [
    {
      title: '线路',
      key: 'line',
      render: (_: unknown, a: OpsAssemble) => (
        <Flex vertical gap={0}>
          <Typography.Text strong>
            {a.code}
            {/* A passenger's carpool (decision 051) runs on the same mechanism: said so here. */}
            {a.kind === 'carpool' ? <Tag style={{ marginInlineStart: 8 }}>乘客拼车</Tag> : null}
          </Typography.Text>
          <Typography.Text>{a.name}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (s: AssembleStatus) => {
        const tag = assembleStatusTag(s);
        return <Tag color={tag.color}>{tag.label}</Tag>;
      },
    },
    {
      title: '进度（已支付 / 成团）',
      key: 'progress',
      width: 170,
      render: (_: unknown, a: OpsAssemble) => (
        <Flex vertical gap={0}>
          {`${a.committed} / ${a.target} 人`}
          <Progress percent={progressPercent(a.committed, a.target)} size="small" showInfo={false} status={a.committed >= a.target ? 'success' : 'normal'} />
        </Flex>
      ),
    },
    { title: '座位（余 / 共）', key: 'seats', width: 110, align: 'right', render: (_: unknown, a: OpsAssemble) => `${a.seatsLeft} / ${a.seats}` },
    {
      title: '截止时间',
      key: 'deadline',
      width: 170,
      render: (_: unknown, a: OpsAssemble) => (
        <Flex vertical gap={0}>
          {shanghaiDateTime(a.deadline)}
          {a.status === 'gathering' ? <Typography.Text type="secondary">{remainingText(a.deadline, now)}</Typography.Text> : null}
        </Flex>
      ),
    },
    { title: '首班日期', dataIndex: 'firstDay', width: 110 },
    { title: '首期', key: 'period', width: 160, render: (_: unknown, a: OpsAssemble) => periodText(a.periodKind, a.periodDates.length) },
    {
      title: '单价 / 首期金额',
      key: 'money',
      width: 150,
      align: 'right',
      render: (_: unknown, a: OpsAssemble) => `${yuan(a.priceCents)} / ${yuan(a.periodCents)} 元`,
    },
    { title: '待支付', dataIndex: 'pending', width: 80, align: 'right', render: (pending: number) => `${pending} 人` },
    {
      title: '操作',
      key: 'actions',
      width: 70,
      render: (_: unknown, a: OpsAssemble) => (
        <Button
          type="link"
          size="small"
          onClick={(event) => {
            event.stopPropagation();
            open(a.id);
          }}
        >
          详情
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} justify="space-between" align="center" wrap>
        <Segmented<StatusChoice> aria-label="众筹状态" options={statusChoices} value={status} onChange={setStatus} />
        <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} loading={list.isFetching}>
          刷新
        </Button>
      </Flex>
      <Typography.Text type="secondary">
        乘客一次支付首期全部日期的车票即参与众筹；截止前已支付人数达到成团人数即成团，未达到则全部款项原路退回。
      </Typography.Text>
      <Table<OpsAssemble>
        rowKey="id"
        size="small"
        bordered
        loading={list.isPending}
        columns={columns}
        dataSource={list.data?.items ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: status === 'all' ? '还没有众筹线路，可在「需求聚类」中发起' : `没有${assembleStatusLabels[status]}的众筹` }}
        onRow={(a) => ({ onClick: () => open(a.id), style: { cursor: 'pointer' } })}
      />
      <AssembleDetailDrawer id={openId} onClose={() => navigate(assembleMonitorPath(), { isReplace: true })} />
    </Flex>
  );
};
