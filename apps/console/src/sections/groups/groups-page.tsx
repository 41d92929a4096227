import { Result } from 'antd';
import { useEffect } from 'react';
import { navigate, useLocation } from '../../app/router';
import { useOperator } from '../../app/use-operator';
import { GroupDetail } from './group-detail';
import { GroupsList } from './groups-list';

const DETAIL_PREFIX = '/groups/';

/**
 * 单位管理 (decisions 048, 049): '/groups' lists the enterprises and schools; '/groups/<id>' is one group with its
 * tabs (an enterprise's staff list, members and ride applications, a school's students and terms; the lines and
 * the statement of both). A group administrator has one group: '/groups' opens it directly.
 */
const GroupsPage = () => {
  const { path } = useLocation();
  const me = useOperator();
  const ownGroupId = me.role === 'groupAdmin' ? (me.group?.groupId ?? null) : null;
  const groupId = path.startsWith(DETAIL_PREFIX) ? decodeURIComponent(path.slice(DETAIL_PREFIX.length)) : '';
  useEffect(() => {
    if (!groupId && ownGroupId) navigate(`${DETAIL_PREFIX}${ownGroupId}`, { isReplace: true });
  }, [groupId, ownGroupId]);

  if (me.role === 'groupAdmin' && !ownGroupId) return <Result status="warning" title="账号未关联单位" subTitle="请联系管理员为该单位管理员账号指定所属单位。" />;
  if (groupId) return <GroupDetail key={groupId} groupId={groupId} isOwnOnly={ownGroupId !== null} />;
  if (ownGroupId) return null;
  return <GroupsList />;
};

export default GroupsPage;
