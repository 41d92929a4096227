import type { OrderListTab } from '@udian/contracts/endpoints/orders/order-list';
import { getQueryParam } from '../../app/query-params';
import { AppLink } from '../../components/app-link';
import { pageStyles } from '../../components/page/page';
import { EmptyState } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { RequireLogin } from '../../components/require-login';
import { LINE_LIST_PATH } from '../../app/page-paths';
import { useNow } from '../../lib/use-now';
import { useOrderList } from './api/order-list';
import styles from './my-order.module.css';
import { OrderCard } from './order-card';
import { OrderTabBar } from './order-tab-bar';
import { orderTabOf, parseOrderTab } from './order-tabs';
import ordersStyles from './orders.module.css';

const buyLink = (
  <AppLink to={LINE_LIST_PATH} className={pageStyles.ghostButton}>
    去购票
  </AppLink>
);

const OrderList = ({ tab }: { tab: OrderListTab }) => {
  const list = useOrderList(tab);
  const orders = list.data?.pages.flatMap((page) => page.orders) ?? [];
  const hasPending = orders.some((order) => order.status === 'pending');
  const now = useNow(hasPending);

  if (!list.data) {
    return list.isError ? (
      <ErrorState title="订单加载失败" onRetry={() => void list.refetch()} />
    ) : (
      <SkeletonList rows={3} label="正在加载订单" />
    );
  }
  if (orders.length === 0) {
    return <EmptyState title={orderTabOf(tab).emptyTitle} hint="选好线路和班次，即可在线购票" action={buyLink} />;
  }
  return (
    <>
      <div data-testid="order-list">
        {orders.map((order) => (
          <OrderCard key={order.orderNo} order={order} nowMs={now} />
        ))}
      </div>
      {list.hasNextPage ? (
        <button
          type="button"
          className={styles.more}
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {list.isFetchingNextPage ? '加载中…' : '加载更多'}
        </button>
      ) : list.data.pages.length > 1 ? (
        <p className={styles.end}>没有更多订单了</p>
      ) : null}
    </>
  );
};

/** my-order?tab=: the passenger's orders by tab, newest first. */
export const MyOrderPage = () => {
  const tab = parseOrderTab(getQueryParam('tab'));
  return (
    <RequireLogin>
      <main className={ordersStyles.page}>
        <OrderTabBar active={tab} />
        <OrderList key={tab} tab={tab} />
      </main>
    </RequireLogin>
  );
};
