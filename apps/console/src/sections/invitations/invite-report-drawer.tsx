import {
  inviteCampaignReport,
  listInvitations,
  type InvitationRewardState,
  type OpsInvitation,
  type OpsInviteCampaign,
} from '@udian/contracts/endpoints/ops/invitations/invite-campaigns';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Drawer, Flex, Row, Segmented, Statistic, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { shanghaiDateTime } from '../../lib/format';
import { invitationListKey, inviteReportKey } from './invitation-keys';

const PAGE_SIZE = 20;

export const rewardStateTags: Record<InvitationRewardState, { label: string; color?: string }> = {
  waiting: { label: '待首次乘车', color: 'processing' },
  rewarded: { label: '已奖励', color: 'success' },
  capped: { label: '已达上限', color: 'warning' },
  refused: { label: '不计奖励', color: 'error' },
};

const stateFilters: { label: string; value: InvitationRewardState | 'all' }[] = [
  { label: '全部', value: 'all' },
  ...(Object.keys(rewardStateTags) as InvitationRewardState[]).map((state) => ({ label: rewardStateTags[state].label, value: state })),
];

const columns: TableColumnsType<OpsInvitation> = [
  { title: '邀请人', dataIndex: 'inviterPhoneMasked', width: 130 },
  { title: '被邀请人', dataIndex: 'inviteePhoneMasked', width: 130 },
  { title: '注册时间', dataIndex: 'registeredAt', width: 160, render: (at: string) => shanghaiDateTime(at) },
  { title: '首次乘车', dataIndex: 'firstRideAt', width: 160, render: (at: string | null) => (at ? shanghaiDateTime(at) : '—') },
  {
    title: '奖励',
    key: 'state',
    render: (_: unknown, i) => (
      <Flex gap={4} wrap align="center">
        <Tag color={rewardStateTags[i.rewardState].color}>{rewardStateTags[i.rewardState].label}</Tag>
        {i.refusedReason || (i.rewardedAt ? `发放于 ${shanghaiDateTime(i.rewardedAt)}` : '')}
      </Flex>
    ),
  },
];

/** A campaign's report (inviters, registrations, refused self-invites, first rides, rewards) and its invitations. */
export const InviteReportDrawer = ({ campaign, onClose }: { campaign: OpsInviteCampaign | null; onClose: () => void }) => {
  const id = campaign?.id ?? '';
  const [state, setState] = useState<InvitationRewardState | 'all'>('all');
  const [page, setPage] = useState(1);
  const report = useQuery({
    queryKey: inviteReportKey(id),
    queryFn: ({ signal }) => call(inviteCampaignReport, { query: { campaignId: id }, signal }),
    enabled: campaign !== null,
  });
  const invitations = useQuery({
    queryKey: invitationListKey(id, state, page),
    queryFn: ({ signal }) =>
      call(listInvitations, { query: { campaignId: id, page, pageSize: PAGE_SIZE, ...(state === 'all' ? {} : { state }) }, signal }),
    enabled: campaign !== null,
  });
  const counts = report.data?.report;
  const figures = counts
    ? [
        { title: '邀请人', value: counts.inviters },
        { title: '注册', value: counts.registrations },
        { title: '自邀不计', value: counts.refused },
        { title: '首次乘车', value: counts.firstRides },
        { title: '已发奖励', value: counts.rewarded },
        { title: '达上限', value: counts.capped },
      ]
    : [];
  return (
    <Drawer open={campaign !== null} title={`活动报告 ${campaign?.name ?? ''}`} width={900} onClose={onClose} destroyOnHidden>
      <Flex vertical gap={16}>
        <Row gutter={[12, 12]}>
          {figures.map((f) => (
            <Col key={f.title} span={4}>
              <Card size="small" loading={report.isPending}>
                <Statistic title={f.title} value={f.value} />
              </Card>
            </Col>
          ))}
        </Row>
        <Segmented<InvitationRewardState | 'all'>
          options={stateFilters}
          value={state}
          onChange={(value) => {
            setState(value);
            setPage(1);
          }}
        />
        <Table<OpsInvitation>
          rowKey="id"
          size="small"
          bordered
          loading={invitations.isPending}
          columns={columns}
          dataSource={invitations.data?.items ?? []}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: invitations.data?.total ?? 0, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
        />
      </Flex>
    </Drawer>
  );
};
