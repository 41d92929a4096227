import { ApiFailure } from '../../api/query-result';
import { AppLink } from '../../components/app-link';
import { pageStyles } from '../../components/page/page';
import { EmptyState } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { MY_ORDER_PATH } from '../../app/page-paths';
import styles from './orders.module.css';

const myOrdersLink = (
  <AppLink to={MY_ORDER_PATH} isReplace className={pageStyles.ghostButton}>
    查看我的订单
  </AppLink>
);

/** A link without a usable ?orderNo= (cut off when shared, typed by hand). */
export const MissingOrderNo = () => (
  <main className={styles.page}>
    <EmptyState title="链接不完整" hint="链接中缺少订单号，请在“我的订单”中查看" action={myOrdersLink} />
  </main>
);

export const OrderLoading = () => (
  <main className={styles.page}>
    <SkeletonList rows={4} label="正在加载订单" />
  </main>
);

/**
 * A load that failed. A dropped connection can be retried; an answer from the server (not this
 * passenger's order, an unknown number) will not change on retry, so it offers the order list instead.
 */
export const OrderLoadFailure = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => (
  <main className={styles.page}>
    {error instanceof ApiFailure && !error.isTransport ? (
      <EmptyState title="订单不存在" hint="该订单不存在或不属于当前账号，请在“我的订单”中查看" action={myOrdersLink} />
    ) : (
      <ErrorState title="订单加载失败" onRetry={onRetry} />
    )}
  </main>
);
