import { ArrowLeftOutlined, EditOutlined, ReloadOutlined } from '@ant-design/icons';
import { listRideApplications } from '@udian/contracts/endpoints/ops/groups/applications';
import { groupStatement, listGroups, updateGroup, type OpsGroup } from '@udian/contracts/endpoints/ops/groups/groups';
import { listRoster, listStudents, listTerms } from '@udian/contracts/endpoints/ops/groups/schools';
import { groupKindLabels } from '@udian/contracts/schemas/groups';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Descriptions, Flex, Result, Skeleton, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { failureText } from '../../app/query-client';
import { navigate, useLocation } from '../../app/router';
import { SectionPage } from '../../components/section-page';
import { shanghaiDateTime } from '../../lib/format';
import { applicationsQuery, ApplicationsTab } from './applications-tab';
import { GroupFormDrawer } from './group-form-drawer';
import { groupListKey } from './group-keys';
import { LinesTab } from './lines-tab';
import { MembersTab } from './members-tab';
import { ROSTER_FIRST_QUERY, rosterQuery, RosterTab } from './roster-tab';
import { StaffTab } from './staff-tab';
import { StatementTab } from './statement-tab';
import { STUDENTS_FIRST_CHOICE, studentsQuery, StudentsTab } from './students-tab';
import { TermsTab } from './terms-tab';
import { useCanCall } from '../../app/use-can-call';
import { useCities } from '../../app/use-cities';

const back = () => (window.history.length > 1 ? window.history.back() : navigate('/groups'));

/** What an enterprise's summary shows and a school's leaves out: members prove themselves by staff list, e-mail or invite code. */
const enterpriseItems = (group: OpsGroup) => [
  { key: 'domains', label: '邮箱域名', children: group.emailDomains.length > 0 ? group.emailDomains.map((d) => <Tag key={d}>{d}</Tag>) : '未开通邮箱认证' },
  { key: 'invite', label: '邀请码', children: group.inviteCode ? <Typography.Text code copyable>{group.inviteCode}</Typography.Text> : '未发放' },
];

const Summary = ({ group, cityName }: { group: OpsGroup; cityName: string | null }) => (
  <Descriptions
    size="small"
    bordered
    column={{ xs: 1, md: 2, xl: 3 }}
    style={{ marginBottom: 16 }}
    items={[
      { key: 'kind', label: '类型', children: groupKindLabels[group.kind] },
      { key: 'short', label: '简称', children: group.shortName || '—' },
      { key: 'initials', label: '拼音首字母', children: group.initials },
      ...(cityName ? [{ key: 'city', label: '城市', children: cityName }] : []),
      { key: 'created', label: '创建时间', children: shanghaiDateTime(group.createdAt) },
      ...(group.kind === 'school' ? [] : enterpriseItems(group)),
      { key: 'contact', label: '联系人', children: [group.contactName, group.contactPhone].filter(Boolean).join(' ') || '—' },
      group.kind === 'school'
        ? { key: 'counts', label: '线路', children: `${group.lineCount} 条` }
        : { key: 'counts', label: '员工 / 认证成员 / 线路', children: `${group.staffCount} 人 / ${group.memberCount} 人 / ${group.lineCount} 条` },
    ]}
  />
);

/** A tab's name with the count of those waiting for a decision (none: no count): 乘车申请, 学生. */
const PendingLabel = ({ text, pending, unit }: { text: string; pending: number; unit: string }) => (
  <Flex gap={6} align="center">
    {text}
    <Badge count={pending} size="small" title={`${pending} ${unit}待审核`} />
  </Flex>
);

/**
 * One group: its summary and its tabs (?tab=). An enterprise: 员工名单, 认证成员, 乘车申请 (with the pending count),
 * 线路 and 对账单. A school (decision 049): 学生 (with the pending count), 学生名单 (with its count), 学期, 线路 and
 * 对账单; its guardians become members through approved students, so the staff list, members and ride
 * applications are not a school's.
 * What a role may not call is not shown. A group administrator lands here for their own group, without the way
 * back to the list.
 */
