import type { RefundPriceData } from '@udian/contracts/endpoints/tickets/refund-price';
import { Fragment } from 'react';
import { formatPrice } from '../../lib/line-summary';
import { formatServiceDate } from '../../lib/shanghai-time';
import { sumQuote } from './refund-selection';
import styles from './refunds.module.css';

type QuoteProps = {
  /** The quote of the current choice, or the previous one while the new choice is priced. */
  quote: RefundPriceData | undefined;
  hasChoice: boolean;
  isUpdating: boolean;
  isError: boolean;
  onRetry: () => void;
};

const feeText = (feePercent: number, feeCents: number): string =>
  feeCents === 0 ? '免费' : `${feePercent}% · ${formatPrice(feeCents)}`;

/** Per ticket what it paid, the fee and what comes back, with each date's refund and the totals. */
const QuoteTable = ({ quote }: { quote: RefundPriceData }) => {
  const sums = sumQuote(quote);
  const isManyDates = quote.dates.length > 1;
  return (
    <>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">车票</th>
            <th scope="col">实付</th>
            <th scope="col">手续费</th>
            <th scope="col">退款</th>
          </tr>
        </thead>
        <tbody>
          {quote.dates.map((date) => (
            <Fragment key={date.serviceDate}>
              {quote.tickets
                .filter((ticket) => ticket.serviceDate === date.serviceDate)
                .map((ticket) => (
                  <tr key={ticket.ticketId} data-testid="refund-quote-ticket">
                    <td>
                      {formatServiceDate(ticket.serviceDate)} {ticket.passengerName}
                    </td>
                    <td>{formatPrice(ticket.paidCents)}</td>
                    <td>{feeText(ticket.feePercent, ticket.feeCents)}</td>
                    <td>{formatPrice(ticket.refundCents)}</td>
                  </tr>
                ))}
              {isManyDates ? (
                <tr className={styles.rowLabel}>
                  <td colSpan={3}>{formatServiceDate(date.serviceDate)} 小计</td>
                  <td>{formatPrice(date.refundCents)}</td>
                </tr>
              ) : null}
            </Fragment>
          ))}
        </tbody>
      </table>
      <div className={styles.row}>
        <span className={styles.rowLabel}>实付合计</span>
        <span>{formatPrice(sums.paidCents)}</span>
      </div>
      <div className={styles.row}>
        <span className={styles.rowLabel}>手续费合计</span>
        <span>{sums.feeCents === 0 ? '免费' : `-${formatPrice(sums.feeCents)}`}</span>
      </div>
      <div className={`${styles.row} ${styles.total}`} data-testid="refund-total">
        <span>退款合计</span>
        <span className={styles.amount}>{formatPrice(quote.totalRefundCents)}</span>
      </div>
    </>
  );
};

/** The refund of the chosen tickets as the server quotes it now. */
export const RefundQuote = ({ quote, hasChoice, isUpdating, isError, onRetry }: QuoteProps) => {
  if (!hasChoice) return <p className={styles.muted}>请选择要退票的日期和乘车人</p>;
  if (!quote) {
    return isError ? (
      <p className={styles.muted}>
        退款金额计算失败，
        <button type="button" className={styles.textButton} onClick={onRetry}>
          点此重试
        </button>
      </p>
    ) : (
      <p className={styles.muted}>正在计算退款金额…</p>
    );
  }
  return (
    <div className={isUpdating ? styles.updating : undefined} aria-busy={isUpdating} data-testid="refund-quote">
      <QuoteTable quote={quote} />
    </div>
  );
};
