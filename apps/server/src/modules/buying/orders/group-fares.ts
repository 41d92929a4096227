import type { LineAccessOf } from '../buying.ports';

/** What one ticket costs the passenger, and what its group pays on top (tickets.price_cents, tickets.group_cents). */
export type TicketFare = { priceCents: number; groupCents: number };

/**
 * A ticket's fare on the line's terms (decision 048): on a line its group pays for, a member pays the member
 * price and the group the rest of the departure's fare; a departure whose own fare is below the member price
 * costs the member that fare and the group nothing. Anywhere else the passenger pays the departure's fare.
 */
export const ticketFare = (departurePriceCents: number, access: Pick<LineAccessOf, 'groupId' | 'payer' | 'memberPriceCents'>): TicketFare => {
  if (access.groupId === null || access.payer !== 'group') return { priceCents: departurePriceCents, groupCents: 0 };
  const priceCents = Math.min(departurePriceCents, access.memberPriceCents);
  return { priceCents, groupCents: departurePriceCents - priceCents };
};
