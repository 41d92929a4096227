import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { listOperators, resetOperatorPassword } from '@udian/contracts/endpoints/ops/operators/operators';
import { operatorRoleLabels } from '@udian/contracts/operator-roles';
import type { Operator } from '@udian/contracts/schemas/operators';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { useOperator } from '../../app/use-operator';
import { SectionPage } from '../../components/section-page';
import { shanghaiDateTime } from '../../lib/format';
import { CreateOperatorModal } from './create-operator-modal';
import { EditOperatorModal } from './edit-operator-modal';
import { OneTimePasswordModal } from './one-time-password-modal';
import type { OneTimePassword } from './one-time-password-modal';
import { OperatorStatus } from './operator-status';
import { OPERATORS_KEY } from './operators-key';

const roleColors: Record<Operator['role'], string> = { admin: 'red', dispatcher: 'blue', service: 'blue', finance: 'blue', groupAdmin: 'purple' };

/** 运营账号 (admin): every account, create, edit, reset to a one-time password. */
const OperatorsPage = () => {
  const me = useOperator();
  const client = useQueryClient();
  const operators = useQuery({ queryKey: OPERATORS_KEY, queryFn: ({ signal }) => call(listOperators, { signal }) });
  const [isCreating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Operator | null>(null);
  const [shown, setShown] = useState<OneTimePassword | null>(null);
  const reset = useMutation({
    mutationFn: (id: string) => call(resetOperatorPassword, { body: { id } }),
    onSuccess: ({ operator, oneTimePassword }) => {
      void client.invalidateQueries({ queryKey: OPERATORS_KEY });
      setShown({ username: operator.username, password: oneTimePassword, reason: 'reset' });
    },
  });
  const now = Date.now();

  const columns: TableColumnsType<Operator> = [
    { title: '用户名', dataIndex: 'username', width: 160 },
    { title: '姓名', dataIndex: 'displayName', width: 140, render: (name: string) => name || '—' },
    { title: '角色', dataIndex: 'role', width: 110, render: (role: Operator['role']) => <Tag color={roleColors[role]}>{operatorRoleLabels[role]}</Tag> },
    { title: '所属单位', dataIndex: 'group', width: 160, render: (group: Operator['group']) => group?.name ?? '—' },
    { title: '状态', key: 'status', render: (_, operator) => <OperatorStatus operator={operator} now={now} /> },
    { title: '两步验证', dataIndex: 'isTotpOn', width: 100, render: (isOn: boolean) => (isOn ? <Tag color="success">已开启</Tag> : <Tag>未开启</Tag>) },
    { title: '创建时间', dataIndex: 'createdAt', width: 160, render: (at: string) => shanghaiDateTime(at) },
    {
      title: '操作',
      key: 'actions',
      width: 180,
      render: (_, operator) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(operator)}>
            编辑
          </Button>
          <Popconfirm
            title={`重置 ${operator.username} 的密码？`}
            description="将生成新的一次性密码，该账号的登录会话全部失效，两步验证关闭。"
            okText="重置"
            cancelText="取消"
            onConfirm={() => reset.mutate(operator.id)}
          >
            <Button type="link" size="small" disabled={operator.id === me.id}>
              重置密码
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <SectionPage
      title="运营账号"
      extra={
        <>
          <Button icon={<ReloadOutlined />} onClick={() => void operators.refetch()} loading={operators.isFetching}>
            刷新
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            新建账号
          </Button>
        </>
      }
    >
      <Table<Operator>
        rowKey="id"
        size="small"
        bordered
        loading={operators.isPending}
        columns={columns}
        dataSource={operators.data?.operators ?? []}
        pagination={false}
      />
      <CreateOperatorModal isOpen={isCreating} onClose={() => setCreating(false)} onCreated={setShown} />
      <EditOperatorModal operator={editing} onClose={() => setEditing(null)} />
      <OneTimePasswordModal shown={shown} onClose={() => setShown(null)} />
    </SectionPage>
  );
};

export default OperatorsPage;
