/** The key every refund query (quote, rule) sits under; the order being refunded is orderKeys' detail. */
export const REFUNDS_KEY = ['refunds'] as const;
