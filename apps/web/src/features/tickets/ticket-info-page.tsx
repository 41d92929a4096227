import { useState } from 'react';
import type { Ticket } from '@udian/contracts/schemas/tickets';
import { getIdParam } from '../../app/query-params';
import { RequireLogin } from '../../components/require-login';
import { ApiFailure } from '../../api/query-result';
import { useLoginInfo } from '../../lib/use-login-info';
import { shanghaiDateOf } from '../../lib/shanghai-time';
import { useTicketDetail } from './api/ticket-detail';
import { RideCodePanel } from './ride-code-panel';
import { RideReminderPanel } from './ride-reminder-panel';
import { cachedRideCodes } from './ride-code-source';
import { TicketActions } from './ticket-actions';
import { TicketBanner } from './ticket-banner';
import { TicketMap } from './ticket-map';
import { TicketTransitCard } from './ticket-transit-card';
import { MissingTicketId, TicketLoadFailure, TicketLoading } from './ticket-page-states';
import { RiderCard, TripCard, VehicleCard } from './ticket-sections';
import styles from './tickets.module.css';
import { useClearToastOnShow } from './use-clear-toast';
import { useCurrentRideCode } from './use-current-ride-code';
import { useTicketRideCode } from './use-ticket-ride-code';

const TicketRideCode = ({ ticket }: { ticket: Ticket }) => {
  const { panel } = useTicketRideCode(ticket);
  return <RideCodePanel {...panel} />;
};

/** The bus matters while the ride is to come or under way: a ticket to ride, or one checked today. */
const showsBus = (ticket: Ticket, nowMs: number): boolean =>
  ticket.state === 'toRide' || (ticket.state === 'used' && ticket.serviceDate === shanghaiDateOf(nowMs));

const TicketInfoView = ({ ticket }: { ticket: Ticket }) => (
  <main className={styles.page}>
    <TicketBanner ticket={ticket} />
    {ticket.state === 'toRide' ? <TicketRideCode ticket={ticket} /> : null}
    <TripCard ticket={ticket} />
    <VehicleCard ticket={ticket} />
    {ticket.acceptsTransitCard ? <TicketTransitCard /> : null}
    {showsBus(ticket, Date.now()) ? <TicketMap ticket={ticket} /> : null}
    {showsBus(ticket, Date.now()) ? <RideReminderPanel ticket={ticket} /> : null}
    <RiderCard ticket={ticket} />
    <TicketActions ticket={ticket} />
  </main>
);

/** No network and no ticket: the ride code kept on the device still shows, with the line and the time. */
const OfflineTicket = ({ ticketId, onRetry }: { ticketId: string; onRetry: () => void }) => {
  const owner = useLoginInfo()?.userId ?? '';
  const [entry] = useState(() => cachedRideCodes(owner, ticketId));
  const view = useCurrentRideCode(entry);
  useClearToastOnShow(entry !== undefined);
  if (!entry) return null;
  return (
    <>
      <TicketBanner ticket={entry.ticket} />
      <RideCodePanel ticket={entry.ticket} entry={entry} view={view} isLoading={false} error={null} onRetry={onRetry} />
      <TripCard ticket={entry.ticket} />
    </>
  );
};

const TicketInfo = ({ ticketId }: { ticketId: string }) => {
  const detail = useTicketDetail(ticketId);
  const retry = () => void detail.refetch();
  if (detail.data) return <TicketInfoView ticket={detail.data} />;
  if (detail.isError) {
    const isOffline = !(detail.error instanceof ApiFailure) || detail.error.isTransport;
    return (
      <main className={styles.page}>
        {isOffline ? <OfflineTicket ticketId={ticketId} onRetry={retry} /> : null}
        <TicketLoadFailure error={detail.error} onRetry={retry} />
      </main>
    );
  }
  return <TicketLoading />;
};

/** ticket/ticket-info?ticketId=: one ticket with its ride code, trip, bus on the map, rider and actions. */
export const TicketInfoPage = () => {
  const ticketId = getIdParam('ticketId');
  return <RequireLogin>{ticketId ? <TicketInfo key={ticketId} ticketId={ticketId} /> : <MissingTicketId />}</RequireLogin>;
};
