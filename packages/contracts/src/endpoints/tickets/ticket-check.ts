import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { Id } from '../../schemas/common';
import { Ticket } from '../../schemas/tickets';

export const TicketCheckBody = z.object({
  ticketId: Id,
  /** The departure being boarded: a ticket of another departure is refused (ticketWrongDeparture). */
  departureId: Id,
  rideCode: z.string({ error: '请出示乘车码' }).trim().min(1, '请出示乘车码').max(200, '乘车码无效，请打开车票页面重新出示'),
});
export type TicketCheckBody = z.input<typeof TicketCheckBody>;

/**
 * Checks a ticket in, once: the ticket valid, the departure the ticket's own, the time inside the check
 * window, and the ride code this ticket's and current (refusals in that order). Answers the ticket, now used.
 */
export const ticketCheck = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.api,
  path: '/ticket/check',
  summary: 'Checks a ticket in with its current ride code, inside its window, once',
  isPublic: false,
  needsClientHeaders: true,
  body: TicketCheckBody,
  data: Ticket,
});
