import { DownloadOutlined, ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { OpsGroup } from '@udian/contracts/endpoints/ops/groups/groups';
import { importRoster, listRoster, type RosterRow } from '@udian/contracts/endpoints/ops/groups/schools';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { Button, Flex, Input, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { failureText } from '../../app/query-client';
import { useCanCall } from '../../app/use-can-call';
import { shanghaiDateTime } from '../../lib/format';
import { groupRosterKey } from './group-keys';
import { downloadRosterTemplate, ROSTER_INTRO, RosterImportDrawer } from './roster-import-drawer';

export type RosterQuery = { keyword: string; page: number; pageSize: number };

/** The tab opens on the first page, unfiltered; the group page counts the list from that same page. */
export const ROSTER_FIRST_QUERY: RosterQuery = { keyword: '', page: 1, pageSize: 20 };

/** A page of the school's student list; an empty keyword is left out. */
export const rosterQuery = (groupId: string, { keyword, page, pageSize }: RosterQuery) => {
  const query = { groupId, ...(keyword ? { keyword } : {}), page, pageSize };
  return queryOptions({
    queryKey: groupRosterKey(groupId, query),
    queryFn: ({ signal }) => call(listRoster, { query, signal }),
  });
};

const dash = (text: string) => text || '—';

const columns: TableColumnsType<RosterRow> = [
  { title: '学号', dataIndex: 'studentNo', width: 120 },
  { title: '姓名', dataIndex: 'name', width: 100 },
  { title: '班级', dataIndex: 'className', width: 110, render: dash },
  { title: '家长手机', dataIndex: 'guardianPhone', width: 130, render: dash },
  { title: '已登记', dataIndex: 'isRegistered', width: 90, render: (is: boolean) => (is ? <Tag color="success">已登记</Tag> : <Tag>未登记</Tag>) },
  { title: '更新时间', dataIndex: 'updatedAt', width: 160, render: (at: string) => shanghaiDateTime(at) },
];

/**
 * 学生名单: the students of the school's own records (imported as CSV). A guardian's registration whose student
 * number, name and phone match a row is approved at once; any other still waits for the school (学生).
 */
export const RosterTab = ({ group }: { group: OpsGroup }) => {
  const canImport = useCanCall(importRoster);
  const [keyword, setKeyword] = useState(ROSTER_FIRST_QUERY.keyword);
  const [paging, setPaging] = useState({ page: ROSTER_FIRST_QUERY.page, pageSize: ROSTER_FIRST_QUERY.pageSize });
  const [isImporting, setImporting] = useState(false);
  const roster = useQuery({ ...rosterQuery(group.groupId, { keyword, ...paging }), placeholderData: keepPreviousData, meta: { isErrorHandled: true } });

  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{ROSTER_INTRO}</Typography.Text>
      <Flex gap={8} justify="space-between" align="center" wrap>
        <Input.Search
          allowClear
          placeholder="学号、姓名或班级"
          style={{ width: 280 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPaging((p) => ({ ...p, page: 1 }));
          }}
        />
        <Flex gap={8} wrap>
          <Button icon={<ReloadOutlined />} onClick={() => void roster.refetch()} loading={roster.isFetching}>
            刷新
          </Button>
          <Button icon={<DownloadOutlined />} onClick={downloadRosterTemplate}>
            下载模板
          </Button>
          {canImport ? (
            <Button type="primary" icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              导入名单
            </Button>
          ) : null}
        </Flex>
      </Flex>
      {roster.isError ? (
        <Typography.Text type="danger" role="alert">
          {failureText(roster.error)}
        </Typography.Text>
      ) : null}
      <Table<RosterRow>
        rowKey="studentNo"
        size="small"
        bordered
        loading={roster.isFetching}
        columns={columns}
        dataSource={roster.data?.items ?? []}
        pagination={{
          current: paging.page,
          pageSize: paging.pageSize,
          total: roster.data?.total ?? 0,
          showTotal: (total) => <Typography.Text type="secondary">共 {total} 人</Typography.Text>,
          onChange: (page, pageSize) => setPaging({ page: pageSize === paging.pageSize ? page : 1, pageSize }),
        }}
        locale={{ emptyText: keyword ? '没有找到匹配的学生' : '名单为空，可导入名单' }}
      />
      {canImport ? <RosterImportDrawer group={group} isOpen={isImporting} onClose={() => setImporting(false)} /> : null}
    </Flex>
  );
};
