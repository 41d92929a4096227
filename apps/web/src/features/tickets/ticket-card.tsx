import { RightOutline } from 'antd-mobile-icons';
import type { Ticket } from '@udian/contracts/schemas/tickets';
import { AppLink } from '../../components/app-link';
import { formatPrice } from '../../lib/line-summary';
import { passLabel } from '../../lib/pass-label';
import { TICKET_INFO_PATH } from '../../app/page-paths';
import { formatServiceDate, formatShanghaiDateTime } from '../../lib/shanghai-time';
import { CheckWindowText } from './check-window-text';
import styles from './ticket-card.module.css';
import { GATHERING_TICKET_TEXT, ticketStateLabel } from './ticket-labels';
import { StateTag } from './state-tag';

const Footer = ({ ticket }: { ticket: Ticket }) => {
  if (ticket.state === 'toRide') {
    return (
      <div className={styles.footer}>
        <span>
          检票时间 <CheckWindowText window={ticket.checkWindow} />
        </span>
        <AppLink to={TICKET_INFO_PATH} query={{ ticketId: ticket.ticketId }} className={styles.code}>
          出示乘车码
        </AppLink>
      </div>
    );
  }
  if (ticket.state === 'gathering') {
    return <div className={styles.footer}>{GATHERING_TICKET_TEXT}</div>;
  }
  if (ticket.state === 'stopped') {
    return <div className={styles.footer}>停运原因：{ticket.stopReason ?? '未说明'}，已全额退款</div>;
  }
  if (ticket.state === 'used' && ticket.checkedAt) {
    return <div className={styles.footer}>检票时间 {formatShanghaiDateTime(ticket.checkedAt)}</div>;
  }
  return null;
};

/** One ticket in a list (my-ticket, /ydbus/ticket, my-trip); the card opens its details. */
export const TicketCard = ({ ticket }: { ticket: Ticket }) => (
  <article
    className={styles.card}
    data-testid="ticket-card"
    aria-label={`车票 ${ticket.line.lineCode} ${formatServiceDate(ticket.serviceDate)} ${ticket.passengerName}`}
  >
    <AppLink to={TICKET_INFO_PATH} query={{ ticketId: ticket.ticketId }} className={styles.body}>
      <div className={styles.head}>
        <span className={styles.lineCode}>{ticket.line.lineCode}</span>
        <span className={styles.name} title={ticket.line.lineName}>
          {ticket.line.lineName}
        </span>
        <StateTag state={ticketStateLabel(ticket.state)} testId="ticket-state" />
      </div>
      <p className={styles.when}>
        {formatServiceDate(ticket.serviceDate)} · {ticket.time} 发车
        {ticket.periodPass ? ` · ${passLabel(ticket.periodPass)}` : ''}
      </p>
      <p className={styles.route}>
        <span className={styles.board} title={ticket.board.name}>
          {ticket.board.name} <span className={styles.time}>{ticket.board.time}</span>
        </span>
        <RightOutline className={styles.arrow} aria-hidden="true" />
        <span className={styles.alight} title={ticket.alight.name}>
          {ticket.alight.name} <span className={styles.time}>{ticket.alight.time}</span>
        </span>
      </p>
      <div className={styles.bottom}>
        <span>乘车人 {ticket.passengerName}</span>
        <span className={styles.paid}>{formatPrice(ticket.paidCents)}</span>
      </div>
    </AppLink>
    <Footer ticket={ticket} />
  </article>
);
