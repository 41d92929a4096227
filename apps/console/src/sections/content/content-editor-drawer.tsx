import { contentPageDetail, discardContentDraft, publishContentDraft, rollbackContentPage, saveContentDraft } from '@udian/contracts/endpoints/ops/content/content-pages';
import { contentVersionStatusLabels, type ContentVersion } from '@udian/contracts/schemas/content';
import { CONTENT_MARKDOWN_MAX } from '@udian/contracts/content-pages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Flex, Input, Popconfirm, Table, Tabs, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { call } from '../../api/client';
import { useCanCall } from '../../app/use-can-call';
import { shanghaiDateTime } from '../../lib/format';
import { CONTENT_PAGES_KEY, contentDetailKey } from './content-keys';
import { MarkdownPreview } from './markdown-preview';

type Props = { page: { key: string; title: string } | null; onClose: () => void };

const statusColors: Record<ContentVersion['status'], string> = { draft: 'gold', published: 'green', superseded: 'default' };
const sourceLabels: Record<ContentVersion['source'], string> = { seed: '初始版本', edit: '编辑', rollback: '回滚' };

/** The draft the editor works on: the newest open draft, else a new one starting from the published text. */
const startingPoint = (versions: readonly ContentVersion[]): { draft: ContentVersion | null; text: string } => {
  const draft = versions.find((v) => v.status === 'draft') ?? null;
  if (draft) return { draft, text: draft.markdown };
  return { draft: null, text: versions.find((v) => v.status === 'published')?.markdown ?? '' };
};

/**
 * One content page: the Markdown editor with the app's rendering beside it, saving a draft (a draft changed by
 * someone else meanwhile is not overwritten), publishing it, and the history of versions with who and when,
 * where an earlier version is published again as a new one.
 */
