import { ApiFailure } from '../../api/query-result';
import { AppLink } from '../../components/app-link';
import { pageStyles } from '../../components/page/page';
import { EmptyState } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { MY_TICKET_PATH } from '../../app/page-paths';
import styles from './tickets.module.css';

const myTicketsLink = (
  <AppLink to={MY_TICKET_PATH} isReplace className={pageStyles.ghostButton}>
    查看我的车票
  </AppLink>
);

/** A link without a usable ?ticketId= (cut off when shared, typed by hand). */
export const MissingTicketId = () => (
  <main className={styles.page}>
    <EmptyState title="链接不完整" hint="链接中缺少车票编号，请在“我的车票”中查看" action={myTicketsLink} />
  </main>
);

export const TicketLoading = () => (
  <main className={styles.page}>
    <SkeletonList rows={4} label="正在加载车票" />
  </main>
);

/**
 * A load that failed. A dropped connection can be retried; an answer from the server (not this passenger's
 * ticket, an unknown id) will not change on retry, so it offers the ticket list instead.
 */
export const TicketLoadFailure = ({ error, onRetry }: { error: unknown; onRetry: () => void }) =>
  error instanceof ApiFailure && !error.isTransport ? (
    <EmptyState title="车票不存在" hint={`${error.message}，请在“我的车票”中查看`} action={myTicketsLink} />
  ) : (
    <ErrorState title="车票加载失败" onRetry={onRetry} />
  );
