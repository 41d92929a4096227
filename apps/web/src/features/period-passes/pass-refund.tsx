import type { RefundPriceData } from '@udian/contracts/endpoints/tickets/refund-price';
import type { PeriodPassDay } from '@udian/contracts/schemas/period-passes';
import { useState } from 'react';
import { ApiFailure } from '../../api/query-result';
import { formatServiceDate } from '../../lib/shanghai-time';
import { usePassRefund, usePassRefundQuote } from './api/period-passes';
import { yuan } from './pass-format';
import styles from './period-passes.module.css';

/** The quote: each day's refund (its share of what the pass paid, less the rule's fee) and the total. */
const QuoteView = ({ quote }: { quote: RefundPriceData }) => {
  const fees = quote.tickets.reduce((sum, t) => sum + t.feeCents, 0);
  return (
    <div className={styles.quote} data-testid="pass-refund-quote">
      <ul className={styles.quoteList} aria-label="逐日退款">
        {quote.tickets.map((t) => (
          <li key={t.ticketId}>
            {formatServiceDate(t.serviceDate)} 退 {yuan(t.refundCents)}
            {t.feeCents > 0 ? `（手续费 ${yuan(t.feeCents)}）` : ''}
          </li>
        ))}
      </ul>
      <dl>
        {fees > 0 ? (
          <div className={styles.quoteRow}>
            <dt>手续费合计</dt>
            <dd>{yuan(fees)}</dd>
          </div>
        ) : null}
        <div className={styles.quoteRow}>
          <dt>退款合计</dt>
          <dd className={styles.price} data-testid="pass-refund-total">
            {yuan(quote.totalRefundCents)}
          </dd>
        </div>
      </dl>
    </div>
  );
};

/**
 * Refunding the days left (decision 050): the quote of every day still refundable comes first (/ticket/refundPrice/
 * query, each day its share of what the pass paid less the line's rule's fee), then 确认退款 refunds exactly that
 * amount (/ticket/refund with it as the expected amount: a changed amount is refused, and the new quote shown).
 */
export const PassRefund = ({ orderNo, days, onRefunded }: { orderNo: string; days: readonly PeriodPassDay[]; onRefunded: (cents: number) => void }) => {
  const [isAsked, setAsked] = useState(false);
  const ticketIds = days.map((day) => day.ticketId);
  const quote = usePassRefundQuote(orderNo, ticketIds, isAsked);
  const refund = usePassRefund();
  const [refusal, setRefusal] = useState<string | null>(null);

  if (!isAsked) {
    return (
      <>
        <p className={styles.message}>还有 {days.length} 天未乘车，可按退票规则逐日退款，退款前先显示金额。</p>
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={() => setAsked(true)}>
            查看退款金额
          </button>
        </div>
      </>
    );
  }
  if (quote.isError && !quote.data) {
    const message = quote.error instanceof ApiFailure && !quote.error.isTransport ? quote.error.message : '退款金额计算失败，请稍后重试';
    return <p className={styles.refusal}>{message}</p>;
  }
  if (!quote.data) return <p className={styles.message}>正在计算退款金额…</p>;
  const total = quote.data.totalRefundCents;
  const confirm = () => {
    if (refund.isPending) return;
    setRefusal(null);
    void refund.mutateAsync({ orderNo, ticketIds, expectedRefundCents: total }).then((result) => {
      if (result.ok) {
        onRefunded(result.data.refund.amountCents);
        return;
      }
      setRefusal('meta' in result ? result.meta.desc : '网络不稳定，请再点一次确认退款（不会重复退款）');
      if ('meta' in result) void quote.refetch();
    });
  };
  return (
    <>
      <QuoteView quote={quote.data} />
      {refusal ? (
        <p className={styles.refusal} role="alert">
          {refusal}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className={styles.button} disabled={refund.isPending || quote.isFetching} onClick={confirm}>
          {refund.isPending ? '正在退款…' : `确认退款 ${yuan(total)}`}
        </button>
      </div>
    </>
  );
};
