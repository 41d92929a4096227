import { ApiFailure } from '../../api/query-result';
import { QrCode } from './qr-code';
import type { RideCodeView } from './ride-code';
import type { RideTicket } from './ride-code-cache';
import type { RideCodesResult } from './ride-code-source';
import styles from './ride-code-panel.module.css';
import { formatMonthDayTime, minutesBetween, shanghaiInstant } from './ticket-format';

export const OFFLINE_NO_CODE_TEXT = '网络不可用，请联网后刷新';

export type RideCodePanelProps = {
  ticket: RideTicket;
  entry: RideCodesResult | null | undefined;
  view: RideCodeView | null;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  /** bus-code shows the code as large as the screen allows. */
  isLarge?: boolean;
};

/** How long before the bus reaches the rider's stop the codes start: '30 分钟', '1 小时', '2 小时 30 分钟'. */
export const openingLead = (ticket: RideTicket): string => {
  const boardingMs = shanghaiInstant(ticket.serviceDate, ticket.board.time, ticket.departsAt);
  const minutes = minutesBetween(ticket.checkWindow.opensAt, new Date(boardingMs).toISOString());
  const hours = Math.floor(minutes / 60);
  if (hours === 0) return `${minutes} 分钟`;
  return minutes % 60 === 0 ? `${hours} 小时` : `${hours} 小时 ${minutes % 60} 分钟`;
};

const Message = ({ title, hint, onRetry }: { title: string; hint?: string; onRetry?: () => void }) => (
  <div className={styles.message} role="status">
    <p className={styles.messageTitle}>{title}</p>
    {hint ? <p className={styles.messageHint}>{hint}</p> : null}
    {onRetry ? (
      <button type="button" className={styles.retry} onClick={onRetry}>
        刷新
      </button>
    ) : null}
  </div>
);

const CodeBody = ({ ticket, entry, view, isLoading, error, onRetry, isLarge }: RideCodePanelProps) => {
  if (view?.kind === 'code') {
    return (
      <>
        <QrCode text={view.code} label={`${ticket.passengerName}的乘车码`} className={isLarge ? styles.qrLarge : styles.qr} />
        <p className={styles.timer} role="timer" aria-live="off">
          <span className={styles.seconds}>{view.secondsLeft}</span> 秒后自动刷新
        </p>
        {entry?.isFromCache ? <p className={styles.offline}>当前无网络，显示已保存的乘车码</p> : null}
      </>
    );
  }
  if (view?.kind === 'notYet') {
    return (
      <Message
        title={`乘车码将在发车前 ${openingLead(ticket)}开放`}
        hint={`开放时间：${formatMonthDayTime(view.opensAtMs)}`}
      />
    );
  }
  if (view?.kind === 'over') return <Message title="检票时间已过，乘车码已失效" />;
  if (view?.kind === 'missing') return <Message title="乘车码需要更新" hint="请联网后刷新" onRetry={onRetry} />;
  if (isLoading) {
    return (
      <div className={styles.message} aria-busy="true" role="status">
        <p className={styles.messageHint}>正在获取乘车码…</p>
      </div>
    );
  }
  if (error instanceof ApiFailure && !error.isTransport) return <Message title="乘车码不可用" hint={error.message} />;
  return <Message title={OFFLINE_NO_CODE_TEXT} hint="乘车码联网获取一次后，无网络时也可出示" onRetry={onRetry} />;
};

/**
 * The ride code of a ticket: a QR that changes every 30 s, with the seconds to the next one; or, when there
 * is no code for now, why (not open yet, window over, no network and nothing kept).
 */
export const RideCodePanel = (props: RideCodePanelProps) => (
  <section className={styles.panel} aria-label="乘车码" data-testid="ride-code">
    <h2 className={styles.title}>乘车码</h2>
    <p className={styles.hint}>上车时请向司机出示，或在检票页确认检票</p>
    <CodeBody {...props} />
  </section>
);
