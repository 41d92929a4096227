import type { Invoice } from '@udian/contracts/endpoints/invoices/invoice-apply';
import { EmptyState } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { formatPrice } from '../../lib/line-summary';
import { formatShanghaiDateTime } from '../../lib/shanghai-time';
import { useInvoiceList } from './api/invoice-list';
import { invoiceStatusLabel, titleTypeNames } from './invoice-format';
import styles from './invoices.module.css';

/** One request: title, where it goes, the amount and its state. */
export const InvoiceItem = ({ invoice }: { invoice: Invoice }) => (
  <li className={styles.invoice} data-testid="invoice">
    <div className={styles.invoiceHead}>
      <span className={styles.invoiceTitle}>{invoice.title}</span>
      <span className={styles.tag}>{invoiceStatusLabel(invoice.status)}</span>
    </div>
    <p className={styles.detail}>
      {titleTypeNames[invoice.titleType]}抬头{invoice.taxNumber ? ` · 税号 ${invoice.taxNumber}` : ''}
    </p>
    <p className={styles.detail}>
      发票金额 <span className={styles.amount}>{formatPrice(invoice.amountCents)}</span> · 发送至 {invoice.email}
    </p>
    <p className={styles.detail}>订单号 {invoice.orderNo}</p>
    <p className={styles.detail}>申请时间 {formatShanghaiDateTime(invoice.createdAt)}</p>
  </li>
);

/** 我的发票: every request of this passenger, newest first. */
export const MyInvoices = () => {
  const list = useInvoiceList();
  let body;
  if (list.isError) body = <ErrorState title="发票加载失败" onRetry={() => void list.refetch()} />;
  else if (!list.data) body = <SkeletonList rows={2} label="正在加载我的发票" />;
  else if (list.data.invoices.length === 0) body = <EmptyState title="暂无发票" hint="申请的发票会显示在这里" />;
  else {
    body = (
      <ul className={styles.invoices}>
        {list.data.invoices.map((invoice) => (
          <InvoiceItem key={invoice.invoiceId} invoice={invoice} />
        ))}
      </ul>
    );
  }
  return (
    <section className={styles.card} aria-label="我的发票" data-testid="my-invoices">
      <h2 className={styles.cardTitle}>我的发票</h2>
      {body}
      <p className={styles.note}>电子发票开具后将发送至您填写的邮箱。</p>
    </section>
  );
};
