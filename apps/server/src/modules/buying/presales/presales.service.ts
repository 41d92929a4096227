import type { DbOrTx } from '../../../db/database';
import type { PresalesRepository } from './presales.repository';

export type { PresaleOrderRow } from './presales.repository';

/**
 * Presales (预售, decision 047): a line sold for fixed dates before it is confirmed, as a crowdfund sells its
 * first period. The crowdfund decides; buying keeps the rule every order obeys (presale-rules.ts).
 */
export const createPresalesService = ({ presales, now = () => new Date() }: { presales: PresalesRepository; now?: () => Date }) => ({
  open: (input: { lineId: number; dates: string[]; salesCloseAt: Date }, tx: DbOrTx) =>
    presales.insert({ line_id: input.lineId, dates: input.dates, sales_close_at: input.salesCloseAt }, tx),
  /** A later close of sales; false when the presale had already ended. */
  extend: (lineId: number, salesCloseAt: Date, tx: DbOrTx) => presales.update(lineId, { sales_close_at: salesCloseAt }, now(), tx),
  /** The line is confirmed: it sells as any other line, its presold tickets ride. */
  release: (lineId: number, tx: DbOrTx) => presales.update(lineId, { status: 'released' }, now(), tx),
  /** The line is not confirmed: nothing more is sold (its departures are stopped by the caller). */
  close: (lineId: number, tx: DbOrTx) => presales.update(lineId, { status: 'closed' }, now(), tx),
  linesOfUser: (userId: number) => presales.linesOfUser(userId),
  orders: (lineId: number, firstDate: string, tx?: DbOrTx) => presales.orders(lineId, firstDate, tx),
  committedRiders: (lineId: number, firstDate: string, tx?: DbOrTx) => presales.committedRiders(lineId, firstDate, tx),
});

export type PresalesService = ReturnType<typeof createPresalesService>;
