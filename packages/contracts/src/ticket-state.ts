import type { TicketStatus } from './schemas/orders';
import type { TicketState } from './schemas/tickets';

/** What decides a ticket's state besides its status (riding reads them with the ticket). */
export type TicketStateFacts = {
  status: TicketStatus;
  /** Refunded by the operator's stop of its departure (停运). */
  isStopped: boolean;
  /** On a crowdfunded line still gathering riders (decision 047). */
  isGathering: boolean;
  /** Its check window closed (decision 024). */
  isWindowClosed: boolean;
};

/**
 * The one rule for what a ticket is as people see it: the passenger's ticket list (riding) and a group's
 * statement in the console (buying, decision 048) both answer it. A released ticket (its order's money went
 * back before it was ever valid) reads as refunded.
 */
export const ticketStateOf = ({ status, isStopped, isGathering, isWindowClosed }: TicketStateFacts): TicketState => {
  if (status === 'used') return 'used';
  if (status === 'refunded' || status === 'released') return isStopped ? 'stopped' : 'refunded';
  if (isGathering) return 'gathering';
  return isWindowClosed ? 'expired' : 'toRide';
};
