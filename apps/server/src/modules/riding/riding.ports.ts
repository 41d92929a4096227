/**
 * What riding needs of the buying and groups contexts, as small ports their wirings hand over (through their
 * services): riding never reads their repositories, and neither imports riding.
 */

/** A ticket as the refund terms judge it: its line's tiers and when its departure leaves. */
export type RefundTermsTicket = { lineId: number; departsAt: Date };

export type BuyingPort = {
  /** What each ticket of these orders paid (its share of its order's payable), by ticket id. */
  paidShares: (orderIds: readonly number[]) => Promise<Map<number, number>>;
  /** For each ticket, whether its line's refund tiers take it back at `at`: what the refund quote will say. */
  refundableAt: (tickets: readonly RefundTermsTicket[], at: Date) => Promise<boolean[]>;
};

/** What riding asks of the groups context's schools (decision 049): the student rides and the check-in notice. */
export type SchoolsPort = {
  /** The guardian's own student (any status); AppError studentNotFound otherwise. */
  ownStudent: (userId: number, studentId: number) => Promise<{ studentId: number; name: string }>;
  /** Tells the guardian, once per ticket (in the app, and by text when new). Never throws for an SMS failure. */
  notifyCheckIn: (input: { studentId: number; ticketId: number; lineCode: string; plate: string | null; stopName: string; at: Date }) => Promise<void>;
};