export const GroupDetail = ({ groupId, isOwnOnly }: { groupId: string; isOwnOnly: boolean }) => {
  const { search } = useLocation();
  const canEdit = useCanCall(updateGroup);
  const canSeeStatement = useCanCall(groupStatement);
  const canSeeApplications = useCanCall(listRideApplications);
  const canSeeStudents = useCanCall(listStudents);
  const canSeeTerms = useCanCall(listTerms);
  const canSeeRoster = useCanCall(listRoster);
  const { cities, cityName, isKnown } = useCities();
  const [isEditing, setEditing] = useState(false);
  const groups = useQuery({
    queryKey: groupListKey({}),
    queryFn: ({ signal }) => call(listGroups, { query: {}, signal }),
    meta: { isErrorHandled: true },
  });
  const group = groups.data?.items.find((g) => g.groupId === groupId);
  // The first page of all applications also counts the pending ones, for the tab's label (the tab shares the answer).
  const isSchool = group?.kind === 'school';
  const applications = useQuery({ ...applicationsQuery(groupId, 'all', 1), enabled: canSeeApplications && group !== undefined && !isSchool, meta: { isErrorHandled: true } });
  // A school's students tab opens on the pending; its first page also counts them, for the tab's label.
  const students = useQuery({ ...studentsQuery(groupId, STUDENTS_FIRST_CHOICE, 1), enabled: canSeeStudents && isSchool, meta: { isErrorHandled: true } });
  // Its student list's first page counts the list, for the tab's label (the tab shares the answer).
  const roster = useQuery({ ...rosterQuery(groupId, ROSTER_FIRST_QUERY), enabled: canSeeRoster && isSchool, meta: { isErrorHandled: true } });

  const extra = (
    <>
      {isOwnOnly ? null : (
        <Button icon={<ArrowLeftOutlined />} onClick={back}>
          返回
        </Button>
      )}
      <Button icon={<ReloadOutlined />} onClick={() => void groups.refetch()} loading={groups.isFetching}>
        刷新
      </Button>
      {canEdit && group ? (
        <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
          编辑
        </Button>
      ) : null}
    </>
  );

  if (groups.isError) {
    return (
      <SectionPage title="单位管理" extra={extra}>
        <Result status="warning" title={failureText(groups.error)} />
      </SectionPage>
    );
  }
  if (!groups.data) {
    return (
      <SectionPage title="单位管理" extra={extra}>
        <Skeleton active />
      </SectionPage>
    );
  }
  if (!group) {
    return (
      <SectionPage title="单位管理" extra={extra}>
        <Result status="404" title="单位不存在" subTitle="该单位不存在，或当前账号无权查看。" extra={isOwnOnly ? null : <Button onClick={() => navigate('/groups')}>返回单位列表</Button>} />
      </SectionPage>
    );
  }

  const linesTab = { key: 'lines', label: `线路（${group.lineCount}）`, children: <LinesTab group={group} /> };
  const statementTabs = canSeeStatement ? [{ key: 'statement', label: '对账单', children: <StatementTab group={group} /> }] : [];
  const tabs = isSchool
    ? [
        ...(canSeeStudents ? [{ key: 'students', label: <PendingLabel text="学生" pending={students.data?.pending ?? 0} unit="名" />, children: <StudentsTab group={group} /> }] : []),
        ...(canSeeRoster ? [{ key: 'roster', label: roster.data ? `学生名单（${roster.data.total}）` : '学生名单', children: <RosterTab group={group} /> }] : []),
        ...(canSeeTerms ? [{ key: 'terms', label: '学期', children: <TermsTab group={group} /> }] : []),
        linesTab,
        ...statementTabs,
      ]
    : [
        { key: 'staff', label: `员工名单（${group.staffCount}）`, children: <StaffTab group={group} /> },
        { key: 'members', label: `认证成员（${group.memberCount}）`, children: <MembersTab group={group} /> },
        ...(canSeeApplications ? [{ key: 'applications', label: <PendingLabel text="乘车申请" pending={applications.data?.pending ?? 0} unit="条" />, children: <ApplicationsTab group={group} /> }] : []),
        linesTab,
        ...statementTabs,
      ];
  // The first tab is the group's page itself (no ?tab=).
  const first = tabs[0]!.key;
  const asked = search.get('tab');
  const active = tabs.some((tab) => tab.key === asked) ? asked! : first;
  const base = `/groups/${group.groupId}`;

  return (
    <SectionPage title={group.name} extra={extra}>
      <Summary group={group} cityName={isKnown(group.cityId) ? cityName(group.cityId) : null} />
      <Tabs activeKey={active} items={tabs} destroyOnHidden onChange={(key) => navigate(key === first ? base : `${base}?tab=${key}`, { isReplace: true })} />
      {canEdit ? <GroupFormDrawer isOpen={isEditing} group={group} kind={group.kind} cities={cities} cityName={cityName} onClose={() => setEditing(false)} /> : null}
    </SectionPage>
  );
};
