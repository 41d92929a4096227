import { DownloadOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { endpointUrl } from '@udian/contracts/endpoint';
import { exportRedeemCodes, generateRedeemBatch, listRedeemBatches, listRedeemCodes, pauseRedeemBatch } from '@udian/contracts/endpoints/ops/coupons/redeem-batches';
import type { RedeemBatch } from '@udian/contracts/schemas/coupon-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { queryString } from '../../api/request';
import { shanghaiDateTime } from '../../lib/format';
import { BATCHES_KEY, COUPONS_KEY } from './coupon-keys';
import { RedeemBatchModal } from './redeem-batch-modal';
import { RedeemCodesDrawer } from './redeem-codes-drawer';
import { useCanCall } from '../../app/use-can-call';

/** 兑换码: batches of single-use codes; generate, see their uses, export them as CSV, pause. */
export const RedeemTab = () => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const canWrite = useCanCall(generateRedeemBatch);
  const canSeeCodes = useCanCall(listRedeemCodes);
  const canExport = useCanCall(exportRedeemCodes);
  const batches = useQuery({ queryKey: BATCHES_KEY, queryFn: ({ signal }) => call(listRedeemBatches, { signal }) });
  const [isCreating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<RedeemBatch | null>(null);
  const pause = useMutation({
    mutationFn: (body: { id: string; isPaused: boolean }) => call(pauseRedeemBatch, { body }),
    onSuccess: ({ batch }) => {
      void client.invalidateQueries({ queryKey: COUPONS_KEY });
      void message.success(batch.isPaused ? `已暂停「${batch.name}」` : `已恢复「${batch.name}」`);
    },
  });

  const columns: TableColumnsType<RedeemBatch> = [
    { title: '批次', dataIndex: 'name', render: (name: string, b) => (b.isPaused ? <Space size={4}>{name}<Tag color="warning">已暂停</Tag></Space> : name) },
    { title: '券模板', key: 'template', render: (_: unknown, b) => b.template.name },
    { title: '已兑换 / 总数', key: 'count', width: 120, align: 'right', render: (_: unknown, b) => `${b.redeemedCount} / ${b.codeCount}` },
    { title: '可兑换时间', key: 'dates', width: 300, render: (_: unknown, b) => `${shanghaiDateTime(b.startsAt)} 至 ${shanghaiDateTime(b.endsAt)}` },
    { title: '生成', key: 'created', width: 200, render: (_: unknown, b) => `${shanghaiDateTime(b.createdAt)} ${b.createdBy ?? ''}` },
    {
      title: '操作',
      key: 'actions',
      width: 200,
      render: (_: unknown, b: RedeemBatch) => (
        <Space size={0}>
          {canSeeCodes ? (
            <Button type="link" size="small" onClick={() => setViewing(b)}>
              查看兑换
            </Button>
          ) : null}
          {canExport ? (
            <Button type="link" size="small" icon={<DownloadOutlined />} href={`${endpointUrl(exportRedeemCodes)}${queryString({ batchId: b.id })}`} download>
              导出
            </Button>
          ) : null}
          {canWrite ? (
            <Button type="link" size="small" danger={!b.isPaused} onClick={() => pause.mutate({ id: b.id, isPaused: !b.isPaused })}>
              {b.isPaused ? '恢复' : '暂停'}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} justify="flex-end">
        <Button icon={<ReloadOutlined />} onClick={() => void batches.refetch()} loading={batches.isFetching}>
          刷新
        </Button>
        {canWrite ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            生成兑换码
          </Button>
        ) : null}
      </Flex>
      <Table<RedeemBatch> rowKey="id" size="small" bordered loading={batches.isPending} columns={columns} dataSource={batches.data?.batches ?? []} pagination={{ pageSize: 50, hideOnSinglePage: true }} />
      <RedeemBatchModal isOpen={isCreating} onClose={() => setCreating(false)} />
      <RedeemCodesDrawer batch={viewing} onClose={() => setViewing(null)} />
    </Flex>
  );
};
