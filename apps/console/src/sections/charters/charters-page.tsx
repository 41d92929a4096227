import { ReloadOutlined } from '@ant-design/icons';
import { listStudentCharters } from '@udian/contracts/endpoints/ops/charters/student-charters';
import { CharterStatus, charterStatusLabels, type StudentCharter } from '@udian/contracts/schemas/charters';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Flex, Segmented, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { SectionPage } from '../../components/section-page';
import { shanghaiDateTime, yuan } from '../../lib/format';
import { CharterDrawer } from './charter-drawer';
import { charterListKey } from './charter-keys';
import { charterStatusColors, charterTimesText, charterVehiclesText } from './charter-text';

const PAGE_SIZE = 20;

type StatusChoice = CharterStatus | 'all';

/** The newer of two views of one request (the list may still hold the one from before a decision). */
const newer = (a: StudentCharter | undefined, b: StudentCharter | null): StudentCharter | null => {
  if (!a) return b;
  if (!b) return a;
  return a.updatedAt >= b.updatedAt ? a : b;
};

/**
 * 学生包车: the student charter requests (stcharter-fee-detail), those waiting first and then by the day they
 * run (the server's order), with a status filter; a row opens the request, where the operator confirms it (at
 * the rules' fee, or another with a reason) or declines it.
 */
const ChartersPage = () => {
  const [status, setStatus] = useState<StatusChoice>('pending');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<StudentCharter | null>(null);
  const list = useQuery({
    queryKey: charterListKey({ status, page }),
    queryFn: ({ signal }) => call(listStudentCharters, { query: { ...(status === 'all' ? {} : { status }), page, pageSize: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
  const pending = list.data?.pending ?? 0;
  const shown = opened ? newer(list.data?.items.find((c) => c.requestId === opened.requestId), opened) : null;

  const statusChoices: { label: string; value: StatusChoice }[] = [
    ...CharterStatus.options.map((s) => ({ label: s === 'pending' && pending > 0 ? `${charterStatusLabels[s]}（${pending}）` : charterStatusLabels[s], value: s })),
    { label: '全部', value: 'all' },
  ];

  const columns: TableColumnsType<StudentCharter> = [
    { title: '学校', key: 'school', width: 170, render: (_: unknown, c) => <Typography.Text strong>{c.school.name}</Typography.Text> },
    {
      title: '用车',
      key: 'day',
      width: 170,
      render: (_: unknown, c) => (
        <Flex vertical gap={0}>
          <span>{c.serviceDate}</span>
          <Typography.Text type="secondary">{charterTimesText(c)}</Typography.Text>
        </Flex>
      ),
    },
    { title: '路线', key: 'route', render: (_: unknown, c) => `${c.origin.name} → ${c.destination.name}` },
    { title: '人数', dataIndex: 'headcount', width: 72, align: 'right', render: (n: number) => `${n} 人` },
    { title: '车辆', key: 'vehicles', width: 150, render: (_: unknown, c) => charterVehiclesText(c) },
    { title: '费用', dataIndex: 'feeCents', width: 100, align: 'right', render: (cents: number) => `¥${yuan(cents)}` },
    {
      title: '联系人',
      key: 'contact',
      width: 120,
      render: (_: unknown, c) => (
        <Flex vertical gap={0}>
          <span>{c.contactName}</span>
          <Typography.Text type="secondary">{c.contactPhone}</Typography.Text>
        </Flex>
      ),
    },
    { title: '状态', key: 'status', width: 90, render: (_: unknown, c) => <Tag color={charterStatusColors[c.status]}>{charterStatusLabels[c.status]}</Tag> },
    { title: '提交时间', dataIndex: 'createdAt', width: 100, render: (at: string) => shanghaiDateTime(at) },
    {
      title: '操作',
      key: 'actions',
      width: 64,
      render: (_: unknown, c) => (
        <Button
          type="link"
          size="small"
          onClick={(event) => {
            event.stopPropagation();
            setOpened(c);
          }}
        >
          详情
        </Button>
      ),
    },
  ];

  return (
    <SectionPage
      title="学生包车"
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} loading={list.isFetching}>
          刷新
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Segmented<StatusChoice>
          aria-label="申请状态"
          options={statusChoices}
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
          style={{ alignSelf: 'flex-start' }}
        />
        <Typography.Text type="secondary">
          学校与家长提交的学生包车申请，费用按收费标准计算。确认（可调整费用并写明原因）或婉拒后，联系人会收到短信；确认后请联系对方签订包车协议并结算。
        </Typography.Text>
        <Table<StudentCharter>
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
          locale={{ emptyText: status === 'all' ? '还没有学生包车申请' : `没有${charterStatusLabels[status]}的申请` }}
          onRow={(c) => ({ onClick: () => setOpened(c), style: { cursor: 'pointer' } })}
        />
      </Flex>
      <CharterDrawer charter={shown} onClose={() => setOpened(null)} onChanged={setOpened} />
    </SectionPage>
  );
};

export default ChartersPage;
