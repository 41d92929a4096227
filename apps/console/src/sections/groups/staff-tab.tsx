import { DeleteOutlined, DownloadOutlined, ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import { importGroupStaff, listGroupStaff, removeGroupStaff, type OpsGroup, type StaffRow } from '@udian/contracts/endpoints/ops/groups/groups';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Input, Popconfirm, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { shanghaiDateTime } from '../../lib/format';
import { GROUPS_KEY, groupStaffKey } from './group-keys';
import { downloadStaffTemplate, StaffImportDrawer } from './staff-import-drawer';
import { useCanCall } from '../../app/use-can-call';

const columns: TableColumnsType<StaffRow> = [
  { title: '手机号', dataIndex: 'phone', width: 140 },
  { title: '姓名', dataIndex: 'name', width: 120, render: (name: string) => name || '—' },
  { title: '工号', dataIndex: 'employeeNo', width: 120, render: (no: string) => no || '—' },
  { title: '注册', dataIndex: 'hasAccount', width: 90, render: (has: boolean) => (has ? <Tag color="success">已注册</Tag> : <Tag>未注册</Tag>) },
  { title: '加入名单', dataIndex: 'addedAt', width: 160, render: (at: string) => shanghaiDateTime(at) },
  { title: '最近更新', dataIndex: 'updatedAt', width: 160, render: (at: string) => shanghaiDateTime(at) },
];

/** 员工名单: the phones whose accounts may buy the group's lines; import a CSV, remove the chosen. */
export const StaffTab = ({ group }: { group: OpsGroup }) => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const canImport = useCanCall(importGroupStaff);
  const canRemove = useCanCall(removeGroupStaff);
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const [selected, setSelected] = useState<string[]>([]);
  const [isImporting, setImporting] = useState(false);
  const query = { groupId: group.groupId, keyword, ...paging };
  const staff = useQuery({
    queryKey: groupStaffKey(group.groupId, query),
    queryFn: ({ signal }) => call(listGroupStaff, { query, signal }),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: (phones: string[]) => call(removeGroupStaff, { body: { groupId: group.groupId, phones } }),
    onSuccess: ({ removed }) => {
      setSelected([]);
      void client.invalidateQueries({ queryKey: GROUPS_KEY });
      void message.success(`已从名单移除 ${removed} 人`);
    },
  });

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} justify="space-between" align="center" wrap>
        <Input.Search
          allowClear
          placeholder="手机号、姓名或工号"
          style={{ width: 280 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPaging((p) => ({ ...p, page: 1 }));
          }}
        />
        <Flex gap={8} wrap>
          <Button icon={<ReloadOutlined />} onClick={() => void staff.refetch()} loading={staff.isFetching}>
            刷新
          </Button>
          <Button icon={<DownloadOutlined />} onClick={downloadStaffTemplate}>
            下载模板
          </Button>
          {canRemove ? (
            <Popconfirm
              title={`从名单移除所选的 ${selected.length} 人？`}
              description="移除后他们不能再购买本单位的线路（已购车票不受影响）。"
              okText="移除"
              okButtonProps={{ danger: true }}
              cancelText="取消"
              disabled={selected.length === 0}
              onConfirm={() => remove.mutate(selected)}
            >
              <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0} loading={remove.isPending}>
                移除所选{selected.length > 0 ? `（${selected.length}）` : ''}
              </Button>
            </Popconfirm>
          ) : null}
          {canImport ? (
            <Button type="primary" icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              导入 CSV
            </Button>
          ) : null}
        </Flex>
      </Flex>
      <Table<StaffRow>
        rowKey="phone"
        size="small"
        bordered
        loading={staff.isFetching}
        columns={columns}
        dataSource={staff.data?.items ?? []}
        rowSelection={canRemove ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)), preserveSelectedRowKeys: true } : undefined}
        pagination={{
          current: paging.page,
          pageSize: paging.pageSize,
          total: staff.data?.total ?? 0,
          showTotal: (total) => <Typography.Text type="secondary">共 {total} 人</Typography.Text>,
          onChange: (page, pageSize) => setPaging({ page: pageSize === paging.pageSize ? page : 1, pageSize }),
        }}
        locale={{ emptyText: keyword ? '没有找到匹配的员工' : '名单为空，可导入 CSV' }}
      />
      {canImport ? <StaffImportDrawer group={group} isOpen={isImporting} onClose={() => setImporting(false)} /> : null}
    </Flex>
  );
};
