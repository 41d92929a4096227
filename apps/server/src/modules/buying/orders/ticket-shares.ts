/**
 * What each ticket of an order paid: the order's payable (after its coupon) split over its tickets in
 * proportion to their prices, in integer cents, by the largest-remainder method so that the shares always
 * sum to exactly the payable. The ticket view (paidCents, read through riding's BuyingPort) and the refund
 * quote use the same split.
 */

/**
 * Splits `payableCents` over `prices` (cents) in proportion. Each share is the floor of its exact quota; the
 * cents left over go one each to the largest fractional remainders, the earlier index first on a tie (give
 * the prices in a stable order: the order's tickets by ascending id). With every price zero the payable is
 * split evenly the same way.
 */
export const splitPayable = (payableCents: number, prices: readonly number[]): number[] => {
  if (!Number.isSafeInteger(payableCents) || payableCents < 0) throw new RangeError(`payableCents must be a non-negative integer, got ${payableCents}`);
  for (const price of prices) {
    if (!Number.isSafeInteger(price) || price < 0) throw new RangeError(`prices must be non-negative integers, got ${price}`);
  }
  if (prices.length === 0) {
    if (payableCents !== 0) throw new RangeError('cannot split a payable amount over no tickets');
    return [];
  }
  const total = prices.reduce((sum, p) => sum + p, 0);
  const weights = total === 0 ? prices.map(() => 1) : prices;
  const weightSum = total === 0 ? prices.length : total;
  // Exact in doubles while payable × weight stays below 2^53 (cents: far beyond any order).
  const shares = weights.map((w) => Math.floor((payableCents * w) / weightSum));
  const remainders = weights.map((w, index) => ({ index, remainder: (payableCents * w) % weightSum }));
  let left = payableCents - shares.reduce((sum, s) => sum + s, 0);
  remainders.sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of remainders) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
};

/** The shares of an order's tickets by ticket id: the tickets sorted by id, then split. */
export const ticketShares = (payableCents: number, tickets: readonly { id: number; priceCents: number }[]): Map<number, number> => {
  const sorted = [...tickets].sort((a, b) => a.id - b.id);
  const shares = splitPayable(payableCents, sorted.map((t) => t.priceCents));
  return new Map(sorted.map((t, i) => [t.id, shares[i]!]));
};
