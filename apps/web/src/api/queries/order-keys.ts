/**
 * The cache keys of orders, built here only. Every order query starts with `orderKeys.all` (the order list
 * and the success page's recommendations of the orders feature too), so a change to an order (a cancel, a
 * refund) marks them all stale through this one factory.
 */
export const orderKeys = {
  all: ['orders'] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (orderNo: string) => [...orderKeys.details(), orderNo] as const,
};
