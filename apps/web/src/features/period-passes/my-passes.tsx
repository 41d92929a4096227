import type { PeriodPassSummary } from '@udian/contracts/schemas/period-passes';
import { LINE_LIST_PATH, PERIOD_DETAIL_PATH } from '../../app/page-paths';
import { AppLink } from '../../components/app-link';
import { Page } from '../../components/page/page';
import { EmptyState, emptyActionClass } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { passLabel } from '../../lib/pass-label';
import { useMyPeriodPasses } from './api/period-passes';
import { passStatusText, yuan } from './pass-format';
import styles from './period-passes.module.css';

const PassCard = ({ pass }: { pass: PeriodPassSummary }) => {
  const label = passLabel({ kind: pass.kind, ...pass.period });
  return (
    <article className={styles.card} aria-label={`${pass.line.lineCode} ${label}`} data-testid="period-pass">
      <AppLink to={PERIOD_DETAIL_PATH} query={{ orderNo: pass.orderNo }} className={styles.cardLink}>
        <div className={styles.head}>
          <span className={styles.code}>{pass.line.lineCode}</span>
          <span className={styles.name}>{pass.line.lineName}</span>
          <span className={styles.status} data-status={pass.orderStatus}>
            {passStatusText(pass.orderStatus)}
          </span>
        </div>
        <p className={styles.passName}>{label}</p>
        <div className={styles.facts}>
          <p>
            乘车人 {pass.passengerName} · 共 {pass.dayCount} 天 · 已乘车 {pass.ridesUsed} 天 · 待乘车 {pass.daysToRide} 天
          </p>
          <p>
            实付 <span className={styles.price}>{yuan(pass.payableCents)}</span>
          </p>
        </div>
      </AppLink>
    </article>
  );
};

/** 我的周期票: the passenger's passes, the latest period first, each opening its days. */
export const MyPasses = ({ userId }: { userId: string }) => {
  const passes = useMyPeriodPasses(userId);
  return (
    <Page title="我的周期票">
      <div data-testid="my-period-passes">
        {passes.isError ? (
          <ErrorState title="周期票加载失败" onRetry={() => void passes.refetch()} />
        ) : !passes.data ? (
          <SkeletonList rows={2} label="正在加载周期票" />
        ) : passes.data.length === 0 ? (
          <EmptyState
            title="还没有周期票"
            hint="开通月票、周票的线路，在线路详情页的售卖时间内即可购买下一期"
            action={
              <AppLink to={LINE_LIST_PATH} className={emptyActionClass}>
                去看线路
              </AppLink>
            }
          />
        ) : (
          passes.data.map((pass) => <PassCard key={pass.orderNo} pass={pass} />)
        )}
      </div>
      <p className={styles.message}>
        周期票在售卖时间内购买下一周或下一个月，每个乘车日各占一个座位（法定节假日不乘车、不收费，调休上班日照常乘车）。未乘车的日子可按退票规则逐日退款。
      </p>
    </Page>
  );
};
