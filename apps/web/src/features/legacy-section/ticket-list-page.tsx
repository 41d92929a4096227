import { getQueryParam } from '../../app/query-params';
import { BUS_CODE_PATH, LEGACY_TICKET_LIST_PATH, LINE_LIST_PATH } from '../../app/page-paths';
import { useTicketList } from '../../api/queries/ticket-list';
import { AppLink } from '../../components/app-link';
import { pageStyles } from '../../components/page/page';
import { EmptyState } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { RequireLogin } from '../../components/require-login';
import { TabBar } from '../../components/tab-bar/tab-bar';
import { LEGACY_TICKET_TABS, parseLegacyTicketTab, type LegacyTicketTab } from './legacy-labels';
import { TicketRow } from './ticket-row';
import styles from './legacy-section.module.css';

const PAGE_SIZE = 10;

const Tickets = ({ tab }: { tab: LegacyTicketTab }) => {
  const list = useTicketList('v4', tab.key, { pageSize: PAGE_SIZE });
  if (!list.data) {
    return list.isError ? <ErrorState title="车票加载失败" onRetry={() => void list.refetch()} /> : <SkeletonList rows={3} label="正在加载车票" />;
  }
  const tickets = list.data.pages.flatMap((page) => page.tickets);
  if (tickets.length === 0) {
    return (
      <EmptyState
        title={tab.empty}
        hint={tab.key === 'toRide' ? '选好线路和班次，即可在线购票' : undefined}
        action={
          tab.key === 'toRide' ? (
            <AppLink to={LINE_LIST_PATH} className={pageStyles.ghostButton}>
              去购票
            </AppLink>
          ) : undefined
        }
      />
    );
  }
  return (
    <>
      {tab.key === 'toRide' ? (
        <p className={styles.lead}>
          上车时出示乘车码：点开车票，或打开
          <AppLink to={BUS_CODE_PATH} className={styles.inlineLink}>
            乘车码
          </AppLink>
        </p>
      ) : null}
      <ul className={styles.rows} aria-label={`${tab.label}的车票`} data-testid="legacy-ticket-list">
        {tickets.map((ticket) => (
          <TicketRow key={ticket.ticketId} ticket={ticket} />
        ))}
      </ul>
      {list.hasNextPage ? (
        <button type="button" className={styles.loadMore} onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
          {list.isFetchingNextPage ? '加载中…' : '加载更多'}
        </button>
      ) : list.data.pages.length > 1 ? (
        <p className={styles.end}>没有更多车票了</p>
      ) : null}
    </>
  );
};

/** /ydbus/h5/ticketList?tab=: the older section's tickets (/ticket/v4/list) by tab, page by page; a row opens the ticket. */
export const TicketListPage = () => {
  const tab = parseLegacyTicketTab(getQueryParam('tab'));
  return (
    <RequireLogin>
      <main className={styles.tabbedPage}>
        <TabBar tabs={LEGACY_TICKET_TABS} active={tab.key} path={LEGACY_TICKET_LIST_PATH} label="车票分类" />
        <Tickets key={tab.key} tab={tab} />
      </main>
    </RequireLogin>
  );
};
