import { assembleMyStateLabels, assembleStatusLabels, type AssembleStatus, type MyAssemble } from '@udian/contracts/schemas/assemble';
import { RightOutline } from 'antd-mobile-icons';
import { AppLink } from '../../components/app-link';
import { EmptyState } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { LINE_INFO_PATH } from '../../app/page-paths';
import { assembleProgressText, formatShanghaiMonthDayClock } from '../../lib/assemble-text';
import { formatYuan } from '../../lib/format';
import { useMyAssembles } from './api/my-assembles';
import styles from './demand.module.css';

const statusClass: Record<AssembleStatus, string | undefined> = {
  gathering: styles.statusGathering,
  opened: styles.statusOpened,
  failed: styles.statusFailed,
  closed: styles.statusFailed,
};

/** My part in words: 待支付, 已支付, or 已退款 with the amount that went back. */
export const myStateText = (item: Pick<MyAssemble, 'myState' | 'refundedCents'>): string =>
  item.myState === 'refunded' ? `${assembleMyStateLabels.refunded} ¥${formatYuan(item.refundedCents)}` : assembleMyStateLabels[item.myState];

/** One crowdfund of mine: the line, its status and mine, progress, and its deadline while it gathers; opens the line. */
const AssembleCard = ({ item }: { item: MyAssemble }) => {
  const { assemble } = item;
  return (
    <AppLink
      to={LINE_INFO_PATH}
      query={{ lineId: assemble.lineId }}
      className={`${styles.demandCard} ${styles.assembleCard}`}
    >
      <span className={styles.demandHead}>
        <span className={`${styles.status} ${statusClass[assemble.status] ?? ''}`}>{assembleStatusLabels[assemble.status]}</span>{' '}
        <span className={`${styles.tag} ${item.myState === 'joined' ? styles.tagAttention : ''}`} data-testid="my-assemble-state">
          {myStateText(item)}
        </span>
      </span>{' '}
      <span className={styles.assembleLine}>
        <span className={styles.assembleName} title={`${assemble.code} ${assemble.name}`}>
          {assemble.code} {assemble.name}
        </span>
        <RightOutline className={styles.chevron} aria-hidden="true" />
      </span>{' '}
      <span className={styles.assembleMeta}>
        <span>{assembleProgressText(assemble.committed, assemble.target)}</span>{' '}
        {assemble.status === 'gathering' ? <span>截止 {formatShanghaiMonthDayClock(assemble.deadline)}</span> : null}
      </span>
    </AppLink>
  );
};

/** my-custom's 我的众筹 (?tab=assemble): the crowdfunds the passenger joined or paid for, newest first. */
export const MyAssembleList = ({ userId }: { userId: string }) => {
  const assembles = useMyAssembles(userId);
  if (assembles.isError) return <ErrorState title="众筹加载失败" onRetry={() => void assembles.refetch()} />;
  if (!assembles.data) return <SkeletonList rows={2} label="正在加载我的众筹" />;
  if (assembles.data.length === 0) {
    return <EmptyState title="还没有参与的众筹" hint="定制线路开放众筹时，支付首期车费即可参与，满员成团后开通" />;
  }
  return (
    <ul className={styles.list} aria-label="我的众筹">
      {assembles.data.map((item) => (
        <li key={item.assemble.id} data-testid="my-assemble">
          <AssembleCard item={item} />
        </li>
      ))}
    </ul>
  );
};
