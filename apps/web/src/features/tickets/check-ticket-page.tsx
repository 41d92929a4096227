import { CheckCircleFill } from 'antd-mobile-icons';
import type { Ticket } from '@udian/contracts/schemas/tickets';
import { getIdParam } from '../../app/query-params';
import { ApiFailure } from '../../api/query-result';
import { AppLink } from '../../components/app-link';
import { RequireLogin } from '../../components/require-login';
import { useLoginInfo } from '../../lib/use-login-info';
import { toast } from '../../app/toast';
import { MY_TICKET_PATH, TICKET_INFO_PATH } from '../../app/page-paths';
import { formatShanghaiDateTime } from '../../lib/shanghai-time';
import { useTicketCheck } from './api/ticket-check';
import { useTicketDetail } from './api/ticket-detail';
import styles from './check-ticket.module.css';
import type { RideCodeView } from './ride-code';
import { forgetRideCodes } from './ride-code-cache';
import { RideCodePanel } from './ride-code-panel';
import { TicketBanner } from './ticket-banner';
import { MissingTicketId, TicketLoadFailure, TicketLoading } from './ticket-page-states';
import { Card, Row, TripCard } from './ticket-sections';
import ticketStyles from './tickets.module.css';
import { useTicketRideCode } from './use-ticket-ride-code';

const CheckedResult = ({ ticket }: { ticket: Ticket }) => (
  <section className={styles.result} role="status" aria-label="检票结果" data-testid="check-result">
    <CheckCircleFill className={styles.mark} aria-hidden="true" />
    <h2 className={styles.resultTitle}>已检票</h2>
    <p className={styles.resultTime}>检票时间 {formatShanghaiDateTime(ticket.checkedAt)}</p>
    <p className={styles.resultHint}>
      {ticket.passengerName} · {ticket.board.name} 上车，祝您乘车愉快
    </p>
  </section>
);

const notCheckableText: Readonly<Record<string, string>> = {
  refunded: '该车票已退票，无法检票',
  expired: '该车票的检票时间已结束，无法检票',
  gathering: '线路尚未成团，成团后车票生效',
};

/** Why 确认检票 waits: there is no code to send now. */
const waitingText = (view: RideCodeView | null): string => {
  if (view?.kind === 'notYet') return '未到检票时间，乘车码开放后即可检票';
  if (view?.kind === 'over') return '检票时间已过，无法检票';
  return '获取乘车码后才能检票';
};

const CheckForm = ({ ticket }: { ticket: Ticket }) => {
  const check = useTicketCheck();
  const owner = useLoginInfo()?.userId ?? '';
  const { view, panel } = useTicketRideCode(ticket);
  const code = view?.kind === 'code' ? view.code : null;
  const onCheck = () => {
    if (!code) return;
    check.mutate(
      { ticketId: ticket.ticketId, departureId: ticket.departureId, rideCode: code },
      {
        onSuccess: () => {
          forgetRideCodes(owner, ticket.ticketId);
          toast.success('检票成功');
        },
      },
    );
  };
  const failure = check.error instanceof ApiFailure ? check.error.message : check.error ? '检票失败，请稍后重试' : null;
  return (
    <>
      <RideCodePanel {...panel} />
      <TripCard ticket={ticket} />
      <Card title="乘车人">
        <Row label="乘车人">{ticket.passengerName}</Row>
      </Card>
      {failure ? (
        <p className={ticketStyles.alert} role="alert" data-testid="check-failure">
          {failure}
        </p>
      ) : null}
      <div className={ticketStyles.buttons}>
        <button type="button" className={ticketStyles.primary} onClick={onCheck} disabled={!code || check.isPending}>
          {check.isPending ? '正在检票…' : '确认检票'}
        </button>
      </div>
      {!code ? <p className={ticketStyles.note}>{waitingText(view)}</p> : null}
    </>
  );
};

const CheckTicketView = ({ ticket }: { ticket: Ticket }) => (
  <main className={ticketStyles.page}>
    <TicketBanner ticket={ticket} />
    {ticket.state === 'used' ? <CheckedResult ticket={ticket} /> : null}
    {ticket.state === 'toRide' ? <CheckForm ticket={ticket} /> : null}
    {notCheckableText[ticket.state] ? (
      <p className={ticketStyles.alert} role="alert">
        {notCheckableText[ticket.state]}
      </p>
    ) : null}
    <nav className={ticketStyles.links} aria-label="车票">
      <AppLink to={TICKET_INFO_PATH} query={{ ticketId: ticket.ticketId }} isReplace>
        查看车票详情
      </AppLink>
      <AppLink to={MY_TICKET_PATH}>我的车票</AppLink>
    </nav>
  </main>
);

const CheckTicket = ({ ticketId }: { ticketId: string }) => {
  const detail = useTicketDetail(ticketId);
  if (detail.data) return <CheckTicketView ticket={detail.data} />;
  if (detail.isError) {
    return (
      <main className={ticketStyles.page}>
        <TicketLoadFailure error={detail.error} onRetry={() => void detail.refetch()} />
      </main>
    );
  }
  return <TicketLoading />;
};

/**
 * /ydbus/check-ticket?ticketId=: the ticket and its current ride code; 确认检票 checks it in for its own
 * departure with the code on screen, and shows 已检票 with the time, or the server's reason.
 */
export const CheckTicketPage = () => {
  const ticketId = getIdParam('ticketId');
  return <RequireLogin>{ticketId ? <CheckTicket key={ticketId} ticketId={ticketId} /> : <MissingTicketId />}</RequireLogin>;
};
