import type { TicketRefundData } from '@udian/contracts/endpoints/tickets/ticket-refund';
import type { Order } from '@udian/contracts/schemas/orders';
import { useEffect, useMemo, useState } from 'react';
import { ApiFailure } from '../../api/query-result';
import { confirm } from '../../app/dialogs';
import { AppLink } from '../../components/app-link';
import { formatPrice } from '../../lib/line-summary';
import { toast } from '../../app/toast';
import { REFUND_NOTICE_PATH, REFUND_RULE_PATH } from '../../app/page-paths';
import { useRefundPrice } from './api/refund-price';
import { useTicketRefund } from './api/ticket-refund';
import { refundOutcomeOf } from './refund-attempt';
import { RefundChoices } from './refund-choices';
import { RefundQuote } from './refund-quote';
import { groupRefundChoices, initialSelection, isQuoteFor, orderedSelection } from './refund-selection';
import styles from './refunds.module.css';
import { useClock } from './use-clock';

type RefundFormProps = {
  order: Order;
  /** The ticket the page was opened for (ticket details, order details): chosen at the start. */
  ticketId: string | null;
  onRefunded: (result: TicketRefundData) => void;
  /** Asks for the order again (a refusal or a refused quote: some tickets may no longer be refundable). */
  onStale: () => void;
};

const CLOCK_MS = 30_000;

/** Choose dates and riders, see the quote, 确认退票. */
export const RefundForm = ({ order, ticketId, onRefunded, onStale }: RefundFormProps) => {
  const now = useClock(CLOCK_MS);
  const groups = useMemo(() => groupRefundChoices(order, now), [order, now]);
  const [selected, setSelected] = useState(() => initialSelection(groups, ticketId));
  const chosenKey = orderedSelection(groups, selected).join(',');
  const ticketIds = useMemo(() => (chosenKey ? chosenKey.split(',') : []), [chosenKey]);
  const quote = useRefundPrice(order.orderNo, ticketIds);
  const refund = useTicketRefund();
  /** The total the passenger confirmed when the server answered that the amount had changed. */
  const [changedFrom, setChangedFrom] = useState<number | null>(null);

  const current = quote.data && !quote.isPlaceholderData && isQuoteFor(quote.data, ticketIds) ? quote.data : undefined;
  const isQuoteRefused = quote.isError && quote.error instanceof ApiFailure && !quote.error.isTransport;

  useEffect(() => {
    if (isQuoteRefused) onStale();
  }, [isQuoteRefused, quote.errorUpdatedAt, onStale]);

  const choose = (next: string[]) => {
    setSelected(next);
    setChangedFrom(null);
  };

  const onSubmit = async () => {
    if (!current || refund.isPending) return;
    const total = current.totalRefundCents;
    const isConfirmed = await confirm(
      '确认退票',
      `共 ${ticketIds.length} 张车票，退款 ${formatPrice(total)}。退票后车票立即作废，座位将释放给其他乘客。`,
      '确认退票',
    );
    if (!isConfirmed) return;
    setChangedFrom(null);
    const closeLoading = toast.loading('正在提交退票…');
    const result = await refund
      .mutateAsync({ orderNo: order.orderNo, ticketIds, expectedRefundCents: total })
      .finally(closeLoading);
    // Failures have been shown by the request helper's toast; a new amount also stays on the page.
    if (result.ok) onRefunded(result.data);
    else if (refundOutcomeOf(result) === 'amountChanged') setChangedFrom(total);
  };

  const isBusy = refund.isPending;
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-label="线路">
        <p className={styles.lineName}>
          {order.line.lineCode} {order.line.lineName}
        </p>
        <p className={styles.stops}>
          {order.board.name} → {order.alight.name}
        </p>
      </section>
      <section className={styles.card} aria-label="选择退票的车票">
        <h2 className={styles.cardTitle}>选择退票的日期和乘车人</h2>
        <RefundChoices groups={groups} selected={ticketIds} onChange={choose} />
      </section>
      <section className={styles.card} aria-label="退款金额">
        <h2 className={styles.cardTitle}>退款金额</h2>
        {changedFrom !== null && current ? (
          <p className={styles.notice} role="alert" data-testid="refund-amount-changed">
            退款金额已变化：由 {formatPrice(changedFrom)} 变为 {formatPrice(current.totalRefundCents)}，请确认新的金额后再提交
          </p>
        ) : null}
        <RefundQuote
          quote={ticketIds.length > 0 ? quote.data : undefined}
          hasChoice={ticketIds.length > 0}
          isUpdating={quote.isPlaceholderData}
          isError={quote.isError}
          onRetry={() => void quote.refetch()}
        />
        <p className={styles.footnote}>退票手续费按申请时距发车的时间收取，退款将原路退回您的支付账户。</p>
      </section>
      <nav className={styles.links} aria-label="退票说明">
        <AppLink to={REFUND_RULE_PATH} query={{ lineId: order.line.lineId }}>
          退票规则
        </AppLink>
        <AppLink to={REFUND_NOTICE_PATH}>退票须知</AppLink>
      </nav>
      <div className={styles.bar}>
        <span className={styles.barTotal}>
          退款合计 <strong className={styles.amount}>{current ? formatPrice(current.totalRefundCents) : '--'}</strong>
        </span>
        <button type="button" className={styles.submit} disabled={!current || isBusy} onClick={() => void onSubmit()}>
          {isBusy ? '正在退票…' : '确认退票'}
        </button>
      </div>
    </main>
  );
};
