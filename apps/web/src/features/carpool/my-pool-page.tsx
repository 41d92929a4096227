import type { MyCarpool } from '@udian/contracts/schemas/carpool';
import { POOL_LIST_PATH, POOL_PATH } from '../../app/page-paths';
import { AppLink } from '../../components/app-link';
import { Page, pageStyles } from '../../components/page/page';
import { EmptyState, emptyActionClass } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { RequireLogin } from '../../components/require-login';
import { useLoginInfo } from '../../lib/use-login-info';
import { useMyCarpools } from './api/carpools';
import { CarpoolCard } from './carpool-card';
import { carpoolEndedText, carpoolMyStateText } from './carpool-text';
import styles from './carpool.module.css';

const Tags = ({ item }: { item: MyCarpool }) => {
  const state = carpoolMyStateText(item.me);
  return (
    <>
      {item.me.isStarter ? <span className={styles.tag}>我发起的</span> : null}
      {state ? (
        <span className={`${styles.tag} ${item.me.state === 'joined' ? styles.tagAttention : ''}`} data-testid="my-carpool-state">
          {state}
        </span>
      ) : null}
    </>
  );
};

const MyCarpools = ({ userId }: { userId: string }) => {
  const mine = useMyCarpools(userId);
  if (mine.isError) return <ErrorState title="我的拼车加载失败" onRetry={() => void mine.refetch()} />;
  if (!mine.data) return <SkeletonList rows={3} label="正在加载我的拼车" />;
  if (mine.data.length === 0) {
    return (
      <EmptyState
        title="还没有拼车"
        hint="发起一个拼车，或加入同路的人发起的拼车"
        action={
          <AppLink to={POOL_LIST_PATH} className={emptyActionClass}>
            去看看拼车线路
          </AppLink>
        }
      />
    );
  }
  return (
    <ul className={styles.list} aria-label="我的拼车">
      {mine.data.map((item) => (
        <li key={item.carpool.id} data-testid="my-carpool">
          <CarpoolCard carpool={item.carpool} tags={<Tags item={item} />} note={item.carpool.status === 'gathering' ? null : carpoolEndedText(item.carpool)} />
        </li>
      ))}
    </ul>
  );
};

/** 我的拼车: the carpools I started and those I joined, newest first, with their states and my refunds. */
export const MyPoolPage = () => {
  const login = useLoginInfo();
  return (
    <RequireLogin>
      <Page>
        <div className={styles.top}>
          <AppLink to={POOL_PATH} className={pageStyles.ghostButton}>
            发起拼车
          </AppLink>
          <AppLink to={POOL_LIST_PATH} className={pageStyles.ghostButton}>
            拼车线路
          </AppLink>
        </div>
        {login ? <MyCarpools userId={login.userId} /> : null}
      </Page>
    </RequireLogin>
  );
};
