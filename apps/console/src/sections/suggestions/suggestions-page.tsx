import { ReloadOutlined } from '@ant-design/icons';
import { listSuggestions } from '@udian/contracts/endpoints/ops/feedback/suggestions';
import { SUGGESTION_CATEGORIES, suggestionCategoryLabels, type SuggestionCategory } from '@udian/contracts/feedback-rules';
import { SuggestionStatus, suggestionStatusLabels, type OpsSuggestion } from '@udian/contracts/schemas/feedback';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Flex, Segmented, Select, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { SectionPage } from '../../components/section-page';
import { shanghaiDateTime } from '../../lib/format';
import { SuggestionDrawer } from './suggestion-drawer';
import { suggestionListKey } from './suggestion-keys';
import { suggestionStatusColors } from './suggestion-text';

const PAGE_SIZE = 20;
type StatusChoice = SuggestionStatus | 'all';

const newer = (a: OpsSuggestion | undefined, b: OpsSuggestion | null): OpsSuggestion | null => {
  if (!a) return b;
  if (!b) return a;
  return a.updatedAt >= b.updatedAt ? a : b;
};

/**
 * 投诉建议 (decision 057): passengers' complaints and suggestions, open ones first, by state and category, or
 * only those assigned to me; a row opens one, where it is assigned, answered (the passenger reads the reply in
 * the app) and closed. Every write is in the audit log.
 */
const SuggestionsPage = () => {
  const [status, setStatus] = useState<StatusChoice>('pending');
  const [category, setCategory] = useState<SuggestionCategory | undefined>(undefined);
  const [isMine, setIsMine] = useState(false);
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<OpsSuggestion | null>(null);
  const query = { ...(status === 'all' ? {} : { status }), ...(category ? { category } : {}), ...(isMine ? { assignee: 'me' as const } : {}), page, pageSize: PAGE_SIZE };
  const list = useQuery({
    queryKey: suggestionListKey({ status, category, mine: isMine ? 1 : 0, page }),
    queryFn: ({ signal }) => call(listSuggestions, { query, signal }),
    placeholderData: keepPreviousData,
  });
  const shown = opened ? newer(list.data?.items.find((s) => s.suggestionId === opened.suggestionId), opened) : null;

  const columns: TableColumnsType<OpsSuggestion> = [
    { title: '类型', dataIndex: 'category', width: 110, render: (c: SuggestionCategory) => suggestionCategoryLabels[c] },
    { title: '内容', dataIndex: 'content', ellipsis: true },
    { title: '图片', key: 'photos', width: 64, align: 'right', render: (_: unknown, s) => (s.photos.length > 0 ? `${s.photos.length} 张` : '—') },
    { title: '乘客', dataIndex: 'passengerPhone', width: 130 },
    { title: '处理人', key: 'assignee', width: 110, render: (_: unknown, s) => s.assignee?.name ?? <Typography.Text type="secondary">未分派</Typography.Text> },
    { title: '状态', dataIndex: 'status', width: 90, render: (st: SuggestionStatus) => <Tag color={suggestionStatusColors[st]}>{suggestionStatusLabels[st]}</Tag> },
    { title: '提交时间', dataIndex: 'createdAt', width: 150, render: (at: string) => shanghaiDateTime(at) },
    {
      title: '操作',
      key: 'actions',
      width: 64,
      render: (_: unknown, s) => (
        <Button
          type="link"
          size="small"
          onClick={(event) => {
            event.stopPropagation();
            setOpened(s);
          }}
        >
          处理
        </Button>
      ),
    },
  ];

  return (
    <SectionPage
      title="投诉建议"
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} loading={list.isFetching}>
          刷新
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Flex gap={12} wrap align="center">
          <Segmented<StatusChoice>
            aria-label="处理状态"
            options={[
              ...SuggestionStatus.options.map((s) => ({ label: suggestionStatusLabels[s], value: s })),
              { label: '全部', value: 'all' as const },
            ]}
            value={status}
            onChange={(next) => {
              setStatus(next);
              setPage(1);
            }}
          />
          <Select<SuggestionCategory>
            aria-label="问题类型"
            allowClear
            placeholder="全部类型"
            style={{ width: 160 }}
            value={category}
            onChange={(next) => {
              setCategory(next);
              setPage(1);
            }}
            options={SUGGESTION_CATEGORIES.map((c) => ({ value: c, label: suggestionCategoryLabels[c] }))}
          />
          <Checkbox
            checked={isMine}
            onChange={(event) => {
              setIsMine(event.target.checked);
              setPage(1);
            }}
          >
            只看分派给我的
          </Checkbox>
          <Typography.Text type="secondary">未关闭 {list.data?.open ?? 0} 条</Typography.Text>
        </Flex>
        <Table<OpsSuggestion>
          rowKey="suggestionId"
          size="small"
          bordered
          loading={list.isFetching}
          columns={columns}
          dataSource={list.data?.items ?? []}
          scroll={{ x: 1000 }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
            hideOnSinglePage: true,
            showTotal: (total) => `共 ${total} 条`,
          }}
          locale={{ emptyText: status === 'all' ? '还没有投诉建议' : `没有${suggestionStatusLabels[status]}的投诉建议` }}
          onRow={(s) => ({ onClick: () => setOpened(s), style: { cursor: 'pointer' } })}
        />
      </Flex>
      <SuggestionDrawer suggestion={shown} onClose={() => setOpened(null)} onChanged={setOpened} />
    </SectionPage>
  );
};

export default SuggestionsPage;
