import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { OpsGroup } from '@udian/contracts/endpoints/ops/groups/groups';
import { listTerms, saveTerm } from '@udian/contracts/endpoints/ops/groups/schools';
import type { SchoolTerm } from '@udian/contracts/schemas/schools';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { failureText } from '../../app/query-client';
import { useCanCall } from '../../app/use-can-call';
import { shanghaiToday } from '../../lib/format';
import { groupTermsKey } from './group-keys';
import { TermFormModal } from './term-form-modal';
import { termDays, termPhase, termPhaseLabels } from './term-input';

/** Closed days listed in the table before the rest are counted ('等 N 天'). */
const CLOSED_DAYS_SHOWN = 6;

const ClosedDays = ({ days }: { days: string[] }) => {
  if (days.length === 0) return <Typography.Text type="secondary">无</Typography.Text>;
  const shown = days.slice(0, CLOSED_DAYS_SHOWN);
  return (
    <Flex gap={4} wrap>
      {shown.map((day) => (
        <Tag key={day}>{day}</Tag>
      ))}
      {days.length > shown.length ? <Typography.Text type="secondary">等 {days.length} 天</Typography.Text> : null}
    </Flex>
  );
};

/**
 * 学期: the school's terms, latest first (decision 049). A term pass holds each school day of a term still on
 * sale, less its closed days; the school's lines are kept on sale to the latest term's last day.
 */
export const TermsTab = ({ group }: { group: OpsGroup }) => {
  const canSave = useCanCall(saveTerm);
  const terms = useQuery({
    queryKey: groupTermsKey(group.groupId),
    queryFn: ({ signal }) => call(listTerms, { query: { groupId: group.groupId }, signal }),
    meta: { isErrorHandled: true },
  });
  const [editing, setEditing] = useState<{ term: SchoolTerm | null } | null>(null);
  const today = shanghaiToday();

  const columns: TableColumnsType<SchoolTerm> = [
    { title: '学期名称', dataIndex: 'name' },
    { title: '开始日期', dataIndex: 'startsOn', width: 110 },
    { title: '结束日期', dataIndex: 'endsOn', width: 110 },
    { title: '天数', key: 'days', width: 70, align: 'right', render: (_: unknown, t) => termDays(t.startsOn, t.endsOn) },
    { title: '停课日', dataIndex: 'closedDays', render: (days: string[]) => <ClosedDays days={days} /> },
    {
      title: '状态',
      key: 'phase',
      width: 80,
      render: (_: unknown, t) => {
        const phase = termPhaseLabels[termPhase(t, today)];
        return <Tag color={phase.color}>{phase.label}</Tag>;
      },
    },
    ...(canSave
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 70,
            render: (_: unknown, t: SchoolTerm) => (
              <Typography.Link onClick={() => setEditing({ term: t })} aria-label={`编辑 ${t.name}`}>
                编辑
              </Typography.Link>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} justify="space-between" align="center" wrap>
        <Typography.Text type="secondary">学期票包含学期内线路运营的每个上学日（不含法定节假日和停课日）。保存学期后，本校线路的班次开放售卖至最晚学期的最后一天。</Typography.Text>
        <Flex gap={8}>
          <Button icon={<ReloadOutlined />} onClick={() => void terms.refetch()} loading={terms.isFetching}>
            刷新
          </Button>
          {canSave ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ term: null })}>
              新增学期
            </Button>
          ) : null}
        </Flex>
      </Flex>
      {terms.isError ? <Typography.Text type="danger" role="alert">{failureText(terms.error)}</Typography.Text> : null}
      <Table<SchoolTerm>
        rowKey="termId"
        size="small"
        bordered
        loading={terms.isFetching}
        columns={columns}
        dataSource={terms.data?.items ?? []}
        pagination={false}
        locale={{ emptyText: '还没有学期，新增学期后家长才能购买学期票' }}
      />
      {canSave ? <TermFormModal group={group} isOpen={editing !== null} term={editing?.term ?? null} onClose={() => setEditing(null)} /> : null}
    </Flex>
  );
};
