import { groupKindLabels, type GroupSummary } from '@udian/contracts/schemas/groups';
import { ApiFailure } from '../../api/query-result';
import { AppLink } from '../../components/app-link';
import { Page, Section } from '../../components/page/page';
import { EmptyState, emptyActionClass } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { getIdParam } from '../../app/query-params';
import { ENTERPRISE_SEARCH_PATH } from '../../app/page-paths';
import { useLoginInfo } from '../../lib/use-login-info';
import { useGroupDetail, useGroupLines } from './api/group-detail';
import { GroupLineList } from './group-lines';
import { lineCountText } from './group-text';
import { MembershipPanel } from './membership-panel';
import styles from './groups.module.css';

const searchLink = (
  <AppLink to={ENTERPRISE_SEARCH_PATH} isReplace className={emptyActionClass}>
    查找企业
  </AppLink>
);

const GroupHeader = ({ group }: { group: GroupSummary }) => (
  <section className={styles.groupHeader} aria-label="企业信息">
    <span className={styles.groupBadge} aria-hidden="true">
      {[...group.shortName || group.name][0]}
    </span>
    <div className={styles.groupWho}>
      <h2 className={styles.groupName}>{group.name}</h2>
      <p className={styles.groupMeta}>
        {groupKindLabels[group.kind]} · {lineCountText(group)}
      </p>
    </div>
  </section>
);

/** The enterprise's lines with what a member pays; buyable once the viewer is a member. */
const Lines = ({ userId, groupId }: { userId: string; groupId: string }) => {
  const lines = useGroupLines(userId, groupId);
  if (lines.isError) return <ErrorState title="线路加载失败" onRetry={() => void lines.refetch()} />;
  if (!lines.data) return <SkeletonList rows={2} label="正在加载企业线路" />;
  if (lines.data.items.length === 0) return <EmptyState title="暂无运行中的企业线路" hint="企业开通线路后会显示在这里" />;
  return <GroupLineList items={lines.data.items} isMember={lines.data.isMember} label="企业线路" />;
};

const EnterpriseLine = ({ groupId }: { groupId: string }) => {
  const login = useLoginInfo();
  const userId = login?.userId ?? '';
  const detail = useGroupDetail(userId, groupId);
  if (detail.isError) {
    return (
      <Page>
        {detail.error instanceof ApiFailure && !detail.error.isTransport ? (
          <EmptyState title="企业不存在" hint={detail.error.message || '请重新搜索您所在的企业'} action={searchLink} />
        ) : (
          <ErrorState onRetry={() => void detail.refetch()} />
        )}
      </Page>
    );
  }
  if (!detail.data) {
    return (
      <Page>
        <SkeletonList rows={4} label="正在加载企业" />
      </Page>
    );
  }
  const { group, membership } = detail.data;
  return (
    <Page title={group.name}>
      <GroupHeader group={group} />
      <MembershipPanel group={group} membership={membership} phone={login?.phoneNum ?? null} />
      <Section title="企业线路">
        <Lines userId={userId} groupId={groupId} />
      </Section>
    </Page>
  );
};

/**
 * group-line/enterprise-line `?groupId=`: one enterprise (decision 048): its name and lines, the passenger's
 * membership, and for a non-member 企业认证 (员工手机号, 企业邮箱, 邀请码). Anyone may look; buying needs a
 * membership.
 */
export const EnterpriseLinePage = () => {
  const groupId = getIdParam('groupId');
  if (!groupId) {
    return (
      <Page>
        <EmptyState title="链接不完整" hint="链接中缺少企业信息，请搜索您所在的企业" action={searchLink} />
      </Page>
    );
  }
  return <EnterpriseLine key={groupId} groupId={groupId} />;
};
