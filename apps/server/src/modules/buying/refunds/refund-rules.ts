import type { RefundQuoteDate, RefundQuoteTicket, RefundTier } from '@udian/contracts/schemas/refunds';

/**
 * The refund rule (decision 025): tiers by time before departure. Refunding at least minMinutesBefore
 * minutes before departure costs feePercent of the ticket's paid share; the tier with the largest minimum
 * reached applies. At or after departure nothing is refundable, nor closer in than the smallest tier.
 */

/** The default rule, as migration 0007 seeds it: free a day ahead, 10% from 2 hours, 20% until departure. */
export const DEFAULT_REFUND_TIERS: readonly RefundTier[] = [
  { minMinutesBefore: 1440, feePercent: 0 },
  { minMinutesBefore: 120, feePercent: 10 },
  { minMinutesBefore: 0, feePercent: 20 },
];

const MINUTE_MS = 60_000;

/** Largest minimum first, as the rule is read and shown. */
export const sortTiers = (tiers: readonly RefundTier[]): RefundTier[] => [...tiers].sort((a, b) => b.minMinutesBefore - a.minMinutesBefore);

export type TierVerdict =
  | { isOpen: true; feePercent: number }
  | { isOpen: false; reason: 'departed' }
  /** Before departure but closer in than the smallest tier: `minMinutesBefore` is that tier's minimum. */
  | { isOpen: false; reason: 'tooClose'; minMinutesBefore: number | null };

/** Which tier applies to refunding a ticket of a departure at `departsAt`, refunded at `now`. */
export const tierAt = (tiers: readonly RefundTier[], departsAt: Date, now: Date): TierVerdict => {
  const msBefore = departsAt.getTime() - now.getTime();
  if (msBefore <= 0) return { isOpen: false, reason: 'departed' };
  const sorted = sortTiers(tiers);
  const tier = sorted.find((t) => msBefore >= t.minMinutesBefore * MINUTE_MS);
  if (tier) return { isOpen: true, feePercent: tier.feePercent };
  return { isOpen: false, reason: 'tooClose', minMinutesBefore: sorted.at(-1)?.minMinutesBefore ?? null };
};

/** The fee on a paid share, rounded to the cent (half up); the refund is the rest. */
export const feeCentsOf = (paidCents: number, feePercent: number): number => Math.round((paidCents * feePercent) / 100);

export type QuotableTicket = {
  ticketId: string;
  serviceDate: string;
  passengerName: string;
  paidCents: number;
  feePercent: number;
};

/** Per ticket (in the order given), per service date (ascending) and in total. */
export const quoteRefund = (tickets: readonly QuotableTicket[]): { tickets: RefundQuoteTicket[]; dates: RefundQuoteDate[]; totalRefundCents: number } => {
  const quoted = tickets.map((t) => {
    const feeCents = feeCentsOf(t.paidCents, t.feePercent);
    return { ...t, feeCents, refundCents: t.paidCents - feeCents };
  });
  return withTickets(quoted);
};

/** A quote of these tickets' refunds: per service date (ascending) and in total. */
export const withTickets = (tickets: RefundQuoteTicket[]): { tickets: RefundQuoteTicket[]; dates: RefundQuoteDate[]; totalRefundCents: number } => {
  const byDate = new Map<string, number>();
  for (const t of tickets) byDate.set(t.serviceDate, (byDate.get(t.serviceDate) ?? 0) + t.refundCents);
  const dates = [...byDate].sort(([a], [b]) => a.localeCompare(b)).map(([serviceDate, refundCents]) => ({ serviceDate, refundCents }));
  return { tickets, dates, totalRefundCents: tickets.reduce((sum, t) => sum + t.refundCents, 0) };
};

/**
 * A payment never gives back more than it took: when earlier refunds of it (an after-sales amount, say) leave
 * less than these tickets' refunds, the last tickets' refunds are cut first, down to nothing if need be.
 */
export const capToPaymentLeft = <T extends { refundCents: number }>(tickets: readonly T[], leftCents: number): T[] => {
  let over = tickets.reduce((sum, t) => sum + t.refundCents, 0) - Math.max(0, leftCents);
  if (over <= 0) return [...tickets];
  const capped = [...tickets];
  for (let i = capped.length - 1; i >= 0 && over > 0; i -= 1) {
    const cut = Math.min(over, capped[i]!.refundCents);
    capped[i] = { ...capped[i]!, refundCents: capped[i]!.refundCents - cut };
    over -= cut;
  }
  return capped;
};

/** '24 小时', '2 小时', '90 分钟'. */
export const durationText = (minutes: number): string => (minutes > 0 && minutes % 60 === 0 ? `${minutes / 60} 小时` : `${minutes} 分钟`);

const feeText = (feePercent: number): string => (feePercent === 0 ? '免收手续费' : `收取实付票款 ${feePercent}% 的手续费`);

/** The rule in sentences for the refund-rule page, tier by tier, then what holds for every refund. */
export const refundRuleText = (tiers: readonly RefundTier[]): string[] => {
  const sorted = sortTiers(tiers);
  const lines = sorted.map((tier, i) => {
    const above = sorted[i - 1];
    if (!above) return tier.minMinutesBefore === 0 ? `发车前退票，${feeText(tier.feePercent)}` : `发车前 ${durationText(tier.minMinutesBefore)}及以上退票，${feeText(tier.feePercent)}`;
    if (tier.minMinutesBefore === 0) return `发车前 ${durationText(above.minMinutesBefore)}内退票，${feeText(tier.feePercent)}`;
    return `发车前 ${durationText(tier.minMinutesBefore)}至 ${durationText(above.minMinutesBefore)}之间退票，${feeText(tier.feePercent)}`;
  });
  const last = sorted.at(-1);
  if (!last) lines.push('该线路车票售出后不支持退票');
  else if (last.minMinutesBefore > 0) lines.push(`发车前 ${durationText(last.minMinutesBefore)}内不可退票`);
  lines.push('发车后不可退票');
  lines.push('使用优惠券的订单，每张车票按其实付金额计算退款；整单退完后，优惠券退回账户');
  lines.push('退款原路退回支付账户，到账时间以支付渠道为准');
  return lines;
};

/**
 * The stem of an order's refund numbers (out_refund_no): the trade number of the payment the money goes back
 * through, or, for an order paid at creation with nothing to pay (no payment; decision 048), the order's number
 * and N. Each refund adds its kind and what makes it unique (a count, a departure).
 */
export const refundNoStem = (order: { order_no: string }, payment: { out_trade_no: string } | null): string =>
  payment ? payment.out_trade_no : `${order.order_no}N`;
