import { errorCatalogue } from '@udian/contracts/meta-codes';
import { getIdParam } from '../../app/query-params';
import { MY_POOL_PATH, POOL_LIST_PATH } from '../../app/page-paths';
import { AppLink } from '../../components/app-link';
import { Page } from '../../components/page/page';
import { EmptyState, emptyActionClass } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { RequireLogin } from '../../components/require-login';
import { ApiFailure } from '../../api/query-result';
import { useIsHydrated } from '../../lib/use-hydrated';
import { useCarpoolDetail } from './api/carpools';
import { CarpoolView } from './carpool-view';
import { StartCarpoolForm } from './start-carpool-form';
import styles from './carpool.module.css';

const OneCarpool = ({ id }: { id: string }) => {
  const detail = useCarpoolDetail(id);
  if (detail.isError) {
    if (detail.error instanceof ApiFailure && detail.error.code === errorCatalogue.carpoolNotFound.code) {
      return (
        <EmptyState
          title="拼车不存在"
          hint="链接可能有误，看看其他正在拼的车吧"
          action={
            <AppLink to={POOL_LIST_PATH} className={emptyActionClass}>
              去拼车线路
            </AppLink>
          }
        />
      );
    }
    return <ErrorState title="拼车加载失败" onRetry={() => void detail.refetch()} />;
  }
  if (!detail.data) return <SkeletonList rows={3} label="正在加载拼车" />;
  return <CarpoolView {...detail.data} />;
};

/** Starting needs an account, and the form's dates and deadlines are the device's clock: it renders once live. */
const Start = () => {
  const isHydrated = useIsHydrated();
  return (
    <RequireLogin>
      <Page title="发起拼车">
        <p className={styles.hint}>同路的人一起包一辆车：选好路线和时间，满成行人数即发车；截止时人数不够，所有人自动全额退款。</p>
        {isHydrated ? <StartCarpoolForm /> : <SkeletonList rows={4} label="正在加载" />}
        <p className={styles.hint}>
          <AppLink to={MY_POOL_PATH}>我的拼车</AppLink>
        </p>
      </Page>
    </RequireLogin>
  );
};

/** 拼车: a carpool by ?id= (view, join, share), or without one, starting a carpool. */
export const PoolPage = () => {
  const id = getIdParam('id');
  if (!id) return <Start />;
  return (
    <Page title="拼车">
      <OneCarpool key={id} id={id} />
    </Page>
  );
};
