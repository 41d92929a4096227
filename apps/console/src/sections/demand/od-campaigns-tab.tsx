import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { createOdCampaign, listOdCampaigns, updateOdCampaign } from '@udian/contracts/endpoints/ops/demand/demand';
import type { OdCampaign, OdCampaignStatus } from '@udian/contracts/schemas/demand';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Progress, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { OD_CAMPAIGNS_KEY } from './demand-keys';
import { odCampaignStatusTags, progressPercent } from './demand-text';
import { CreateOdCampaignModal, EditOdCampaignModal } from './od-campaign-form-modal';
import { campaignDates } from './od-campaign-input';
import { useCanCall } from '../../app/use-can-call';

/** 征集活动: the OD-collection campaigns passengers submit demand through, with their progress. */
export const OdCampaignsTab = () => {
  const canCreate = useCanCall(createOdCampaign);
  const canEdit = useCanCall(updateOdCampaign);
  const campaigns = useQuery({ queryKey: OD_CAMPAIGNS_KEY, queryFn: ({ signal }) => call(listOdCampaigns, { signal }) });
  const cities = campaigns.data?.cities ?? [];
  const [isCreating, setCreating] = useState(false);
  const [editing, setEditing] = useState<OdCampaign | null>(null);

  const columns: TableColumnsType<OdCampaign> = [
    {
      title: '活动',
      key: 'name',
      render: (_: unknown, c: OdCampaign) => (
        <Flex vertical gap={0}>
          <Typography.Text>{c.name}</Typography.Text>
          <Typography.Text type="secondary">征集对象：{c.organizer}</Typography.Text>
        </Flex>
      ),
    },
    { title: '城市', dataIndex: 'cityId', width: 90, render: (cityId: number) => cities.find((city) => city.id === cityId)?.name ?? '—' },
    {
      title: '目的地',
      key: 'place',
      width: 200,
      render: (_: unknown, c: OdCampaign) => (
        <Flex vertical gap={0}>
          <Typography.Text>
            {c.place.name} {c.place.stationId ? <Tag>站点</Tag> : null}
          </Typography.Text>
          {c.place.address ? <Typography.Text type="secondary">{c.place.address}</Typography.Text> : null}
        </Flex>
      ),
    },
    {
      title: '日期',
      key: 'dates',
      width: 210,
      render: (_: unknown, c: OdCampaign) => {
        const dates = campaignDates(c);
        return `${dates.startDate} 至 ${dates.endDate}`;
      },
    },
    {
      title: '进度（需求 / 目标）',
      key: 'progress',
      width: 200,
      render: (_: unknown, c: OdCampaign) => (
        <Flex vertical gap={0}>
          {`${c.demands} / ${c.target} 条`}
          <Progress percent={progressPercent(c.demands, c.target)} size="small" showInfo={false} status={c.demands >= c.target ? 'success' : 'normal'} />
        </Flex>
      ),
    },
    { title: '人数', dataIndex: 'people', width: 80, align: 'right', render: (people: number) => `${people} 人` },
    {
      title: '状态',
      dataIndex: 'status',
      width: 80,
      render: (status: OdCampaignStatus) => <Tag color={odCampaignStatusTags[status].color}>{odCampaignStatusTags[status].label}</Tag>,
    },
    ...(canEdit
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 70,
            render: (_: unknown, c: OdCampaign) => (
              <Button type="link" size="small" onClick={() => setEditing(c)}>
                编辑
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} justify="space-between" align="center" wrap>
        <Typography.Text type="secondary">乘客通过活动链接提交的需求计入进度；目的地作为乘客提交需求时的默认目的地。</Typography.Text>
        <Flex gap={8}>
          <Button icon={<ReloadOutlined />} onClick={() => void campaigns.refetch()} loading={campaigns.isFetching}>
            刷新
          </Button>
          {canCreate ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              创建征集活动
            </Button>
          ) : null}
        </Flex>
      </Flex>
      <Table<OdCampaign>
        rowKey="id"
        size="small"
        bordered
        loading={campaigns.isPending}
        columns={columns}
        dataSource={campaigns.data?.campaigns ?? []}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: '还没有征集活动' }}
      />
      <CreateOdCampaignModal isOpen={isCreating} cities={cities} onClose={() => setCreating(false)} />
      <EditOdCampaignModal campaign={editing} cities={cities} onClose={() => setEditing(null)} />
    </Flex>
  );
};
