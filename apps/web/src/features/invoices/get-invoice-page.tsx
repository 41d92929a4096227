import type { Invoice } from '@udian/contracts/endpoints/invoices/invoice-apply';
import type { Order } from '@udian/contracts/schemas/orders';
import { ApiFailure } from '../../api/query-result';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { RequireLogin } from '../../components/require-login';
import { formatPrice } from '../../lib/line-summary';
import { formatShanghaiDateTime } from '../../lib/shanghai-time';
import { useOrderDetail } from '../../api/queries/order-detail';
import { useInvoiceList } from './api/invoice-list';
import { invoiceStatusLabel } from './invoice-format';
import { InvoiceForm } from './invoice-form';
import { readInvoiceOrderNo } from './invoice-params';
import styles from './invoices.module.css';
import { MyInvoices } from './my-invoices';

const OrderSummary = ({ order }: { order: Order }) => (
  <div data-testid="invoice-order">
    <p className={styles.orderLine}>
      {order.line.lineCode} {order.line.lineName}
    </p>
    <p className={styles.detail}>
      {order.board.name} → {order.alight.name} · {order.dates.length} 天 · {order.passengerCount} 人
    </p>
    <p className={styles.detail}>
      实付金额 <span className={styles.amount}>{formatPrice(order.payableCents)}</span>
      {order.refunds.length > 0 ? '（发票金额将扣除已退款的金额）' : ''}
    </p>
    <p className={styles.detail}>订单号 {order.orderNo}</p>
  </div>
);

/** The form, or why there is none: already requested, or the order is not paid. */
const InvoiceRequest = ({ order, existing }: { order: Order; existing: Invoice | undefined }) => {
  if (existing) {
    return (
      <p className={styles.note} role="status">
        该订单已于 {formatShanghaiDateTime(existing.createdAt)} 申请发票，当前状态：{invoiceStatusLabel(existing.status)}
      </p>
    );
  }
  if (order.status !== 'paid') return <p className={styles.note}>只能为已支付的订单申请发票，该订单当前不能开票</p>;
  return <InvoiceForm orderNo={order.orderNo} />;
};

const OrderInvoice = ({ orderNo }: { orderNo: string }) => {
  const order = useOrderDetail(orderNo);
  const list = useInvoiceList();
  let body;
  if (order.isError) {
    body =
      order.error instanceof ApiFailure && !order.error.isTransport ? (
        <p className={styles.note}>该订单不存在或不属于当前账号，请在“我的订单”中查看</p>
      ) : (
        <ErrorState title="订单加载失败" onRetry={() => void order.refetch()} />
      );
  } else if (!order.data || (list.isPending && !list.isError)) {
    body = <SkeletonList rows={2} label="正在加载订单" />;
  } else {
    const existing = list.data?.invoices.find((invoice) => invoice.orderNo === orderNo);
    body = (
      <>
        <OrderSummary order={order.data} />
        <InvoiceRequest order={order.data} existing={existing} />
      </>
    );
  }
  return (
    <section className={styles.card} aria-label="申请发票">
      <h2 className={styles.cardTitle}>申请发票</h2>
      {body}
    </section>
  );
};

/** get-invoice?orderNo=: request an e-invoice for a paid order, and see every request with its state. */
export const GetInvoicePage = () => {
  const orderNo = readInvoiceOrderNo(window.location.search);
  return (
    <RequireLogin>
      <main className={styles.page}>
        {orderNo ? (
          <OrderInvoice key={orderNo} orderNo={orderNo} />
        ) : (
          <p className={styles.note}>在订单详情中点击“申请发票”，即可为已支付的订单申请电子发票。</p>
        )}
        <MyInvoices />
      </main>
    </RequireLogin>
  );
};
