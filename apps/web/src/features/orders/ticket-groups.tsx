import type { OrderTicket } from '@udian/contracts/schemas/orders';
import { formatPrice } from '../../lib/line-summary';
import { formatServiceDate, groupTicketsByDate } from './order-format';
import { ticketStatusLabel } from './order-labels';
import { StatusTag } from './status-tag';
import styles from './ticket-groups.module.css';

/** The tickets of an order, one block per date: passenger, masked ID number, price and state. */
export const TicketGroups = ({ tickets }: { tickets: readonly OrderTicket[] }) => (
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
              <span className={styles.passenger}>
                {ticket.passengerName}
                <span className={styles.idNumber}>{ticket.passengerIdNumber}</span>
              </span>
              <span className={styles.price}>{formatPrice(ticket.priceCents)}</span>
              <StatusTag status={ticketStatusLabel(ticket.status)} />
            </li>
          ))}
        </ul>
      </section>
    ))}
  </div>
);
