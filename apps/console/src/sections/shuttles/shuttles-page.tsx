import { ReloadOutlined } from '@ant-design/icons';
import { listShuttleRequests } from '@udian/contracts/endpoints/ops/groups/applications';
import { ShuttleRequestStatus, shuttleRequestStatusLabels, type ShuttleRequest } from '@udian/contracts/schemas/groups';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Flex, Segmented, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { SectionPage } from '../../components/section-page';
import { shanghaiDateTime } from '../../lib/format';
import { weekdaysText } from '../../lib/weekdays';
import { RequestDrawer } from './request-drawer';
import { shuttleListKey } from './shuttle-keys';
import { isQuoteLapsed, shiftText, shuttleStatusColors, sitesText, sortedShifts } from './shuttle-text';
import { useCities } from '../../app/use-cities';

const PAGE_SIZE = 20;

type StatusChoice = ShuttleRequestStatus | 'all';

/** The newer of two views of one request (the list may still hold the one from before a quote or a close). */
const newer = (a: ShuttleRequest | undefined, b: ShuttleRequest | null): ShuttleRequest | null => {
  if (!a) return b;
  if (!b) return a;
  return a.updatedAt >= b.updatedAt ? a : b;
};

const StatusCell = ({ request }: { request: ShuttleRequest }) => (
  <Flex vertical gap={2} align="start">
    <Tag color={shuttleStatusColors[request.status]}>{shuttleRequestStatusLabels[request.status]}</Tag>
    {request.status === 'quoted' && request.quote ? (
      isQuoteLapsed(request.quote) ? (
        <Typography.Text type="danger">报价已过期</Typography.Text>
      ) : (
        <Typography.Text type="secondary">有效期至 {request.quote.validUntil}</Typography.Text>
      )
    ) : null}
  </Flex>
);

/**
 * 班车定制: the enterprises' shuttle requests (company-line-apply-enterprise), waiting for a quote first (the
 * server's order), with a status filter; a row opens the request, where admin and 客服 quote or close it.
 */
const ShuttlesPage = () => {
  const [status, setStatus] = useState<StatusChoice>('all');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<ShuttleRequest | null>(null);
  const { cityName } = useCities();
  const query = { status, page };
  const list = useQuery({
    queryKey: shuttleListKey(query),
    queryFn: ({ signal }) => call(listShuttleRequests, { query: { ...(status === 'all' ? {} : { status }), page, pageSize: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
  const waiting = list.data?.waiting ?? 0;
  const shown = opened ? newer(list.data?.items.find((r) => r.requestId === opened.requestId), opened) : null;

  const statusChoices: { label: string; value: StatusChoice }[] = [
    { label: '全部', value: 'all' },
    ...ShuttleRequestStatus.options.map((s) => ({ label: s === 'submitted' && waiting > 0 ? `${shuttleRequestStatusLabels[s]}（${waiting}）` : shuttleRequestStatusLabels[s], value: s })),
  ];

  const columns: TableColumnsType<ShuttleRequest> = [
    { title: '企业', dataIndex: 'companyName', width: 160, render: (name: string) => <Typography.Text strong>{name}</Typography.Text> },
    {
      title: '联系人',
      key: 'contact',
      width: 120,
      render: (_: unknown, r) => (
        <Flex vertical gap={0}>
          <span>{r.contactName}</span>
          <Typography.Text type="secondary">{r.contactPhone}</Typography.Text>
        </Flex>
      ),
    },
    { title: '城市', dataIndex: 'cityId', width: 72, render: (cityId: number) => cityName(cityId) },
    { title: '人数', dataIndex: 'headcount', width: 72, align: 'right', render: (n: number) => `${n} 人` },
    { title: '站点', key: 'sites', render: (_: unknown, r) => sitesText(r.sites) },
    {
      title: '班次',
      key: 'shifts',
      width: 100,
      render: (_: unknown, r) => (r.shifts.length > 0 ? <Flex vertical gap={0}>{sortedShifts(r.shifts).map((shift) => <span key={`${shift.direction}-${shift.time}`}>{shiftText(shift)}</span>)}</Flex> : '—'),
    },
    {
      title: '运营日 / 开始日期',
      key: 'days',
      width: 130,
      render: (_: unknown, r) => (
        <Flex vertical gap={0}>
          <span>{weekdaysText(r.weekdays)}</span>
          <Typography.Text type="secondary">{r.startDate} 起</Typography.Text>
        </Flex>
      ),
    },
    { title: '备注', dataIndex: 'note', ellipsis: { showTitle: true }, render: (note: string) => note || '—' },
    { title: '状态', key: 'status', width: 120, render: (_: unknown, r) => <StatusCell request={r} /> },
    { title: '提交时间', dataIndex: 'createdAt', width: 100, render: (at: string) => shanghaiDateTime(at) },
    {
      title: '操作',
      key: 'actions',
      width: 64,
      render: (_: unknown, r) => (
        <Button
          type="link"
          size="small"
          onClick={(event) => {
            event.stopPropagation();
            setOpened(r);
          }}
        >
          详情
        </Button>
      ),
    },
  ];

  return (
    <SectionPage
      title="班车定制"
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} loading={list.isFetching}>
          刷新
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Segmented<StatusChoice>
          aria-label="需求状态"
          options={statusChoices}
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
          style={{ alignSelf: 'flex-start' }}
        />
        <Typography.Text type="secondary">
          企业提交的班车定制需求。报价后企业会收到短信，可在其需求进度页确认或婉拒；企业确认后，请联系企业开通线路。
        </Typography.Text>
        <Table<ShuttleRequest>
          rowKey="requestId"
          size="small"
          bordered
          loading={list.isFetching}
          columns={columns}
          dataSource={list.data?.items ?? []}
          scroll={{ x: 1200 }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
            hideOnSinglePage: true,
            showTotal: (total) => `共 ${total} 条`,
          }}
          locale={{ emptyText: status === 'all' ? '还没有班车定制需求' : `没有${shuttleRequestStatusLabels[status]}的需求` }}
          onRow={(r) => ({ onClick: () => setOpened(r), style: { cursor: 'pointer' } })}
        />
      </Flex>
      <RequestDrawer request={shown} cityName={cityName} onClose={() => setOpened(null)} onChanged={setOpened} />
    </SectionPage>
  );
};

export default ShuttlesPage;
