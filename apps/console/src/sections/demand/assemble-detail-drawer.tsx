import { assembleDetail, closeAssemble, extendAssemble, notifyAssembleDemands, type OpsAssemble, type OpsCommitment } from '@udian/contracts/endpoints/ops/demand/assemble';
import type { AssembleStop } from '@udian/contracts/schemas/assemble';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Drawer, Flex, Popconfirm, Progress, Result, Skeleton, Table, Tag, Typography } from 'antd';
import type { DescriptionsProps, TableColumnsType } from 'antd';
import { useState } from 'react';
import type { z } from 'zod';
import { call } from '../../api/client';
import { failureText } from '../../app/query-client';
import { shanghaiDateTime, yuan } from '../../lib/format';
import { CloseAssembleModal, ExtendAssembleModal } from './assemble-action-modals';
import { assembleStatusTag, commitmentStateTags, periodText, remainingText, stopUseText } from './assemble-text';
import { assembleDetailKey, DEMAND_KEY } from './demand-keys';
import { weekdaysText } from '../../lib/weekdays';
import { progressPercent } from './demand-text';
import { useCanCall } from '../../app/use-can-call';
import { useNow } from './use-now';

type Commitment = z.infer<typeof OpsCommitment>;

const stopColumns: TableColumnsType<AssembleStop> = [
  { title: '序号', dataIndex: 'seq', width: 60 },
  { title: '时刻', dataIndex: 'time', width: 80 },
  { title: '站点', dataIndex: 'name' },
  { title: '上下车', key: 'use', width: 90, render: (_: unknown, stop: AssembleStop) => stopUseText(stop) },
];

const commitmentColumns: TableColumnsType<Commitment> = [
  { title: '订单号', dataIndex: 'orderNo', width: 230 },
  { title: '手机号', dataIndex: 'phone', width: 130 },
  { title: '人数', dataIndex: 'riders', width: 70, align: 'right', render: (riders: number) => `${riders} 人` },
  { title: '金额', dataIndex: 'payableCents', width: 110, align: 'right', render: (cents: number) => `${yuan(cents)} 元` },
  {
    title: '状态',
    dataIndex: 'state',
    width: 90,
    render: (state: Commitment['state']) => <Tag color={commitmentStateTags[state].color}>{commitmentStateTags[state].label}</Tag>,
  },
  { title: '下单时间', dataIndex: 'createdAt', width: 150, render: (at: string) => shanghaiDateTime(at) },
];

/** 提前关闭, 延长截止 and 通知需求用户 on a gathering crowdfund, each for the roles its contract names. */
const Actions = ({ assemble }: { assemble: OpsAssemble }) => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const canClose = useCanCall(closeAssemble);
  const canExtend = useCanCall(extendAssemble);
  const canNotify = useCanCall(notifyAssembleDemands);
  const [open, setOpen] = useState<'close' | 'extend' | null>(null);
  const notify = useMutation({
    mutationFn: () => call(notifyAssembleDemands, { body: { id: assemble.id } }),
    onSuccess: ({ told }) => void message.success(`已通知 ${told} 人`),
    onSettled: () => client.invalidateQueries({ queryKey: DEMAND_KEY }),
  });
  if (assemble.status !== 'gathering' || !(canClose || canExtend || canNotify)) return null;
  return (
    <Flex gap={8} wrap>
      {canNotify ? (
        <Popconfirm
          title="通知需求用户？"
          description={`向这 ${assemble.demandIds.length} 条需求的提交人及同路乘客发送短信，告知线路正在众筹。${assemble.notifiedAt ? `上次通知于 ${shanghaiDateTime(assemble.notifiedAt)}。` : ''}`}
          okText="通知"
          cancelText="取消"
          onConfirm={() => notify.mutate()}
        >
          <Button loading={notify.isPending}>通知需求用户</Button>
        </Popconfirm>
      ) : null}
      {canExtend ? <Button onClick={() => setOpen('extend')}>延长截止</Button> : null}
      {canClose ? (
        <Button danger onClick={() => setOpen('close')}>
          提前关闭
        </Button>
      ) : null}
      {open === 'close' ? <CloseAssembleModal assemble={assemble} isOpen onClose={() => setOpen(null)} /> : null}
      {open === 'extend' ? <ExtendAssembleModal assemble={assemble} isOpen onClose={() => setOpen(null)} /> : null}
    </Flex>
  );
};

