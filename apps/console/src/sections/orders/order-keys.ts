/** The order section's query keys: a refund invalidates the order's history and every search. */
export const ORDERS_KEY = ['orders'] as const;
export const orderSearchKey = (query: Record<string, unknown>) => [...ORDERS_KEY, 'search', query] as const;
export const orderHistoryKey = (orderNo: string) => [...ORDERS_KEY, 'history', orderNo] as const;
