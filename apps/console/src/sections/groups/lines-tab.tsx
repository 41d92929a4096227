import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { listGroupLines, setLineGroup, type OpsGroup, type OpsGroupLine } from '@udian/contracts/endpoints/ops/groups/groups';
import type { GroupPayer } from '@udian/contracts/schemas/groups';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { yuan } from '../../lib/format';
import { GROUPS_KEY, groupLinesKey } from './group-keys';
import { memberPriceText, payerLabel } from './group-text';
import { LineTermsModal } from './line-terms-modal';
import { useCanCall } from '../../app/use-can-call';

/** 线路: the lines kept for the group's members, who pays on each and what a member pays; the admin adds, changes and removes them. */
export const LinesTab = ({ group }: { group: OpsGroup }) => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const canSet = useCanCall(setLineGroup);
  const lines = useQuery({ queryKey: groupLinesKey(group.groupId), queryFn: ({ signal }) => call(listGroupLines, { query: { groupId: group.groupId }, signal }) });
  const [editing, setEditing] = useState<{ line: OpsGroupLine | null } | null>(null);
  const release = useMutation({
    mutationFn: (lineId: string) => call(setLineGroup, { body: { lineId, groupId: null } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: GROUPS_KEY });
      void message.success('已移出，该线路对所有乘客开放');
    },
  });
  const kept = lines.data?.items ?? [];

  const columns: TableColumnsType<OpsGroupLine> = [
    { title: '线路', key: 'code', width: 100, render: (_: unknown, l) => l.line.lineCode },
    { title: '名称', key: 'name', render: (_: unknown, l) => l.line.lineName },
    { title: '起终点', key: 'ends', render: (_: unknown, l) => `${l.line.startStationName} → ${l.line.endStationName}` },
    { title: '首班', key: 'first', width: 70, render: (_: unknown, l) => l.line.firstDepartureTime ?? '—' },
    { title: '线路票价（元）', key: 'fare', width: 120, align: 'right', render: (_: unknown, l) => yuan(l.line.priceCents) },
    {
      title: '付款方',
      dataIndex: 'payer',
      width: 100,
      render: (payer: GroupPayer) => <Tag color={payer === 'group' ? 'blue' : 'default'}>{payerLabel(payer, group.kind)}</Tag>,
    },
    { title: '员工票价', key: 'member', width: 120, align: 'right', render: (_: unknown, l) => memberPriceText(l.payer, l.memberPriceCents, l.line.priceCents) },
    {
      title: `${group.kind === 'school' ? '学校' : '企业'}每张承担（元）`,
      key: 'groupShare',
      width: 150,
      align: 'right',
      render: (_: unknown, l) => (l.payer === 'group' ? yuan(Math.max(0, l.line.priceCents - l.memberPriceCents)) : '—'),
    },
    ...(canSet
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 130,
            render: (_: unknown, l: OpsGroupLine) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing({ line: l })}>
                  修改
                </Button>
                <Popconfirm
                  title={`把 ${l.line.lineCode} 移出本单位？`}
                  description="移出后该线路对所有乘客开放，按线路票价自行支付。"
                  okText="移出"
                  okButtonProps={{ danger: true }}
                  cancelText="取消"
                  onConfirm={() => release.mutate(l.line.lineId)}
                >
                  <Button type="link" size="small" danger>
                    移出
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} justify="space-between" align="center" wrap>
        <Typography.Text type="secondary">这些线路只有本单位的成员（员工名单中的手机号或认证成员）可以购买。</Typography.Text>
        <Flex gap={8}>
          <Button icon={<ReloadOutlined />} onClick={() => void lines.refetch()} loading={lines.isFetching}>
            刷新
          </Button>
          {canSet ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ line: null })}>
              添加线路
            </Button>
          ) : null}
        </Flex>
      </Flex>
      <Table<OpsGroupLine>
        rowKey={(l) => l.line.lineId}
        size="small"
        bordered
        loading={lines.isPending}
        columns={columns}
        dataSource={kept}
        pagination={false}
        locale={{ emptyText: '还没有线路' }}
      />
      {canSet ? <LineTermsModal group={group} editing={editing?.line ?? null} isOpen={editing !== null} kept={kept} onClose={() => setEditing(null)} /> : null}
    </Flex>
  );
};
