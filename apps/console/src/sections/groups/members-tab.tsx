import { ReloadOutlined } from '@ant-design/icons';
import { endGroupMembership, listGroupMembers, type OpsGroup, type OpsGroupMember } from '@udian/contracts/endpoints/ops/groups/groups';
import { membershipMethodLabels, type MembershipMethod } from '@udian/contracts/schemas/groups';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Popconfirm, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { shanghaiDateTime } from '../../lib/format';
import { GROUPS_KEY, groupMembersKey } from './group-keys';
import { useCanCall } from '../../app/use-can-call';

const PAGE_SIZE = 20;
const methodColors: Record<MembershipMethod, string> = { staffPhone: 'blue', email: 'cyan', inviteCode: 'geekblue', application: 'purple' };

/** 认证成员: passengers who proved membership by e-mail, invite code or an approved ride application (the staff list is its own tab); 解除 ends one. */
export const MembersTab = ({ group }: { group: OpsGroup }) => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const canEnd = useCanCall(endGroupMembership);
  const [page, setPage] = useState(1);
  const members = useQuery({
    queryKey: groupMembersKey(group.groupId, page),
    queryFn: ({ signal }) => call(listGroupMembers, { query: { groupId: group.groupId, page, pageSize: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
  const end = useMutation({
    mutationFn: (userId: string) => call(endGroupMembership, { body: { groupId: group.groupId, userId } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: GROUPS_KEY });
      void message.success('已解除认证');
    },
  });

  const columns: TableColumnsType<OpsGroupMember> = [
    { title: '手机号', dataIndex: 'phone', width: 140 },
    { title: '认证方式', dataIndex: 'method', width: 130, render: (method: MembershipMethod) => <Tag color={methodColors[method]}>{membershipMethodLabels[method]}</Tag> },
    { title: '企业邮箱', dataIndex: 'email', render: (email: string | null) => email ?? '—' },
    { title: '认证时间', dataIndex: 'since', width: 160, render: (at: string) => shanghaiDateTime(at) },
    ...(canEnd
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 80,
            render: (_: unknown, member: OpsGroupMember) => (
              <Popconfirm
                title={`解除 ${member.phone} 的认证？`}
                description="解除后该乘客不能再购买本单位的线路（已购车票不受影响），可重新认证。"
                okText="解除"
                okButtonProps={{ danger: true }}
                cancelText="取消"
                onConfirm={() => end.mutate(member.userId)}
              >
                <Button type="link" size="small" danger>
                  解除
                </Button>
              </Popconfirm>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} justify="space-between" align="center" wrap>
        <Typography.Text type="secondary">通过企业邮箱、邀请码认证或乘车申请获批的乘客；员工名单中的手机号无需认证，见“员工名单”。</Typography.Text>
        <Button icon={<ReloadOutlined />} onClick={() => void members.refetch()} loading={members.isFetching}>
          刷新
        </Button>
      </Flex>
      <Table<OpsGroupMember>
        rowKey="userId"
        size="small"
        bordered
        loading={members.isFetching}
        columns={columns}
        dataSource={members.data?.items ?? []}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: members.data?.total ?? 0, onChange: setPage, showSizeChanger: false, showTotal: (total) => `共 ${total} 人` }}
        locale={{ emptyText: '还没有认证成员' }}
      />
    </Flex>
  );
};
