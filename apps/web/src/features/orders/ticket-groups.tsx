import type { OrderTicket } from '@udian/contracts/schemas/orders';
import { RightOutline } from 'antd-mobile-icons';
import { AppLink } from '../../components/app-link';
import { formatPrice } from '../../lib/line-summary';
import { REFUND_TICKET_PATH } from '../../app/page-paths';
import { formatServiceDate } from '../../lib/shanghai-time';
import { groupTicketsByDate } from './order-format';
import { ticketStatusLabel } from './order-labels';
import { StatusTag } from './status-tag';
import { canOpenTicket, ticketInfoLink } from './ticket-links';
import styles from './ticket-groups.module.css';

type TicketGroupsProps = {
  tickets: readonly OrderTicket[];
  /** A paid order's number: its valid tickets whose bus has not left get a 退票 link. */
  refundOrderNo?: string;
};

/** The refund page decides in the end (it asks the server); this only hides the link where it cannot help. */
const canRefund = (ticket: OrderTicket, nowMs: number): boolean =>
  ticket.status === 'valid' && Date.parse(ticket.departsAt) > nowMs;

/** Who, the masked ID number, the price and the state: one ticket's row. */
const TicketSummary = ({ ticket, canOpen }: { ticket: OrderTicket; canOpen: boolean }) => (
  <>
    <span className={styles.passenger}>
      <span className={styles.name} title={ticket.passengerName}>
        {ticket.passengerName}
      </span>
      <span className={styles.idNumber}>{ticket.passengerIdNumber}</span>
    </span>
    <span className={styles.price}>{formatPrice(ticket.priceCents)}</span>
    <StatusTag status={ticketStatusLabel(ticket.status)} />
    {canOpen ? <RightOutline className={styles.chevron} aria-hidden="true" /> : null}
  </>
);

/**
 * The tickets of an order, one block per date: each row opens its ticket (ticket-info) once the order is
 * paid, with 退票 beside it where it may still help.
 */
export const TicketGroups = ({ tickets, refundOrderNo }: TicketGroupsProps) => (
  <div data-testid="ticket-groups">
    {groupTicketsByDate(tickets).map((group) => (
      <section key={group.date} className={styles.group} aria-label={formatServiceDate(group.date)}>
        <h3 className={styles.date}>
          {formatServiceDate(group.date)}
          <span className={styles.time}>{group.time} 发车</span>
        </h3>
        <ul className={styles.tickets}>
          {group.tickets.map((ticket) => (
            <li key={ticket.ticketId} className={styles.ticket}>
              {canOpenTicket(ticket) ? (
                <AppLink {...ticketInfoLink(ticket.ticketId)} className={styles.summary}>
                  <TicketSummary ticket={ticket} canOpen />
                </AppLink>
              ) : (
                <div className={styles.summary}>
                  <TicketSummary ticket={ticket} canOpen={false} />
                </div>
              )}
              {refundOrderNo && canRefund(ticket, Date.now()) ? (
                <AppLink
                  to={REFUND_TICKET_PATH}
                  query={{ orderNo: refundOrderNo, ticketId: ticket.ticketId }}
                  className={styles.refund}
                >
                  退票
                </AppLink>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    ))}
  </div>
);
