import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  closeReturnWorkCampaign,
  createReturnWorkCampaign,
  createReturnWorkShuttle,
  listReturnWorkCampaigns,
  listReturnWorkEnrolments,
  listReturnWorkRequests,
  listReturnWorkShuttles,
  type OpsCampaign,
  type OpsEnrolment,
  type OpsShuttle,
} from '@udian/contracts/endpoints/ops/return-work/return-work';
import { collectKindLabels, declarationKindLabels, enrolmentStatusLabels, type EnrolmentStatus, type ReturnWorkRequest } from '@udian/contracts/schemas/return-work';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Empty, Flex, Input, Popconfirm, Segmented, Select, Table, Tabs, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { useCanCall } from '../../app/use-can-call';
import { SectionPage } from '../../components/section-page';
import { shanghaiDateTime, yuan } from '../../lib/format';
import { CampaignFormModal } from './campaign-form-modal';
import { campaignsKey, enrolmentsKey, requestsKey, RETURN_WORK_KEY, shuttlesKey } from './return-work-keys';
import { ShuttleModal } from './shuttle-modal';

const PAGE_SIZE = 50;
type StatusChoice = EnrolmentStatus | 'all';
const statusColors: Record<EnrolmentStatus, string> = { listed: 'default', waiting: 'gold', assigned: 'green' };

const tripText = (e: OpsEnrolment) => (e.from && e.to ? `${e.from.name} → ${e.to.name}` : '—');