export const ContentEditorDrawer = ({ page, onClose }: Props) => {
  const key = page?.key ?? '';
  const client = useQueryClient();
  const { message } = App.useApp();
  const canEdit = useCanCall(saveContentDraft);
  const detail = useQuery({
    queryKey: contentDetailKey(key),
    queryFn: ({ signal }) => call(contentPageDetail, { query: { key: key as never }, signal }),
    enabled: page !== null,
    staleTime: 0,
  });
  const [draft, setDraft] = useState<ContentVersion | null>(null);
  const [text, setText] = useState('');
  const [loadedFor, setLoadedFor] = useState<string | null>(null);

  // The editor starts from the server's versions once per opening; saving keeps the operator's text.
  useEffect(() => {
    if (!page) {
      setLoadedFor(null);
      return;
    }
    if (detail.data && detail.data.key === page.key && loadedFor !== page.key) {
      const start = startingPoint(detail.data.versions);
      setDraft(start.draft);
      setText(start.text);
      setLoadedFor(page.key);
    }
  }, [page, detail.data, loadedFor]);

  const refresh = () => client.invalidateQueries({ queryKey: CONTENT_PAGES_KEY });
  const reload = async () => {
    setLoadedFor(null);
    await refresh();
  };
  const isDirty = text !== (draft?.markdown ?? startingPoint(detail.data?.versions ?? []).text) || draft === null;

  const save = useMutation({
    mutationFn: () =>
      call(saveContentDraft, {
        body: { key: key as never, markdown: text, ...(draft ? { versionId: draft.versionId, expectedUpdatedAt: draft.updatedAt } : {}) },
      }),
    onSuccess: ({ version }) => {
      setDraft(version);
      void message.success(`草稿已保存（版本 ${version.number}）`);
    },
    onSettled: refresh,
  });
  const publish = useMutation({
    mutationFn: async () => {
      // What is on screen is what goes out: unsaved text is saved first.
      const saved = isDirty ? (await save.mutateAsync()).version : draft!;
      return call(publishContentDraft, { body: { key: key as never, versionId: saved.versionId } });
    },
    onSuccess: ({ version }) => {
      setDraft(null);
      void message.success(`已发布版本 ${version.number}，乘客打开页面即看到新内容`);
    },
    onSettled: reload,
  });
  const discard = useMutation({
    mutationFn: (versionId: string) => call(discardContentDraft, { body: { key: key as never, versionId } }),
    onSuccess: () => void message.success('草稿已删除'),
    onSettled: reload,
  });
  const rollback = useMutation({
    mutationFn: (versionId: string) => call(rollbackContentPage, { body: { key: key as never, versionId } }),
    onSuccess: ({ version }) => void message.success(`已回滚到版本 ${version.restoredFrom}，发布为版本 ${version.number}`),
    onSettled: reload,
  });

  const columns: TableColumnsType<ContentVersion> = [
    { title: '版本', dataIndex: 'number', width: 64, render: (n: number) => `版本 ${n}` },
    { title: '状态', key: 'status', width: 90, render: (_: unknown, v) => <Tag color={statusColors[v.status]}>{contentVersionStatusLabels[v.status]}</Tag> },
    { title: '来源', key: 'source', width: 110, render: (_: unknown, v) => (v.source === 'rollback' ? `回滚自版本 ${v.restoredFrom}` : sourceLabels[v.source]) },
    { title: '编写', key: 'created', width: 190, render: (_: unknown, v) => `${v.createdBy} · ${shanghaiDateTime(v.createdAt)}${v.updatedAt !== v.createdAt ? `（${v.updatedBy} 修改于 ${shanghaiDateTime(v.updatedAt)}）` : ''}` },
    { title: '发布', key: 'published', width: 170, render: (_: unknown, v) => (v.publishedAt ? `${v.publishedBy} · ${shanghaiDateTime(v.publishedAt)}` : '未发布') },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      render: (_: unknown, v) => (
        <Flex gap={4}>
          {v.status === 'superseded' && canEdit ? (
            <Popconfirm title={`回滚到版本 ${v.number}？`} description="该版本的内容将作为新版本发布，乘客立即看到。" okText="回滚" cancelText="取消" onConfirm={() => rollback.mutate(v.versionId)}>
              <Button size="small" type="link" loading={rollback.isPending && rollback.variables === v.versionId}>
                回滚到此版本
              </Button>
            </Popconfirm>
          ) : null}
          {v.status === 'draft' && canEdit && v.versionId !== draft?.versionId ? (
            <Button
              size="small"
              type="link"
              onClick={() => {
                setDraft(v);
                setText(v.markdown);
              }}
            >
              编辑此草稿
            </Button>
          ) : null}
        </Flex>
      ),
    },
  ];

  const versions = detail.data?.versions ?? [];
  const published = versions.find((v) => v.status === 'published');

  return (
    <Drawer open={page !== null} onClose={onClose} size={1180} title={page ? `编辑「${page.title}」` : ''} destroyOnHidden>
      <Tabs
        items={[
          {
            key: 'edit',
            label: '编辑与预览',
            children: (
              <Flex vertical gap={12}>
                <Typography.Text type="secondary">
                  {published ? `乘客正在看到版本 ${published.number}（${published.publishedBy} 发布于 ${shanghaiDateTime(published.publishedAt)}）。` : '该页面还没有发布的版本。'}
                  {draft ? `正在编辑草稿版本 ${draft.number}，最后由 ${draft.updatedBy} 保存于 ${shanghaiDateTime(draft.updatedAt)}。` : '保存后生成新的草稿。'}
                </Typography.Text>
                {save.isError ? <Alert type="error" showIcon title="草稿没有保存，请按提示处理后再试" role="alert" action={<Button size="small" onClick={() => void reload()}>刷新</Button>} /> : null}
                <Flex gap={16} align="flex-start">
                  <Flex vertical gap={4} style={{ flex: 1, minWidth: 0 }}>
                    <label htmlFor="content-markdown">
                      <Typography.Text strong>页面内容（Markdown）</Typography.Text>
                    </label>
                    <Input.TextArea
                      id="content-markdown"
                      value={text}
                      onChange={(event) => setText(event.target.value)}
                      autoSize={{ minRows: 24, maxRows: 40 }}
                      maxLength={CONTENT_MARKDOWN_MAX}
                      showCount
                      readOnly={!canEdit}
                      style={{ fontFamily: 'monospace' }}
                    />
                    <Typography.Text type="secondary">
                      支持：## 标题、- 列表、1. 编号、**加粗**、[链接](/udianbus/buy-rule.html)、&gt; 提示、| 表格 |；HTML 标签按原文显示。
                    </Typography.Text>
                  </Flex>
                  <Flex vertical gap={4} style={{ width: 377, flex: 'none' }}>
                    <Typography.Text strong>手机预览</Typography.Text>
                    <MarkdownPreview markdown={text} />
                  </Flex>
                </Flex>
                {canEdit ? (
                  <Flex gap={8}>
                    <Button onClick={() => save.mutate()} loading={save.isPending && !publish.isPending} disabled={!isDirty || text.trim() === ''}>
                      保存草稿
                    </Button>
                    <Popconfirm title="发布这一版？" description="发布后乘客打开页面即看到新内容，当前版本转为历史版本。" okText="发布" cancelText="取消" onConfirm={() => publish.mutate()}>
                      <Button type="primary" loading={publish.isPending} disabled={text.trim() === ''}>
                        发布
                      </Button>
                    </Popconfirm>
                    {draft ? (
                      <Popconfirm title="删除这份草稿？" okText="删除" cancelText="取消" okButtonProps={{ danger: true }} onConfirm={() => discard.mutate(draft.versionId)}>
                        <Button danger loading={discard.isPending}>
                          删除草稿
                        </Button>
                      </Popconfirm>
                    ) : null}
                  </Flex>
                ) : (
                  <Typography.Text type="secondary">你的角色可以查看，不能编辑或发布（需管理员或客服）。</Typography.Text>
                )}
              </Flex>
            ),
          },
          {
            key: 'history',
            label: `版本历史（${versions.length}）`,
            children: <Table<ContentVersion> rowKey="versionId" size="small" bordered loading={detail.isFetching} columns={columns} dataSource={versions} pagination={{ pageSize: 20, hideOnSinglePage: true }} />,
          },
        ]}
      />
    </Drawer>
  );
};
