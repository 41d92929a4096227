import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { createVehicle, issueVehicleToken, listVehicles, revokeVehicleToken } from '@udian/contracts/endpoints/ops/fleet/vehicles';
import type { Vehicle } from '@udian/contracts/schemas/fleet';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { shanghaiDateTime } from '../../lib/format';
import { VEHICLES_KEY } from './fleet-keys';
import { useCanCall } from '../../app/use-can-call';
import { CreateVehicleModal, EditVehicleModal } from './vehicle-form-modal';
import { VehicleTokenModal, type IssuedToken } from './vehicle-token-modal';

/** 车辆: every vehicle, its line, its device token and its latest report; admins and dispatchers change them. */
export const VehiclesTab = () => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const canWrite = useCanCall(createVehicle);
  const vehicles = useQuery({ queryKey: VEHICLES_KEY, queryFn: ({ signal }) => call(listVehicles, { signal }) });
  const [isCreating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Vehicle | null>(null);
  const [issued, setIssued] = useState<IssuedToken | null>(null);
  const issue = useMutation({
    mutationFn: (id: string) => call(issueVehicleToken, { body: { id } }),
    onSuccess: ({ vehicle, token }) => {
      void client.invalidateQueries({ queryKey: VEHICLES_KEY });
      setIssued({ plate: vehicle.plate, token });
    },
  });
  const revoke = useMutation({
    mutationFn: (id: string) => call(revokeVehicleToken, { body: { id } }),
    onSuccess: ({ vehicle }) => {
      void client.invalidateQueries({ queryKey: VEHICLES_KEY });
      void message.success(`已吊销 ${vehicle.plate} 的设备令牌`);
    },
  });
  const lines = vehicles.data?.lines ?? [];

  const columns: TableColumnsType<Vehicle> = [
    { title: '车牌号', dataIndex: 'plate', width: 140, render: (plate: string) => <Typography.Text strong>{plate}</Typography.Text> },
    { title: '座位数', dataIndex: 'capacity', width: 80, align: 'right' },
    { title: '所属线路', key: 'line', render: (_, v) => (v.line ? `${v.line.code} ${v.line.name}` : <Typography.Text type="secondary">未指定</Typography.Text>) },
    {
      title: '设备令牌',
      key: 'token',
      width: 200,
      render: (_, v) => (v.hasToken ? <Tag color="success">已签发 {shanghaiDateTime(v.tokenIssuedAt)}</Tag> : <Tag>未签发</Tag>),
    },
    { title: '最近定位', dataIndex: 'lastPositionAt', width: 150, render: (at: string | null) => (at ? shanghaiDateTime(at) : <Typography.Text type="secondary">从未上报</Typography.Text>) },
    ...(canWrite
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 230,
            render: (_: unknown, v: Vehicle) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing(v)}>
                  编辑
                </Button>
                <Popconfirm
                  title={v.hasToken ? `重新签发 ${v.plate} 的设备令牌？` : `为 ${v.plate} 签发设备令牌？`}
                  description={v.hasToken ? '旧令牌将立即失效，车载设备须换用新令牌。' : '令牌只显示一次，请及时配置到车载设备。'}
                  okText="签发"
                  cancelText="取消"
                  onConfirm={() => issue.mutate(v.id)}
                >
                  <Button type="link" size="small">
                    {v.hasToken ? '重新签发' : '签发令牌'}
                  </Button>
                </Popconfirm>
                <Popconfirm
                  title={`吊销 ${v.plate} 的设备令牌？`}
                  description="吊销后该车设备上报的位置将被拒绝，直到重新签发。"
                  okText="吊销"
                  okButtonProps={{ danger: true }}
                  cancelText="取消"
                  onConfirm={() => revoke.mutate(v.id)}
                  disabled={!v.hasToken}
                >
                  <Button type="link" size="small" danger disabled={!v.hasToken}>
                    吊销令牌
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
      <Flex gap={8} justify="flex-end">
        <Button icon={<ReloadOutlined />} onClick={() => void vehicles.refetch()} loading={vehicles.isFetching}>
          刷新
        </Button>
        {canWrite ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            添加车辆
          </Button>
        ) : null}
      </Flex>
      <Table<Vehicle> rowKey="id" size="small" bordered loading={vehicles.isPending} columns={columns} dataSource={vehicles.data?.vehicles ?? []} pagination={{ pageSize: 50, hideOnSinglePage: true }} />
      <CreateVehicleModal isOpen={isCreating} lines={lines} onClose={() => setCreating(false)} />
      <EditVehicleModal vehicle={editing} lines={lines} onClose={() => setEditing(null)} />
      <VehicleTokenModal issued={issued} onClose={() => setIssued(null)} />
    </Flex>
  );
};