/** 报名: a campaign's enrolments by status and day; waiting ones are chosen and put on a shuttle. */
const EnrolmentsTab = ({ campaign, shuttles }: { campaign: OpsCampaign; shuttles: readonly OpsShuttle[] }) => {
  const canGroup = useCanCall(createReturnWorkShuttle);
  const [status, setStatus] = useState<StatusChoice>('waiting');
  const [travelDate, setTravelDate] = useState('');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<OpsEnrolment[]>([]);
  const [grouping, setGrouping] = useState<OpsEnrolment[]>([]);
  const isDate = /^\d{4}-\d{2}-\d{2}$/.test(travelDate);
  const query = { campaignId: campaign.campaignId, status, travelDate: isDate ? travelDate : '', page };
  const list = useQuery({
    queryKey: enrolmentsKey(query),
    queryFn: ({ signal }) =>
      call(listReturnWorkEnrolments, {
        query: { campaignId: campaign.campaignId, ...(status === 'all' ? {} : { status }), ...(isDate ? { travelDate } : {}), page, pageSize: PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const columns: TableColumnsType<OpsEnrolment> = [
    { title: '姓名', dataIndex: 'name', width: 100, render: (name: string) => <Typography.Text strong>{name}</Typography.Text> },
    { title: '手机', dataIndex: 'phone', width: 120 },
    { title: '报名方', key: 'group', width: 150, render: (_: unknown, e) => e.group?.name ?? '个人' },
    { title: '乘车日期', dataIndex: 'travelDate', width: 110, render: (date: string | null) => date ?? '未预约' },
    { title: '行程', key: 'trip', width: 220, render: (_: unknown, e) => tripText(e) },
    { title: '申报', key: 'declarations', render: (_: unknown, e) => e.declarations.map((d) => `${d.label}：${d.value}`).join('；') || '—' },
    { title: '状态', dataIndex: 'status', width: 90, render: (s: EnrolmentStatus) => <Tag color={statusColors[s]}>{enrolmentStatusLabels[s]}</Tag> },
    { title: '班车', key: 'shuttle', width: 160, render: (_: unknown, e) => (e.shuttle ? `${e.shuttle.lineCode} ${e.shuttle.departureTime}` : '—') },
  ];
  return (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap align="center">
        <Segmented<StatusChoice>
          aria-label="报名状态"
          options={[
            { label: '待安排', value: 'waiting' },
            { label: '已安排', value: 'assigned' },
            { label: '未预约', value: 'listed' },
            { label: '全部', value: 'all' },
          ]}
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
            setChosen([]);
          }}
        />
        <Input
          aria-label="乘车日期"
          placeholder="乘车日期 YYYY-MM-DD"
          allowClear
          value={travelDate}
          onChange={(event) => {
            setTravelDate(event.target.value.trim());
            setPage(1);
            setChosen([]);
          }}
          style={{ width: 200 }}
        />
        {canGroup ? (
          <Button type="primary" disabled={chosen.length === 0} onClick={() => setGrouping(chosen)}>
            编入班车{chosen.length > 0 ? `（已选 ${chosen.length} 人）` : ''}
          </Button>
        ) : null}
      </Flex>
      <Typography.Text type="secondary">勾选同一天的“待安排”报名，编入新建或已有的班车；乘客收到短信，车票在其“我的车票”中（企业员工由企业支付）。</Typography.Text>
      <Table<OpsEnrolment>
        rowKey="enrolmentId"
        size="small"
        bordered
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.items ?? []}
        scroll={{ x: 1100 }}
        rowSelection={
          canGroup
            ? {
                selectedRowKeys: chosen.map((e) => e.enrolmentId),
                getCheckboxProps: (e) => ({ disabled: e.status !== 'waiting', 'aria-label': `选择${e.name}` }),
                onChange: (_keys, rows) => setChosen(rows),
              }
            : undefined
        }
        pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
      />
      <ShuttleModal
        campaignId={campaign.campaignId}
        enrolments={grouping}
        shuttles={shuttles}
        onClose={() => setGrouping([])}
        onDone={() => setChosen([])}
      />
    </Flex>
  );
};

/** 班车: a campaign's shuttles with their riders. */
const ShuttlesTab = ({ shuttles, isLoading }: { shuttles: readonly OpsShuttle[]; isLoading: boolean }) => {
  const columns: TableColumnsType<OpsShuttle> = [
    { title: '班车', dataIndex: 'lineCode', width: 110, render: (code: string) => <Typography.Text strong>{code}</Typography.Text> },
    { title: '发车', key: 'time', width: 150, render: (_: unknown, s) => `${s.serviceDate} ${s.departureTime}` },
    { title: '线路', key: 'route', render: (_: unknown, s) => `${s.fromName} → ${s.toName}` },
    { title: '车牌', dataIndex: 'plate', width: 110, render: (plate: string) => plate || '待定' },
    { title: '座位', key: 'seats', width: 90, render: (_: unknown, s) => `${s.riders}/${s.seats}` },
    { title: '乘客', key: 'riders', render: (_: unknown, s) => s.riderList.map((r) => `${r.name}${r.groupName ? `（${r.groupName}）` : ''}`).join('、') || '—' },
  ];
  return <Table<OpsShuttle> rowKey="shuttleId" size="small" bordered loading={isLoading} columns={columns} dataSource={[...shuttles]} pagination={false} scroll={{ x: 1000 }} />;
};

/** 需求登记: the needs stated for a campaign (headcounts), newest first. */
const RequestsTab = ({ campaign }: { campaign: OpsCampaign }) => {
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: requestsKey(campaign.campaignId, page),
    queryFn: ({ signal }) => call(listReturnWorkRequests, { query: { campaignId: campaign.campaignId, page, pageSize: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
  const columns: TableColumnsType<ReturnWorkRequest> = [
    { title: '类型', dataIndex: 'kind', width: 70, render: (kind: ReturnWorkRequest['kind']) => collectKindLabels[kind] },
    { title: '企业', dataIndex: 'companyName', width: 140, render: (name: string) => name || '—' },
    { title: '联系人', key: 'contact', width: 150, render: (_: unknown, r) => `${r.contactName} ${r.contactPhone}` },
    { title: '日期', dataIndex: 'travelDate', width: 110 },
    { title: '行程', key: 'trip', render: (_: unknown, r) => `${r.from.name} → ${r.to.name}` },
    { title: '人数', dataIndex: 'people', width: 70, align: 'right' },
    { title: '登记时间', dataIndex: 'createdAt', width: 140, render: (at: string) => shanghaiDateTime(at) },
  ];
  return (
    <Table<ReturnWorkRequest>
      rowKey="requestId"
      size="small"
      bordered
      loading={list.isFetching}
      columns={columns}
      dataSource={list.data?.items ?? []}
      scroll={{ x: 1000 }}
      pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
    />
  );
};

const CampaignSummary = ({ campaign }: { campaign: OpsCampaign }) => (
  <Descriptions
    size="small"
    bordered
    column={3}
    items={[
      { key: 'days', label: '活动日期', children: `${campaign.startsOn} 至 ${campaign.endsOn}（${campaign.cityName}）` },
      { key: 'status', label: '状态', children: campaign.isEnrolling ? <Tag color="green">报名中</Tag> : <Tag>已结束报名</Tag> },
      { key: 'fare', label: '企业每人每次', children: campaign.employerFareCents > 0 ? `¥${yuan(campaign.employerFareCents)}` : '免费' },
      { key: 'counts', label: '报名', children: `未预约 ${campaign.listed} · 待安排 ${campaign.waiting} · 已安排 ${campaign.assigned}` },
      { key: 'requests', label: '需求登记', children: `${campaign.requests} 条，共 ${campaign.requestedPeople} 人` },
      { key: 'shuttles', label: '班车', children: `${campaign.shuttles} 班` },
      { key: 'fields', label: '申报项', span: 3, children: campaign.fields.map((f) => `${f.label}（${declarationKindLabels[f.kind]}${f.isRequired ? '，必填' : ''}）`).join('、') || '无' },
    ]}
  />
);

/**
 * 复工专线 (decision 052): the return-to-work campaigns; for the chosen one, its figures, its enrolments (waiting
 * ones grouped into shuttles here), its shuttles with their riders, and the needs stated for it. 管理员 and 调度
 * open and close campaigns and group; 客服 looks.
 */
const ReturnWorkPage = () => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const canOpen = useCanCall(createReturnWorkCampaign);
  const canClose = useCanCall(closeReturnWorkCampaign);
  const [campaignId, setCampaignId] = useState<string | null>(null);
  const [isCreating, setCreating] = useState(false);
  const campaigns = useQuery({ queryKey: campaignsKey, queryFn: ({ signal }) => call(listReturnWorkCampaigns, { signal }) });
  const items = campaigns.data?.items ?? [];
  const campaign = items.find((c) => c.campaignId === campaignId) ?? items[0];
  const shuttles = useQuery({
    queryKey: shuttlesKey(campaign?.campaignId ?? ''),
    queryFn: ({ signal }) => call(listReturnWorkShuttles, { query: { campaignId: campaign?.campaignId ?? '' }, signal }),
    enabled: campaign !== undefined,
  });
  const close = useMutation({
    mutationFn: (id: string) => call(closeReturnWorkCampaign, { body: { campaignId: id } }),
    onSuccess: ({ campaign: closed }) => void message.success(`「${closed.name}」已结束报名`),
    onSettled: () => client.invalidateQueries({ queryKey: RETURN_WORK_KEY }),
  });
  return (
    <SectionPage
      title="复工专线"
      extra={
        <>
          {items.length > 0 ? (
            <Select
              aria-label="活动"
              style={{ minWidth: 260 }}
              value={campaign?.campaignId}
              onChange={setCampaignId}
              options={items.map((c) => ({ value: c.campaignId, label: `${c.name}（${c.cityName}）${c.isEnrolling ? '' : ' · 已结束'}` }))}
            />
          ) : null}
          {canClose && campaign?.status === 'open' ? (
            <Popconfirm title="结束报名？" description="结束后不再接受报名，已编入的班车和车票不受影响。" okText="结束报名" cancelText="取消" onConfirm={() => close.mutate(campaign.campaignId)}>
              <Button loading={close.isPending}>结束报名</Button>
            </Popconfirm>
          ) : null}
          {canOpen ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              开启活动
            </Button>
          ) : null}
          <Button icon={<ReloadOutlined />} onClick={() => void client.invalidateQueries({ queryKey: RETURN_WORK_KEY })} loading={campaigns.isFetching}>
            刷新
          </Button>
        </>
      }
    >
      {!campaign ? (
        <Empty description={campaigns.isPending ? '正在加载' : '还没有复工专线活动'} />
      ) : (
        <Flex vertical gap={16}>
          <CampaignSummary campaign={campaign} />
          <Tabs
            items={[
              { key: 'enrolments', label: '报名', children: <EnrolmentsTab key={campaign.campaignId} campaign={campaign} shuttles={shuttles.data?.items ?? []} /> },
              { key: 'shuttles', label: `班车（${shuttles.data?.items.length ?? 0}）`, children: <ShuttlesTab shuttles={shuttles.data?.items ?? []} isLoading={shuttles.isFetching} /> },
              { key: 'requests', label: '需求登记', children: <RequestsTab key={campaign.campaignId} campaign={campaign} /> },
            ]}
          />
        </Flex>
      )}
      <CampaignFormModal isOpen={isCreating} onClose={() => setCreating(false)} onCreated={(created) => setCampaignId(created.campaignId)} />
    </SectionPage>
  );
};

export default ReturnWorkPage;
