/**
 * What riding needs of the buying context, as small ports buying's wiring hands over (through its services):
 * riding never reads buying's repositories, and buying never imports riding.
 */

/** A ticket as the refund terms judge it: its line's tiers and when its departure leaves. */
export type RefundTermsTicket = { lineId: number; departsAt: Date };

export type BuyingPort = {
  /** What each ticket of these orders paid (its share of its order's payable), by ticket id. */
  paidShares: (orderIds: readonly number[]) => Promise<Map<number, number>>;
  /** For each ticket, whether its line's refund tiers take it back at `at`: what the refund quote will say. */
  refundableAt: (tickets: readonly RefundTermsTicket[], at: Date) => Promise<boolean[]>;
};
