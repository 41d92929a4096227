import { useState } from 'react';
import type { Ticket } from '@udian/contracts/schemas/tickets';
import { ApiFailure } from '../../api/query-result';
import { AppLink } from '../../components/app-link';
import { pageStyles } from '../../components/page/page';
import { EmptyState } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { RequireLogin } from '../../components/require-login';
import { useLoginInfo } from '../../lib/use-login-info';
import { LINE_LIST_PATH } from '../../app/page-paths';
import { useTicketList } from '../../api/queries/ticket-list';
import { TICKET_INFO_PATH } from '../../app/page-paths';
import { formatServiceDate } from '../../lib/shanghai-time';
import styles from './bus-code.module.css';
import { nextCachedRideCodes, type RideTicket } from './ride-code-cache';
import { RideCodePanel } from './ride-code-panel';
import ticketStyles from './tickets.module.css';
import { useClearToastOnShow } from './use-clear-toast';
import { useCurrentRideCode } from './use-current-ride-code';
import { useTicketRideCode } from './use-ticket-ride-code';

/** Enough for every rider of the next departure (an order has at most 6) and a few more. */
const LIST_SIZE = 10;

const TripHead = ({ ticket }: { ticket: RideTicket }) => (
  <header className={styles.head}>
    <p className={styles.line}>
      <span className={styles.lineCode}>{ticket.line.lineCode}</span>
      {ticket.line.lineName}
    </p>
    <p className={styles.when}>
      {formatServiceDate(ticket.serviceDate)} · {ticket.time} 发车
    </p>
    <p className={styles.board}>
      {ticket.board.name} {ticket.board.time} 上车 → {ticket.alight.name}
    </p>
  </header>
);

const TicketCode = ({ ticket }: { ticket: Ticket }) => {
  const { panel } = useTicketRideCode(ticket);
  return <RideCodePanel {...panel} isLarge />;
};

/** The riders of the same departure (one order for a family): one code each, switched here. */
const RiderSwitch = ({ riders, chosen, onChoose }: { riders: Ticket[]; chosen: string; onChoose: (id: string) => void }) => (
  <div className={styles.riders} role="group" aria-label="乘车人">
    {riders.map((rider) => (
      <button
        key={rider.ticketId}
        type="button"
        aria-pressed={rider.ticketId === chosen}
        className={`${styles.rider} ${rider.ticketId === chosen ? styles.chosen : ''}`}
        onClick={() => onChoose(rider.ticketId)}
      >
        {rider.passengerName}
      </button>
    ))}
  </div>
);

const NextTicket = ({ riders }: { riders: Ticket[] }) => {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const ticket = riders.find((rider) => rider.ticketId === chosenId) ?? (riders[0] as Ticket);
  return (
    <>
      <TripHead ticket={ticket} />
      {riders.length > 1 ? <RiderSwitch riders={riders} chosen={ticket.ticketId} onChoose={setChosenId} /> : null}
      <TicketCode key={ticket.ticketId} ticket={ticket} />
      <nav className={ticketStyles.links}>
        <AppLink to={TICKET_INFO_PATH} query={{ ticketId: ticket.ticketId }}>
          查看车票详情
        </AppLink>
      </nav>
    </>
  );
};

/** Offline: the code kept on the device for the soonest ticket still rotates. */
const CachedCode = ({ onRetry }: { onRetry: () => void }) => {
  const owner = useLoginInfo()?.userId ?? '';
  const [entry] = useState(() => {
    const cached = nextCachedRideCodes(owner);
    return cached ? { ...cached, isFromCache: true } : null;
  });
  const view = useCurrentRideCode(entry);
  useClearToastOnShow(entry !== null);
  if (!entry) return <ErrorState title="网络不可用，无法获取乘车码" onRetry={onRetry} />;
  return (
    <>
      <TripHead ticket={entry.ticket} />
      <RideCodePanel
        ticket={entry.ticket}
        entry={entry}
        view={view}
        isLoading={false}
        error={null}
        onRetry={onRetry}
        isLarge
      />
    </>
  );
};

const buyLink = (
  <AppLink to={LINE_LIST_PATH} className={pageStyles.ghostButton}>
    去购票
  </AppLink>
);

const BusCode = () => {
  const list = useTicketList('v8', 'toRide', { pageSize: LIST_SIZE });
  const retry = () => void list.refetch();
  if (!list.data) {
    if (!list.isError) return <SkeletonList rows={4} label="正在加载乘车码" />;
    const isOffline = !(list.error instanceof ApiFailure) || list.error.isTransport;
    return isOffline ? <CachedCode onRetry={retry} /> : <ErrorState title="乘车码加载失败" onRetry={retry} />;
  }
  // A crowdfunded line's tickets wait among those to ride without a code until it gathers (decision 047).
  const tickets = (list.data.pages[0]?.tickets ?? []).filter((ticket) => ticket.state === 'toRide');
  const first = tickets[0];
  if (!first) return <EmptyState title="暂无待乘车的车票" hint="购票后，乘车码会显示在这里" action={buyLink} />;
  const riders = tickets.filter((ticket) => ticket.departureId === first.departureId);
  return <NextTicket key={first.departureId} riders={riders} />;
};

/** bus-code: the ride code of the next ticket to ride, as large as it goes, with its line and time. */
export const BusCodePage = () => (
  <RequireLogin>
    <main className={ticketStyles.page}>
      <BusCode />
    </main>
  </RequireLogin>
);
