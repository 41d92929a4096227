import { ApiFailure } from '../../api/query-result';
import { AppLink } from '../../components/app-link';
import { EmptyState, emptyActionClass } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { MY_ORDER_PATH, ORDER_DETAIL_PATH } from '../../app/page-paths';
import styles from './refunds.module.css';

const myOrdersLink = (
  <AppLink to={MY_ORDER_PATH} isReplace className={emptyActionClass}>
    查看我的订单
  </AppLink>
);

/** A link without a usable ?orderNo= (cut off when shared, typed by hand). */
export const MissingRefundOrder = () => (
  <main className={`${styles.page} ${styles.plainPage}`}>
    <EmptyState title="链接不完整" hint="链接中缺少订单号，请在订单详情中点击“退票”" action={myOrdersLink} />
  </main>
);

export const RefundLoading = ({ label }: { label: string }) => (
  <main className={`${styles.page} ${styles.plainPage}`}>
    <SkeletonList rows={4} label={label} />
  </main>
);

/**
 * A dropped connection can be retried; an answer from the server (not this passenger's order, an unknown
 * number) will not change on retry, so it offers the order list instead.
 */
export const RefundOrderFailure = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => (
  <main className={`${styles.page} ${styles.plainPage}`}>
    {error instanceof ApiFailure && !error.isTransport ? (
      <EmptyState title="订单不存在" hint="该订单不存在或不属于当前账号，请在“我的订单”中查看" action={myOrdersLink} />
    ) : (
      <ErrorState title="订单加载失败" onRetry={onRetry} />
    )}
  </main>
);

/** Nothing left to refund: every ticket is used, refunded or departed, or the order was never paid. */
export const NothingToRefund = ({ orderNo }: { orderNo: string }) => (
  <main className={`${styles.page} ${styles.plainPage}`}>
    <EmptyState
      title="没有可退的车票"
      hint="该订单中没有可以退票的车票：已乘车、已退票或已发车的车票不能退票"
      action={
        <AppLink to={ORDER_DETAIL_PATH} query={{ orderNo }} isReplace className={emptyActionClass}>
          查看订单详情
        </AppLink>
      }
    />
  </main>
);