const Detail = ({ assemble, commitments, isLoading }: { assemble: OpsAssemble; commitments: readonly Commitment[]; isLoading: boolean }) => {
  const now = useNow(30_000);
  const tag = assembleStatusTag(assemble.status);
  const items: DescriptionsProps['items'] = [
    { key: 'code', label: '线路编号', children: assemble.code },
    { key: 'name', label: '线路名称', children: assemble.name },
    { key: 'status', label: '状态', children: <Tag color={tag.color}>{tag.label}</Tag> },
    {
      key: 'progress',
      label: '进度（已支付 / 成团人数）',
      children: (
        <Flex vertical gap={0}>
          {`${assemble.committed} / ${assemble.target} 人`}
          <Progress percent={progressPercent(assemble.committed, assemble.target)} size="small" showInfo={false} status={assemble.committed >= assemble.target ? 'success' : 'normal'} />
        </Flex>
      ),
    },
    { key: 'seats', label: '座位（余 / 共）', children: `${assemble.seatsLeft} / ${assemble.seats}` },
    { key: 'pending', label: '待支付', children: `${assemble.pending} 人` },
    {
      key: 'deadline',
      label: '截止时间',
      children: (
        <>
          {shanghaiDateTime(assemble.deadline)}
          {assemble.status === 'gathering' ? <Typography.Text type="secondary">（{remainingText(assemble.deadline, now)}）</Typography.Text> : null}
        </>
      ),
    },
    { key: 'ended', label: '结束时间', children: assemble.endedAt ? shanghaiDateTime(assemble.endedAt) : '—' },
    ...(assemble.closeReason ? [{ key: 'reason', label: '关闭原因', children: assemble.closeReason, span: 2 }] : []),
    { key: 'departure', label: '发车时间', children: assemble.departureTime },
    { key: 'weekdays', label: '运营日', children: `${weekdaysText(assemble.weekdays)}${assemble.followsCnWorkdays ? '（遵循法定节假日及调休）' : ''}` },
    { key: 'firstDay', label: '首班日期', children: assemble.firstDay },
    { key: 'period', label: '首期', children: periodText(assemble.periodKind, assemble.periodDates.length) },
    { key: 'price', label: '单价', children: `${yuan(assemble.priceCents)} 元` },
    { key: 'periodCents', label: '首期金额（每人）', children: `${yuan(assemble.periodCents)} 元` },
    { key: 'periodDates', label: '首期日期', children: assemble.periodDates.join('、') || '—', span: 2 },
    { key: 'demands', label: '来源需求', children: `${assemble.demandIds.length} 条` },
    { key: 'notified', label: '通知需求用户', children: assemble.notifiedAt ? `已于 ${shanghaiDateTime(assemble.notifiedAt)} 通知` : '未通知' },
    { key: 'shareCode', label: '分享码', children: assemble.shareCode },
    { key: 'createdAt', label: '发起时间', children: shanghaiDateTime(assemble.createdAt) },
  ];
  return (
    <Flex vertical gap={16}>
      <Actions assemble={assemble} />
      <Descriptions bordered size="small" column={2} items={items} />
      <Typography.Title level={5} style={{ margin: 0 }}>
        站点与时刻
      </Typography.Title>
      <Table<AssembleStop> rowKey="seq" size="small" bordered columns={stopColumns} dataSource={assemble.stops} pagination={false} />
      <Typography.Title level={5} style={{ margin: 0 }}>
        参与订单（{commitments.length}）
      </Typography.Title>
      <Table<Commitment>
        rowKey="orderNo"
        size="small"
        bordered
        loading={isLoading}
        columns={commitmentColumns}
        dataSource={[...commitments]}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: '还没有乘客下单' }}
      />
    </Flex>
  );
};

/** One crowdfund: its line, stops and times, first period, progress, commitments, and what may be done to it. */
export const AssembleDetailDrawer = ({ id, onClose }: { id: string | null; onClose: () => void }) => {
  const detail = useQuery({
    queryKey: assembleDetailKey(id ?? ''),
    queryFn: ({ signal }) => call(assembleDetail, { query: { id: id ?? '' }, signal }),
    enabled: id !== null,
    meta: { isErrorHandled: true },
  });
  const assemble = detail.data?.assemble;
  return (
    <Drawer open={id !== null} title={assemble ? `众筹详情 ${assemble.code} ${assemble.name}` : '众筹详情'} size={900} onClose={onClose} destroyOnHidden>
      {detail.isPending ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : detail.isError ? (
        <Result status="warning" title={failureText(detail.error)} />
      ) : assemble ? (
        <Detail assemble={assemble} commitments={detail.data.commitments} isLoading={detail.isFetching} />
      ) : null}
    </Drawer>
  );
};
