import { charterDayKindLabels } from '@udian/contracts/charter-fees';
import type { CharterQuote, StudentCharter } from '@udian/contracts/schemas/charters';
import { formatYuan } from '../../lib/format';
import { vehiclesText } from './charter-text';
import styles from './charters.module.css';

type Props = {
  quote: CharterQuote;
  /** The operator's change on confirming, shown as a line of its own with its reason. */
  adjustment?: StudentCharter['adjustment'];
  /** What is charged: the quote's total, or the confirmed fee. */
  totalCents: number;
  totalLabel?: string;
  /** A newer trip is being priced: the old breakdown stays, dimmed. */
  isStale?: boolean;
};

const signed = (cents: number): string => `${cents < 0 ? '-' : '+'}¥${formatYuan(Math.abs(cents))}`;

/**
 * A fee line by line, every amount in yuan from the server's cents: the vehicles, the distance and the day it
 * was priced on, then each item of the rules (charter-fees.ts) with how it was worked out, the operator's
 * adjustment if any, and the total.
 */
export const FeeBreakdown = ({ quote, adjustment = null, totalCents, totalLabel = '合计', isStale = false }: Props) => (
  <div className={isStale ? styles.stale : undefined} data-testid="fee-breakdown" aria-busy={isStale}>
    <p className={styles.summary}>
      {vehiclesText(quote)} · 单程约 {quote.roadKm} 公里{quote.isReturnTrip ? `（往返计 ${quote.chargedKm} 公里）` : ''} · {charterDayKindLabels[quote.dayKind]}
      {quote.dayName && quote.dayKind === 'holiday' ? `（${quote.dayName}）` : ''}
    </p>
    <ul className={styles.breakdown} aria-label="费用明细">
      {quote.items.map((item) => (
        <li key={item.kind} className={styles.feeItem}>
          <span className={styles.feeLine}>
            <span>{item.label}</span>
            <span className={styles.feeAmount}>¥{formatYuan(item.amountCents)}</span>
          </span>
          <p className={styles.feeDetail}>{item.detail}</p>
        </li>
      ))}
      {adjustment ? (
        <li className={styles.feeItem}>
          <span className={`${styles.feeLine} ${styles.adjustment}`}>
            <span>运营调整</span>
            <span className={styles.feeAmount}>{signed(adjustment.amountCents)}</span>
          </span>
          <p className={styles.feeDetail}>按规则计算 ¥{formatYuan(quote.totalCents)}，调整原因：{adjustment.reason}</p>
        </li>
      ) : null}
    </ul>
    <p className={styles.total}>
      <span>{totalLabel}</span>
      <span className={styles.totalAmount} data-testid="fee-total">
        ¥{formatYuan(totalCents)}
      </span>
    </p>
  </div>
);
