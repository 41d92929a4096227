import type { TicketState } from '@udian/contracts/schemas/tickets';
import { formatServiceDate, formatShanghaiDateTime } from '../../lib/shanghai-time';
import styles from './ticket-banner.module.css';
import { GATHERING_TICKET_TEXT, ticketStateLabel } from './ticket-labels';

type BannerTicket = {
  state?: TicketState;
  line: { lineCode: string; lineName: string };
  serviceDate: string;
  time: string;
  checkedAt?: string | null;
  stopReason?: string | null;
};

const stateMessage = (ticket: BannerTicket): string => {
  switch (ticket.state) {
    case 'toRide':
      return '请在检票时间内出示乘车码上车';
    case 'used':
      return ticket.checkedAt ? `已于 ${formatShanghaiDateTime(ticket.checkedAt)} 检票` : '车票已检票';
    case 'refunded':
      return '车票已退，款项原路退回';
    case 'expired':
      return '检票时间已结束，车票未使用';
    case 'stopped':
      return `班次因${ticket.stopReason ?? '故'}停运，车票已全额退款，款项原路退回`;
    case 'gathering':
      return GATHERING_TICKET_TEXT;
    default:
      return '';
  }
};

/** The ticket's line, date and state at the top of ticket-info, check-ticket and share-ticket. */
export const TicketBanner = ({ ticket }: { ticket: BannerTicket }) => {
  const state = ticket.state ? ticketStateLabel(ticket.state) : null;
  return (
    <section className={`${styles.banner} ${state ? styles[state.tone] : styles.success}`} data-testid="ticket-banner">
      <div className={styles.head}>
        <span className={styles.lineCode}>{ticket.line.lineCode}</span>
        <h2 className={styles.lineName} title={ticket.line.lineName}>
          {ticket.line.lineName}
        </h2>
        {state ? <span className={styles.state}>{state.label}</span> : null}
      </div>
      <p className={styles.when}>
        {formatServiceDate(ticket.serviceDate)} · {ticket.time} 发车
      </p>
      {state ? <p className={styles.message}>{stateMessage(ticket)}</p> : null}
    </section>
  );
};
