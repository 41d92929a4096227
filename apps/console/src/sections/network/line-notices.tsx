import { PlusOutlined } from '@ant-design/icons';
import { endLineNotice, listLineNotices, publishLineNotice, type LineNotice } from '@udian/contracts/endpoints/ops/network/line-notices';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Popconfirm, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { useOperator } from '../../app/use-operator';
import { shanghaiDateTime } from '../../lib/format';
import { noticesKey } from './network-keys';
import { PublishNoticeModal } from './publish-notice-modal';

const stateTags: Record<LineNotice['state'], { color: string; label: string }> = {
  upcoming: { color: 'blue', label: '未生效' },
  inForce: { color: 'green', label: '生效中' },
  ended: { color: 'default', label: '已结束' },
};

/** A line's adjustment notices; 调度 and 管理员 publish and end them. */
export const LineNotices = ({ lineId, lineLabel }: { lineId: string; lineLabel: string }) => {
  const me = useOperator();
  const canWrite = publishLineNotice.operatorRoles?.includes(me.role) ?? false;
  const client = useQueryClient();
  const [isPublishing, setPublishing] = useState(false);
  const notices = useQuery({ queryKey: noticesKey(lineId), queryFn: ({ signal }) => call(listLineNotices, { query: { lineId }, signal }) });
  const end = useMutation({
    mutationFn: (id: string) => call(endLineNotice, { body: { id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: noticesKey(lineId) }),
  });

  const columns: TableColumnsType<LineNotice> = [
    { title: '标题', dataIndex: 'title', width: 220 },
    { title: '内容', dataIndex: 'content', ellipsis: true },
    { title: '生效期', key: 'period', width: 210, render: (_, n) => `${n.effectiveFrom} 至 ${n.effectiveTo ?? '结束前一直显示'}` },
    { title: '状态', dataIndex: 'state', width: 80, render: (state: LineNotice['state']) => <Tag color={stateTags[state].color}>{stateTags[state].label}</Tag> },
    { title: '发布时间', dataIndex: 'publishedAt', width: 140, render: (at: string) => shanghaiDateTime(at) },
    ...(canWrite
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 100,
            render: (_: unknown, n: LineNotice) =>
              n.state === 'ended' ? null : (
                <Popconfirm title={`结束公告「${n.title}」？`} description="乘客端将不再显示这条公告。" okText="结束公告" cancelText="取消" onConfirm={() => end.mutate(n.id)}>
                  <Button type="link" size="small" danger loading={end.isPending && end.variables === n.id}>
                    结束公告
                  </Button>
                </Popconfirm>
              ),
          },
        ]
      : []),
  ];

  return (
    <Card
      title="线路调整公告"
      size="small"
      extra={
        canWrite ? (
          <Button type="primary" size="small" icon={<PlusOutlined />} onClick={() => setPublishing(true)}>
            发布公告
          </Button>
        ) : null
      }
    >
      <Table<LineNotice>
        rowKey="id"
        size="small"
        loading={notices.isPending}
        columns={columns}
        dataSource={notices.data?.notices ?? []}
        pagination={false}
        expandable={{ expandedRowRender: (n) => <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{n.content}</Typography.Paragraph> }}
        locale={{ emptyText: '暂无公告' }}
      />
      <PublishNoticeModal lineId={lineId} lineLabel={lineLabel} isOpen={isPublishing} onClose={() => setPublishing(false)} />
    </Card>
  );
};
