import { useCallback, type ReactNode } from 'react';
import type { Order } from '@udian/contracts/schemas/orders';
import { AppLink } from '../../components/app-link';
import { RequireLogin } from '../../components/require-login';
import { BUY_RULE_PATH, PASSENGER_NOTICE_PATH, PERIOD_DETAIL_PATH } from '../../app/page-paths';
import { passLabel } from '../../lib/pass-label';
import { useOrderDetail } from '../../api/queries/order-detail';
import { InvoiceLink, OrderAgainButton } from './order-actions';
import { OrderInfo } from './order-info';
import { readOrderNo } from './order-no';
import { MissingOrderNo, OrderLoadFailure, OrderLoading } from './order-page-states';
import { OrderRoute } from './order-route';
import styles from './orders.module.css';
import { PriceSummary } from './price-summary';
import { RefundList } from './refund-list';
import { StatusBanner } from './status-banner';
import { TicketGroups } from './ticket-groups';

const Card = ({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) => (
  <section className={styles.card} aria-label={title} data-testid={testId}>
    <h2 className={styles.cardTitle}>{title}</h2>
    {children}
  </section>
);

const OrderDetailView = ({ order, onHoldOver }: { order: Order; onHoldOver: () => void }) => (
  <main className={styles.page}>
    <StatusBanner order={order} onHoldOver={onHoldOver} />
    {order.refunds.length > 0 ? (
      <Card title="退款记录" testId="refunds">
        <RefundList refunds={order.refunds} />
      </Card>
    ) : null}
    {order.periodPass ? (
      <Card title="周期票" testId="order-period-pass">
        <p className={styles.note}>
          {passLabel(order.periodPass)}，共 {order.dates.length} 个乘车日。{' '}
          <AppLink to={PERIOD_DETAIL_PATH} query={{ orderNo: order.orderNo }}>
            查看乘车日与乘车码
          </AppLink>
        </p>
      </Card>
    ) : null}
    <Card title="行程">
      <OrderRoute order={order} />
    </Card>
    <Card title={`车票（${order.tickets.length}张）`}>
      <TicketGroups tickets={order.tickets} refundOrderNo={order.status === 'paid' ? order.orderNo : undefined} />
    </Card>
    <Card title="费用">
      <PriceSummary order={order} />
    </Card>
    <Card title="订单信息">
      <OrderInfo order={order} />
    </Card>
    <div className={styles.buttons}>
      {/* Nothing paid (an enterprise paid the whole fare), nothing to invoice: the server refuses it too. */}
      {order.status === 'paid' && order.payableCents > 0 ? <InvoiceLink orderNo={order.orderNo} className={styles.button} /> : null}
      {/* A period pass is bought for its next period from the line's page, not again for the same days. */}
      {order.periodPass ? null : <OrderAgainButton orderNo={order.orderNo} className={styles.primary} />}
    </div>
    <nav className={styles.links} aria-label="乘车规则">
      <AppLink to={BUY_RULE_PATH}>购票规则</AppLink>
      <AppLink to={PASSENGER_NOTICE_PATH}>乘客须知</AppLink>
    </nav>
  </main>
);

const OrderDetail = ({ orderNo }: { orderNo: string }) => {
  const detail = useOrderDetail(orderNo);
  const { refetch } = detail;
  const onHoldOver = useCallback(() => void refetch(), [refetch]);
  if (detail.data) return <OrderDetailView order={detail.data} onHoldOver={onHoldOver} />;
  if (detail.isError) return <OrderLoadFailure error={detail.error} onRetry={() => void refetch()} />;
  return <OrderLoading />;
};

/** my-order/order-detail?orderNo=: one order with its state, tickets, price, payment and refunds. */
export const OrderDetailPage = () => {
  const orderNo = readOrderNo(window.location.search);
  return (
    <RequireLogin>{orderNo ? <OrderDetail key={orderNo} orderNo={orderNo} /> : <MissingOrderNo />}</RequireLogin>
  );
};
