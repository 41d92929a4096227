/**
 * A refund rule's tiers as the rows of the refund-rule table: when (time before departure) and what it
 * costs. Written from the tiers the server answers, so a line with its own rule reads its own numbers.
 */
import type { RefundTier } from '@udian/contracts/schemas/refunds';

export type RefundRuleRow = { when: string; fee: string; isRefundable: boolean };

const MINUTES_PER_HOUR = 60;

/** '24 小时', '90 分钟' → '1 小时 30 分钟', '30 分钟'. */
export const formatMinutesBefore = (minutes: number): string => {
  const hours = Math.floor(minutes / MINUTES_PER_HOUR);
  const rest = minutes % MINUTES_PER_HOUR;
  if (hours === 0) return `${rest} 分钟`;
  return rest === 0 ? `${hours} 小时` : `${hours} 小时 ${rest} 分钟`;
};

/** '2–24 小时' when both ends are whole hours, else '30 分钟 至 2 小时'. */
const formatSpan = (from: number, to: number): string =>
  from % MINUTES_PER_HOUR === 0 && to % MINUTES_PER_HOUR === 0
    ? `${from / MINUTES_PER_HOUR}–${to / MINUTES_PER_HOUR} 小时`
    : `${formatMinutesBefore(from)} 至 ${formatMinutesBefore(to)}`;

export const formatFee = (feePercent: number): string => (feePercent <= 0 ? '免费退票' : `收取 ${feePercent}% 手续费`);

const NOT_REFUNDABLE = '不可退票';

/**
 * One row per tier, largest minimum first, then what is left: the last minutes before departure when the
 * lowest tier starts above 0, and departure itself, after which nothing is refundable.
 */
export const refundRuleRows = (tiers: readonly RefundTier[]): RefundRuleRow[] => {
  const sorted = [...tiers].sort((a, b) => b.minMinutesBefore - a.minMinutesBefore);
  const rows = sorted.map((tier, index): RefundRuleRow => {
    const upper = sorted[index - 1]?.minMinutesBefore;
    const from = tier.minMinutesBefore;
    let when: string;
    if (upper === undefined) when = from > 0 ? `发车前 ${formatMinutesBefore(from)}及以上` : '发车前';
    else when = from > 0 ? `发车前 ${formatSpan(from, upper)}` : `发车前 ${formatMinutesBefore(upper)}内`;
    return { when, fee: formatFee(tier.feePercent), isRefundable: true };
  });
  const lowest = sorted[sorted.length - 1]?.minMinutesBefore;
  if (lowest !== undefined && lowest > 0) {
    rows.push({ when: `发车前 ${formatMinutesBefore(lowest)}内`, fee: NOT_REFUNDABLE, isRefundable: false });
  }
  rows.push({ when: '发车后', fee: NOT_REFUNDABLE, isRefundable: false });
  return rows;
};
