/**
 * Which tickets of an order the refund page offers, and the passenger's choice among them. The server
 * decides in the end (the quote and the refund check again); this only keeps the page from offering what
 * it would refuse: a ticket must be valid, of a paid order, and its bus not yet departed.
 */
import type { Order, OrderTicket } from '@udian/contracts/schemas/orders';
import type { RefundPriceData } from '@udian/contracts/endpoints/tickets/refund-price';

export type RefundChoice = { ticket: OrderTicket; isRefundable: boolean };
export type RefundDateGroup = { date: string; time: string; choices: RefundChoice[] };

export const isTicketRefundable = (order: Pick<Order, 'status'>, ticket: OrderTicket, nowMs: number): boolean =>
  order.status === 'paid' && ticket.status === 'valid' && Date.parse(ticket.departsAt) > nowMs;

/** The order's valid tickets by date (ascending), riders in the order's order; departed ones not choosable. */
export const groupRefundChoices = (order: Pick<Order, 'status' | 'tickets'>, nowMs: number): RefundDateGroup[] => {
  const groups = new Map<string, RefundDateGroup>();
  for (const ticket of order.tickets) {
    if (ticket.status !== 'valid') continue;
    const choice = { ticket, isRefundable: isTicketRefundable(order, ticket, nowMs) };
    const group = groups.get(ticket.serviceDate);
    if (group) group.choices.push(choice);
    else groups.set(ticket.serviceDate, { date: ticket.serviceDate, time: ticket.time, choices: [choice] });
  }
  return [...groups.values()].sort((a, b) => a.date.localeCompare(b.date));
};

const refundableIds = (groups: readonly RefundDateGroup[]): string[] =>
  groups.flatMap((group) => group.choices.filter((choice) => choice.isRefundable).map((choice) => choice.ticket.ticketId));

/** The ticket the page was opened for, when it can be refunded; otherwise nothing is chosen yet. */
export const initialSelection = (groups: readonly RefundDateGroup[], ticketId: string | null): string[] =>
  ticketId !== null && refundableIds(groups).includes(ticketId) ? [ticketId] : [];

/**
 * The chosen tickets that can still be refunded, in the page's order (date, then rider): the quote and the
 * refund are asked for exactly this list, so one choice always gives the same request.
 */
export const orderedSelection = (groups: readonly RefundDateGroup[], selected: readonly string[]): string[] => {
  const chosen = new Set(selected);
  return refundableIds(groups).filter((ticketId) => chosen.has(ticketId));
};

export const toggleTicket = (selected: readonly string[], ticketId: string): string[] =>
  selected.includes(ticketId) ? selected.filter((id) => id !== ticketId) : [...selected, ticketId];

export type DateSelection = 'all' | 'some' | 'none';

export const dateSelection = (group: RefundDateGroup, selected: readonly string[]): DateSelection => {
  const ids = refundableIds([group]);
  const count = ids.filter((id) => selected.includes(id)).length;
  if (count === 0) return 'none';
  return count === ids.length ? 'all' : 'some';
};

/** A date's box: every rider of that date when not all are chosen yet, otherwise none of them. */
export const toggleDate = (selected: readonly string[], group: RefundDateGroup): string[] => {
  const ids = refundableIds([group]);
  if (dateSelection(group, selected) === 'all') return selected.filter((id) => !ids.includes(id));
  return [...selected, ...ids.filter((id) => !selected.includes(id))];
};

/** The quote is for exactly these tickets (not a previous choice still on screen while the new one is priced). */
export const isQuoteFor = (quote: RefundPriceData, ticketIds: readonly string[]): boolean =>
  quote.tickets.length === ticketIds.length && quote.tickets.every((ticket) => ticketIds.includes(ticket.ticketId));

export type QuoteSums = { paidCents: number; feeCents: number; refundCents: number };

/** What the chosen tickets paid, the fees and what comes back, summed over the quote's tickets. */
export const sumQuote = (quote: RefundPriceData): QuoteSums =>
  quote.tickets.reduce<QuoteSums>(
    (sums, ticket) => ({
      paidCents: sums.paidCents + ticket.paidCents,
      feeCents: sums.feeCents + ticket.feeCents,
      refundCents: sums.refundCents + ticket.refundCents,
    }),
    { paidCents: 0, feeCents: 0, refundCents: 0 },
  );
