import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { createGroup, listGroups, updateGroup, type OpsGroup } from '@udian/contracts/endpoints/ops/groups/groups';
import { groupKindLabels, type GroupKind } from '@udian/contracts/schemas/groups';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Flex, Input, Segmented, Space, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { Link } from '../../app/router';
import { SectionPage } from '../../components/section-page';
import { GroupFormDrawer } from './group-form-drawer';
import { groupListKey } from './group-keys';
import { SHOWN_KINDS } from './group-text';
import { useCanCall } from '../../app/use-can-call';
import { useCities } from '../../app/use-cities';

type KindChoice = GroupKind | 'all';

const kindChoices: { label: string; value: KindChoice }[] = [{ label: '全部', value: 'all' }, ...SHOWN_KINDS.map((kind) => ({ label: groupKindLabels[kind], value: kind }))];

/** The kind the list shows when only one is, and the kind a new group starts with when the list shows all. */
const FIRST_KIND: GroupKind = SHOWN_KINDS[0] ?? 'enterprise';

/** A count an enterprise has and a school does not (staff list, members by proof): '—' for a school. */
const enterpriseCount = (count: number, g: OpsGroup) => (g.kind === 'school' ? '—' : count);

/** 单位管理: the enterprises and schools, filtered by kind, searched by name, short name or initials; the admin creates and edits them. */
export const GroupsList = () => {
  const canCreate = useCanCall(createGroup);
  const canEdit = useCanCall(updateGroup);
  const { cities, cityName } = useCities();
  const [keyword, setKeyword] = useState('');
  const [kindChoice, setKindChoice] = useState<KindChoice>('all');
  const isKindShown = SHOWN_KINDS.length > 1;
  const kind = isKindShown ? (kindChoice === 'all' ? undefined : kindChoice) : FIRST_KIND;
  const query = { kind, keyword: keyword || undefined };
  const groups = useQuery({
    queryKey: groupListKey(query),
    queryFn: ({ signal }) => call(listGroups, { query, signal }),
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<{ group: OpsGroup | null } | null>(null);

  const columns: TableColumnsType<OpsGroup> = [
    { title: '名称', dataIndex: 'name', render: (name: string, g) => <Link to={`/groups/${g.groupId}`}>{name}</Link> },
    ...(isKindShown ? [{ title: '类型', dataIndex: 'kind', width: 70, render: (kind: GroupKind) => groupKindLabels[kind] }] : []),
    { title: '简称', dataIndex: 'shortName', width: 90, render: (short: string) => short || '—' },
    { title: '拼音首字母', dataIndex: 'initials', width: 100 },
    { title: '城市', dataIndex: 'cityId', width: 70, render: (cityId: number) => cityName(cityId) },
    { title: '员工数', dataIndex: 'staffCount', width: 70, align: 'right', render: enterpriseCount },
    { title: '成员数', dataIndex: 'memberCount', width: 70, align: 'right', render: enterpriseCount },
    { title: '线路数', dataIndex: 'lineCount', width: 70, align: 'right' },
    {
      title: '邮箱域名',
      dataIndex: 'emailDomains',
      width: 170,
      render: (domains: string[]) => (domains.length > 0 ? <Flex gap={4} wrap>{domains.map((d) => <Tag key={d}>{d}</Tag>)}</Flex> : '—'),
    },
    { title: '邀请码', dataIndex: 'inviteCode', width: 125, render: (code: string | null) => (code ? <Typography.Text code copyable>{code}</Typography.Text> : <Typography.Text type="secondary">未发放</Typography.Text>) },
    {
      title: '联系人',
      key: 'contact',
      width: 165,
      render: (_: unknown, g) => (g.contactName || g.contactPhone ? [g.contactName, g.contactPhone].filter(Boolean).join(' ') : '—'),
    },
    {
      title: '操作',
      key: 'actions',
      width: canEdit ? 100 : 60,
      fixed: 'right' as const,
      render: (_: unknown, g: OpsGroup) => (
        <Space size={12}>
          <Link to={`/groups/${g.groupId}`}>查看</Link>
          {canEdit ? <Typography.Link onClick={() => setEditing({ group: g })}>编辑</Typography.Link> : null}
        </Space>
      ),
    },
  ];

  return (
    <SectionPage
      title="单位管理"
      extra={
        <>
          {isKindShown ? <Segmented<KindChoice> aria-label="单位类型" options={kindChoices} value={kindChoice} onChange={setKindChoice} /> : null}
          <Input.Search allowClear placeholder="名称、简称或拼音首字母" style={{ width: 260 }} onSearch={(value) => setKeyword(value.trim())} />
          <Button icon={<ReloadOutlined />} onClick={() => void groups.refetch()} loading={groups.isFetching}>
            刷新
          </Button>
          {canCreate ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ group: null })}>
              新建单位
            </Button>
          ) : null}
        </>
      }
    >
      <Table<OpsGroup>
        rowKey="groupId"
        size="small"
        bordered
        loading={groups.isFetching}
        columns={columns}
        dataSource={groups.data?.items ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: keyword ? '没有找到匹配的单位' : '还没有单位' }}
      />
      {canCreate || canEdit ? (
        <GroupFormDrawer isOpen={editing !== null} group={editing?.group ?? null} kind={kind ?? FIRST_KIND} cities={cities} cityName={cityName} onClose={() => setEditing(null)} />
      ) : null}
    </SectionPage>
  );
};
