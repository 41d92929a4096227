import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  createInviteCampaign,
  listInviteCampaigns,
  pauseInviteCampaign,
  type InviteCampaignStatus,
  type OpsInviteCampaign,
} from '@udian/contracts/endpoints/ops/invitations/invite-campaigns';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { SectionPage } from '../../components/section-page';
import { CreateInviteCampaignModal, EditInviteCampaignModal } from './invite-campaign-form-modal';
import { InviteReportDrawer } from './invite-report-drawer';
import { INVITATIONS_KEY, INVITE_CAMPAIGNS_KEY } from './invitation-keys';
import { useCanCall } from '../../app/use-can-call';

const statusTags: Record<InviteCampaignStatus, { label: string; color?: string }> = {
  running: { label: '进行中', color: 'success' },
  upcoming: { label: '未开始', color: 'processing' },
  paused: { label: '已暂停', color: 'warning' },
  ended: { label: '已结束' },
};

/** 邀请有礼: the invitation campaigns (coupons, cap, dates, rules, pause) and each one's report. */
const InvitationsPage = () => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const canWrite = useCanCall(createInviteCampaign);
  const campaigns = useQuery({ queryKey: INVITE_CAMPAIGNS_KEY, queryFn: ({ signal }) => call(listInviteCampaigns, { signal }) });
  const templates = campaigns.data?.templates ?? [];
  const [isCreating, setCreating] = useState(false);
  const [editing, setEditing] = useState<OpsInviteCampaign | null>(null);
  const [reporting, setReporting] = useState<OpsInviteCampaign | null>(null);
  const pause = useMutation({
    mutationFn: (body: { id: string; isPaused: boolean }) => call(pauseInviteCampaign, { body }),
    onSuccess: ({ campaign }) => {
      void client.invalidateQueries({ queryKey: INVITATIONS_KEY });
      void message.success(campaign.isPaused ? `已暂停「${campaign.name}」` : `已恢复「${campaign.name}」`);
    },
  });

  const columns: TableColumnsType<OpsInviteCampaign> = [
    { title: '活动', dataIndex: 'name' },
    { title: '日期', key: 'dates', width: 210, render: (_: unknown, c) => `${c.startDate} 至 ${c.endDate}` },
    { title: '新用户券', key: 'newUser', render: (_: unknown, c) => c.newUserTemplate.name },
    { title: '邀请奖励券', key: 'reward', render: (_: unknown, c) => c.rewardTemplate.name },
    { title: '奖励上限', dataIndex: 'rewardCap', width: 90, align: 'right', render: (cap: number) => `${cap} 次/人` },
    { title: '状态', dataIndex: 'status', width: 90, render: (status: InviteCampaignStatus) => <Tag color={statusTags[status].color}>{statusTags[status].label}</Tag> },
    {
      title: '操作',
      key: 'actions',
      width: canWrite ? 180 : 80,
      render: (_: unknown, c: OpsInviteCampaign) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setReporting(c)}>
            报告
          </Button>
          {canWrite ? (
            <Button type="link" size="small" onClick={() => setEditing(c)}>
              编辑
            </Button>
          ) : null}
          {canWrite && c.status !== 'ended' ? (
            c.isPaused ? (
              <Button type="link" size="small" onClick={() => pause.mutate({ id: c.id, isPaused: false })}>
                恢复
              </Button>
            ) : (
              <Popconfirm
                title={`暂停「${c.name}」？`}
                description="暂停期间乘客看不到活动，邀请链接注册会提示活动已结束；已注册好友的乘车奖励照常发放。"
                okText="暂停"
                cancelText="取消"
                onConfirm={() => pause.mutate({ id: c.id, isPaused: true })}
              >
                <Button type="link" size="small" danger>
                  暂停
                </Button>
              </Popconfirm>
            )
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <SectionPage
      title="邀请有礼"
      extra={
        <>
          <Button icon={<ReloadOutlined />} onClick={() => void client.invalidateQueries({ queryKey: INVITATIONS_KEY })} loading={campaigns.isFetching}>
            刷新
          </Button>
          {canWrite ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              创建邀请活动
            </Button>
          ) : null}
        </>
      }
    >
      <Table<OpsInviteCampaign>
        rowKey="id"
        size="small"
        bordered
        loading={campaigns.isPending}
        columns={columns}
        dataSource={campaigns.data?.campaigns ?? []}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
      />
      <CreateInviteCampaignModal isOpen={isCreating} templates={templates} onClose={() => setCreating(false)} />
      <EditInviteCampaignModal campaign={editing} templates={templates} onClose={() => setEditing(null)} />
      <InviteReportDrawer campaign={reporting} onClose={() => setReporting(null)} />
    </SectionPage>
  );
};

export default InvitationsPage;
