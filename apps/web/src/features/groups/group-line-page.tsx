import type { GroupMembership, GroupSummary } from '@udian/contracts/schemas/groups';
import { RightOutline } from 'antd-mobile-icons';
import { AppLink } from '../../components/app-link';
import { Page } from '../../components/page/page';
import { EmptyState, emptyActionClass } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { RequireLogin } from '../../components/require-login';
import { ENTERPRISE_LINE_PATH, ENTERPRISE_SEARCH_PATH } from '../../app/page-paths';
import { useLoginInfo } from '../../lib/use-login-info';
import { useGroupLines } from './api/group-detail';
import { useMyGroups } from './api/my-groups';
import { GroupLineList } from './group-lines';
import { membershipText } from './group-text';
import styles from './groups.module.css';

const addLink = (className: string | undefined) => (
  <AppLink to={ENTERPRISE_SEARCH_PATH} className={className}>
    添加企业
  </AppLink>
);

/** One of my enterprises: its name (to its page), my membership, and its lines with what I pay. */
const MyGroup = ({ userId, group, membership }: { userId: string; group: GroupSummary; membership: GroupMembership }) => {
  const lines = useGroupLines(userId, group.groupId);
  return (
    <section className={styles.myGroup} aria-label={group.name} data-testid="my-group">
      <AppLink to={ENTERPRISE_LINE_PATH} query={{ groupId: group.groupId }} className={styles.myGroupHead}>
        <span className={styles.groupBadge} aria-hidden="true">
          {[...group.shortName || group.name][0]}
        </span>
        <span className={styles.groupWho}>
          <span className={styles.groupName}>{group.name}</span>
          <span className={styles.groupMeta} translate="no">
            {membershipText(membership)}
          </span>
        </span>
        <RightOutline className={styles.entryArrow} aria-hidden="true" />
      </AppLink>
      {lines.isError ? (
        <ErrorState title="线路加载失败" onRetry={() => void lines.refetch()} />
      ) : !lines.data ? (
        <SkeletonList rows={1} label={`正在加载${group.name}的线路`} />
      ) : lines.data.items.length === 0 ? (
        <p className={styles.muted}>该企业暂无运行中的线路</p>
      ) : (
        <GroupLineList items={lines.data.items} isMember={lines.data.isMember} label={`${group.name}的线路`} />
      )}
    </section>
  );
};

const MyGroups = ({ userId }: { userId: string }) => {
  const groups = useMyGroups(userId);
  if (groups.isError) return <ErrorState title="企业加载失败" onRetry={() => void groups.refetch()} />;
  if (!groups.data) return <SkeletonList rows={3} label="正在加载我的企业" />;
  if (groups.data.length === 0) {
    return (
      <EmptyState
        title="还没有认证的企业"
        hint="添加您所在的企业，用员工手机号、企业邮箱或邀请码完成认证后，即可乘坐企业线路"
        action={addLink(emptyActionClass)}
      />
    );
  }
  return (
    <>
      {groups.data.map(({ group, membership }) => (
        <MyGroup key={group.groupId} userId={userId} group={group} membership={membership} />
      ))}
      <div className={styles.addMore}>{addLink(styles.ghostButton)}</div>
    </>
  );
};

const GroupLine = () => {
  const login = useLoginInfo();
  return <Page>{login ? <MyGroups userId={login.userId} /> : null}</Page>;
};

/**
 * group-line (我的企业): the enterprises the passenger belongs to (decision 048), each with its lines and what
 * a member pays; with none yet, the way to add one (enterprise-search).
 */
export const GroupLinePage = () => (
  <RequireLogin>
    <GroupLine />
  </RequireLogin>
);
