/**
 * The cache keys of period passes (decision 050), built here only. Buying a pass or refunding its days marks
 * every one stale (`periodPassKeys.all`), with the order and ticket keys. Keys that differ by viewer carry the
 * user id.
 */
export const periodPassKeys = {
  all: ['periodPasses'] as const,
  mine: (userId: string) => [...periodPassKeys.all, 'mine', userId] as const,
  detail: (userId: string, orderNo: string) => [...periodPassKeys.all, 'detail', userId, orderNo] as const,
  quote: (userId: string, choice: string) => [...periodPassKeys.all, 'quote', userId, choice] as const,
  refundQuote: (orderNo: string, ticketIds: string) => [...periodPassKeys.all, 'refundQuote', orderNo, ticketIds] as const,
};
