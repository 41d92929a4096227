import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { createCouponCampaign, listCouponCampaigns, pauseCouponCampaign } from '@udian/contracts/endpoints/ops/coupons/coupon-campaigns';
import type { OpsCouponCampaign } from '@udian/contracts/schemas/coupon-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Popconfirm, Progress, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { shanghaiDateTime } from '../../lib/format';
import { CreateCampaignModal, EditCampaignModal } from './campaign-form-modal';
import { CAMPAIGNS_KEY, COUPONS_KEY } from './coupon-keys';
import { useCanCall } from '../../app/use-can-call';

const stateTags: Record<OpsCouponCampaign['state'], { label: string; color?: string }> = {
  running: { label: '进行中', color: 'success' },
  notStarted: { label: '未开始', color: 'processing' },
  paused: { label: '已暂停', color: 'warning' },
  soldOut: { label: '已领完', color: 'error' },
  ended: { label: '已结束' },
};

/** 领券活动: 领券中心's campaigns with their stock, limit, dates and pause. */
export const CampaignsTab = () => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const canWrite = useCanCall(createCouponCampaign);
  const campaigns = useQuery({ queryKey: CAMPAIGNS_KEY, queryFn: ({ signal }) => call(listCouponCampaigns, { signal }) });
  const [isCreating, setCreating] = useState(false);
  const [editing, setEditing] = useState<OpsCouponCampaign | null>(null);
  const pause = useMutation({
    mutationFn: (body: { id: string; isPaused: boolean }) => call(pauseCouponCampaign, { body }),
    onSuccess: ({ campaign }) => {
      void client.invalidateQueries({ queryKey: COUPONS_KEY });
      void message.success(campaign.isPaused ? `已暂停「${campaign.name}」` : `已恢复「${campaign.name}」`);
    },
  });

  const columns: TableColumnsType<OpsCouponCampaign> = [
    { title: '活动', dataIndex: 'name' },
    { title: '券模板', key: 'template', render: (_: unknown, c) => c.template.name },
    {
      title: '已领 / 库存',
      key: 'stock',
      width: 200,
      render: (_: unknown, c) => (
        <Space direction="vertical" size={0} style={{ width: '100%' }}>
          {`${c.issuedCount} / ${c.totalStock}`}
          <Progress percent={Math.round((c.issuedCount / c.totalStock) * 100)} size="small" showInfo={false} />
        </Space>
      ),
    },
    { title: '每人限领', dataIndex: 'perUserLimit', width: 90, align: 'right' },
    { title: '时间', key: 'dates', width: 300, render: (_: unknown, c) => `${shanghaiDateTime(c.startsAt)} 至 ${shanghaiDateTime(c.endsAt)}` },
    { title: '状态', dataIndex: 'state', width: 90, render: (state: OpsCouponCampaign['state']) => <Tag color={stateTags[state].color}>{stateTags[state].label}</Tag> },
    ...(canWrite
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 130,
            render: (_: unknown, c: OpsCouponCampaign) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing(c)}>
                  编辑
                </Button>
                {c.isPaused ? (
                  <Button type="link" size="small" onClick={() => pause.mutate({ id: c.id, isPaused: false })}>
                    恢复
                  </Button>
                ) : (
                  <Popconfirm
                    title={`暂停「${c.name}」？`}
                    description="暂停期间乘客领券会提示活动已结束。"
                    okText="暂停"
                    cancelText="取消"
                    onConfirm={() => pause.mutate({ id: c.id, isPaused: true })}
                  >
                    <Button type="link" size="small" danger>
                      暂停
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} justify="flex-end">
        <Button icon={<ReloadOutlined />} onClick={() => void campaigns.refetch()} loading={campaigns.isFetching}>
          刷新
        </Button>
        {canWrite ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            添加领券活动
          </Button>
        ) : null}
      </Flex>
      <Table<OpsCouponCampaign> rowKey="id" size="small" bordered loading={campaigns.isPending} columns={columns} dataSource={campaigns.data?.campaigns ?? []} pagination={{ pageSize: 50, hideOnSinglePage: true }} />
      <CreateCampaignModal isOpen={isCreating} onClose={() => setCreating(false)} />
      <EditCampaignModal campaign={editing} onClose={() => setEditing(null)} />
    </Flex>
  );
};
