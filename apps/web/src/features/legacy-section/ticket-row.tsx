import { RightOutline } from 'antd-mobile-icons';
import type { Ticket } from '@udian/contracts/schemas/tickets';
import { TICKET_INFO_PATH } from '../../app/page-paths';
import { AppLink } from '../../components/app-link';
import { formatPrice } from '../../lib/line-summary';
import { formatServiceDate } from '../../lib/shanghai-time';
import { ticketStateText } from './legacy-labels';
import { StateTag } from './state-tag';
import styles from './legacy-section.module.css';

/** One ticket as a compact row of the older section (its home and h5/ticketList); the row opens ticket-info. */
export const TicketRow = ({ ticket }: { ticket: Ticket }) => (
  <li>
    <AppLink to={TICKET_INFO_PATH} query={{ ticketId: ticket.ticketId }} className={styles.row}>
      <span className={styles.rowMain}>
        <span className={styles.rowHead}>
          <span className={styles.code}>{ticket.line.lineCode}</span>
          <span className={styles.rowTitle}>
            {formatServiceDate(ticket.serviceDate)} {ticket.time}
          </span>
          <StateTag state={ticketStateText(ticket.state)} />
        </span>
        <span className={styles.rowText}>
          {ticket.board.name} {ticket.board.time} → {ticket.alight.name} {ticket.alight.time}
        </span>
        <span className={styles.rowNote}>
          乘车人 {ticket.passengerName} · 实付 {formatPrice(ticket.paidCents)}
        </span>
      </span>
      <RightOutline className={styles.arrow} aria-hidden="true" />
    </AppLink>
  </li>
);
