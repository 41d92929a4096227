import type { TicketListTab } from '@udian/contracts/endpoints/tickets/ticket-list';
import { AppLink } from '../../components/app-link';
import { pageStyles } from '../../components/page/page';
import { EmptyState } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { LINE_LIST_PATH } from '../../app/page-paths';
import { useTicketList, type TicketListSource } from '../../api/queries/ticket-list';
import { TicketCard } from './ticket-card';
import styles from './ticket-list.module.css';

type TicketListProps = {
  source: TicketListSource;
  tab: TicketListTab;
  emptyTitle: string;
  emptyHint: string;
};

const buyLink = (
  <AppLink to={LINE_LIST_PATH} className={pageStyles.ghostButton}>
    去购票
  </AppLink>
);

/** One tab of tickets as cards, with 加载更多 while the server has more. */
export const TicketList = ({ source, tab, emptyTitle, emptyHint }: TicketListProps) => {
  const list = useTicketList(source, tab);
  if (!list.data) {
    return list.isError ? (
      <ErrorState title="车票加载失败" onRetry={() => void list.refetch()} />
    ) : (
      <SkeletonList rows={3} label="正在加载车票" />
    );
  }
  const tickets = list.data.pages.flatMap((page) => page.tickets);
  if (tickets.length === 0) {
    return <EmptyState title={emptyTitle} hint={emptyHint} action={tab === 'toRide' ? buyLink : undefined} />;
  }
  return (
    <>
      <div data-testid="ticket-list">
        {tickets.map((ticket) => (
          <TicketCard key={ticket.ticketId} ticket={ticket} />
        ))}
      </div>
      {list.hasNextPage ? (
        <button type="button" className={styles.more} onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
          {list.isFetchingNextPage ? '加载中…' : '加载更多'}
        </button>
      ) : list.data.pages.length > 1 ? (
        <p className={styles.end}>没有更多车票了</p>
      ) : null}
    </>
  );
};
