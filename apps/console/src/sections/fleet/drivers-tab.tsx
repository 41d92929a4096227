import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { createDriver, listDrivers, updateDriver } from '@udian/contracts/endpoints/ops/fleet/drivers';
import type { Driver } from '@udian/contracts/schemas/fleet';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Popconfirm, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { shanghaiDateTime } from '../../lib/format';
import { CreateDriverModal, EditDriverModal } from './driver-form-modal';
import { DRIVERS_KEY, FLEET_KEY } from './fleet-keys';
import { useCanCall } from '../../app/use-can-call';

/** 司机: every driver; a deactivated one stays listed but can no longer be put on a departure. */
export const DriversTab = () => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const canWrite = useCanCall(createDriver);
  const drivers = useQuery({ queryKey: DRIVERS_KEY, queryFn: ({ signal }) => call(listDrivers, { signal }) });
  const [isCreating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Driver | null>(null);
  const setActive = useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) => call(updateDriver, { body: { id, isActive } }),
    onSuccess: ({ driver }) => {
      // The dispatch board's driver choices change too.
      void client.invalidateQueries({ queryKey: FLEET_KEY });
      void message.success(driver.isActive ? `已启用 ${driver.name}` : `已停用 ${driver.name}`);
    },
  });

  const columns: TableColumnsType<Driver> = [
    { title: '姓名', dataIndex: 'name', width: 120 },
    { title: '手机号', dataIndex: 'phone', width: 140 },
    { title: '驾驶证号', dataIndex: 'licenseNo', render: (no: string) => no || '—' },
    { title: '状态', dataIndex: 'isActive', width: 90, render: (isActive: boolean) => (isActive ? <Tag color="success">在岗</Tag> : <Tag>已停用</Tag>) },
    { title: '添加时间', dataIndex: 'createdAt', width: 150, render: (at: string) => shanghaiDateTime(at) },
    ...(canWrite
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 140,
            render: (_: unknown, d: Driver) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing(d)}>
                  编辑
                </Button>
                {d.isActive ? (
                  <Popconfirm
                    title={`停用司机 ${d.name}？`}
                    description="停用后不能再派班；已派的班次不受影响，请在派车页调整。"
                    okText="停用"
                    okButtonProps={{ danger: true }}
                    cancelText="取消"
                    onConfirm={() => setActive.mutate({ id: d.id, isActive: false })}
                  >
                    <Button type="link" size="small" danger>
                      停用
                    </Button>
                  </Popconfirm>
                ) : (
                  <Button type="link" size="small" onClick={() => setActive.mutate({ id: d.id, isActive: true })}>
                    启用
                  </Button>
                )}
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} justify="flex-end">
        <Button icon={<ReloadOutlined />} onClick={() => void drivers.refetch()} loading={drivers.isFetching}>
          刷新
        </Button>
        {canWrite ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            添加司机
          </Button>
        ) : null}
      </Flex>
      <Table<Driver> rowKey="id" size="small" bordered loading={drivers.isPending} columns={columns} dataSource={drivers.data?.drivers ?? []} pagination={{ pageSize: 50, hideOnSinglePage: true }} />
      <CreateDriverModal isOpen={isCreating} onClose={() => setCreating(false)} />
      <EditDriverModal driver={editing} onClose={() => setEditing(null)} />
    </Flex>
  );
};
