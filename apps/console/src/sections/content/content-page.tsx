import { ReloadOutlined } from '@ant-design/icons';
import { listContentPages } from '@udian/contracts/endpoints/ops/content/content-pages';
import type { ContentPageSummary } from '@udian/contracts/schemas/content';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { SectionPage } from '../../components/section-page';
import { shanghaiDateTime } from '../../lib/format';
import { ContentEditorDrawer } from './content-editor-drawer';
import { contentListKey } from './content-keys';

/**
 * 内容管理 (decision 058): the app's guides, notices, fee rules and campaign pages. A row opens the page's
 * editor: a draft with its live preview, publishing, and the history with rollback.
 */
const ContentPage = () => {
  const [opened, setOpened] = useState<ContentPageSummary | null>(null);
  const list = useQuery({ queryKey: contentListKey, queryFn: ({ signal }) => call(listContentPages, { signal }) });

  const columns: TableColumnsType<ContentPageSummary> = [
    { title: '页面', key: 'title', width: 220, render: (_: unknown, p) => <Typography.Text strong>{p.title}</Typography.Text> },
    { title: '分类', dataIndex: 'group', width: 120 },
    {
      title: '当前发布',
      key: 'published',
      width: 230,
      render: (_: unknown, p) =>
        p.published ? (
          <Flex vertical gap={0}>
            <span>版本 {p.published.number}</span>
            <Typography.Text type="secondary">
              {shanghaiDateTime(p.published.publishedAt)} · {p.published.publishedBy}
            </Typography.Text>
          </Flex>
        ) : (
          <Tag color="red">未发布</Tag>
        ),
    },
    { title: '摘要', key: 'excerpt', render: (_: unknown, p) => <Typography.Text type="secondary">{p.published?.excerpt ?? ''}</Typography.Text> },
    {
      title: '草稿',
      key: 'drafts',
      width: 170,
      render: (_: unknown, p) => (p.drafts > 0 ? <Tag color="gold">{`${p.drafts} 份草稿 · ${shanghaiDateTime(p.lastDraftAt)}`}</Tag> : <Typography.Text type="secondary">无</Typography.Text>),
    },
    {
      title: '操作',
      key: 'actions',
      width: 72,
      render: (_: unknown, p) => (
        <Button
          type="link"
          size="small"
          onClick={(event) => {
            event.stopPropagation();
            setOpened(p);
          }}
        >
          编辑
        </Button>
      ),
    },
  ];

  return (
    <SectionPage
      title="内容管理"
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} loading={list.isFetching}>
          刷新
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          乘客端的乘车指南、须知、计价规则和活动页面。编辑后先保存为草稿，预览无误再发布；发布后乘客下次打开页面即看到新版本，无需重新部署。每次发布都保留历史版本，可随时回滚。
        </Typography.Text>
        <Table<ContentPageSummary>
          rowKey="key"
          size="small"
          bordered
          loading={list.isFetching}
          columns={columns}
          dataSource={list.data?.items ?? []}
          pagination={false}
          scroll={{ x: 1000 }}
          onRow={(p) => ({ onClick: () => setOpened(p), style: { cursor: 'pointer' } })}
        />
      </Flex>
      <ContentEditorDrawer page={opened} onClose={() => setOpened(null)} />
    </SectionPage>
  );
};

export default ContentPage;
