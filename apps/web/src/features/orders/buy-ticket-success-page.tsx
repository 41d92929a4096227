import type { Order } from '@udian/contracts/schemas/orders';
import { AppLink } from '../../components/app-link';
import { LineCard } from '../../components/line-card/line-card';
import { Section } from '../../components/page/page';
import { RequireLogin } from '../../components/require-login';
import { HOME_PATH, ORDER_DETAIL_PATH } from '../../app/page-paths';
import { useOrderDetail } from '../../api/queries/order-detail';
import { useOrderSuccessRecommend } from './api/order-success-recommend';
import { readOrderNo } from './order-no';
import { MissingOrderNo, OrderLoadFailure, OrderLoading } from './order-page-states';
import { OrderRoute } from './order-route';
import styles from './orders.module.css';
import { PriceSummary } from './price-summary';
import { SuccessHeader, successPhase } from './success-header';
import { TicketGroups } from './ticket-groups';
import { ticketsLink } from './ticket-links';

const Recommended = ({ orderNo }: { orderNo: string }) => {
  const recommend = useOrderSuccessRecommend(orderNo);
  // Extra to the purchase: nothing to show, or a failure, leaves the section out rather than alarming anyone.
  if (!recommend.data || recommend.data.lines.length === 0) return null;
  return (
    <Section title="为您推荐" testId="recommended-lines">
      {recommend.data.lines.map((line) => (
        <LineCard key={line.lineId} line={line} />
      ))}
    </Section>
  );
};

/** The ways on: the tickets just bought (once paid), the order, home. */
const Buttons = ({ order, isPaid }: { order: Order; isPaid: boolean }) => (
  <>
    {isPaid ? (
      <AppLink {...ticketsLink(order.tickets)} className={`${styles.primary} ${styles.wideButton}`}>
        查看车票
      </AppLink>
    ) : null}
    <div className={styles.buttons}>
      <AppLink to={ORDER_DETAIL_PATH} query={{ orderNo: order.orderNo }} isReplace className={styles.button}>
        查看订单
      </AppLink>
      <AppLink to={HOME_PATH} isReplace className={isPaid ? styles.button : styles.primary}>
        返回首页
      </AppLink>
    </div>
  </>
);

const SuccessView = ({ order }: { order: Order }) => {
  const isPaid = successPhase(order.status) === 'paid';
  return (
    <main className={styles.page}>
      <SuccessHeader order={order} />
      {isPaid ? (
        <>
          <section className={styles.card} aria-label="行程">
            <OrderRoute order={order} />
          </section>
          <section className={styles.card} aria-label="车票">
            <TicketGroups tickets={order.tickets} />
          </section>
          <section className={styles.card} aria-label="费用">
            <PriceSummary order={order} />
          </section>
        </>
      ) : null}
      <Buttons order={order} isPaid={isPaid} />
      {isPaid ? <Recommended orderNo={order.orderNo} /> : null}
    </main>
  );
};

const BuyTicketSuccess = ({ orderNo }: { orderNo: string }) => {
  // The cashier may send the passenger here before the payment notification has arrived: ask every 2 s.
  const detail = useOrderDetail(orderNo, { isPollingUntilPaid: true });
  if (detail.data) return <SuccessView order={detail.data} />;
  if (detail.isError) return <OrderLoadFailure error={detail.error} onRetry={() => void detail.refetch()} />;
  return <OrderLoading />;
};

/** ticket/buy-ticket-success?orderNo=: the tickets just bought, and lines the passenger may want next. */
export const BuyTicketSuccessPage = () => {
  const orderNo = readOrderNo(window.location.search);
  return (
    <RequireLogin>{orderNo ? <BuyTicketSuccess key={orderNo} orderNo={orderNo} /> : <MissingOrderNo />}</RequireLogin>
  );
};
