import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { RideCodes, SharedTicket } from '../../schemas/tickets';

export const TicketShareQuery = z.object({
  token: z.string({ error: '分享链接无效，请联系分享人重新分享' }).trim().min(1, '分享链接无效，请联系分享人重新分享').max(200, '分享链接无效，请联系分享人重新分享'),
});
export type TicketShareQuery = z.input<typeof TicketShareQuery>;

export const TicketShareQueryData = z.object({
  ticket: SharedTicket,
  /** null once the ticket is used or refunded: there is nothing left to show the driver. */
  rideCodes: RideCodes.nullable(),
});
export type TicketShareQueryData = z.infer<typeof TicketShareQueryData>;

/** The shared ticket, for anyone holding a valid link (public); a bad or expired token: shareLinkInvalid. */
export const ticketShareQuery = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/ticket/share/query',
  summary: 'A shared ticket and its ride codes, by share token (no login)',
  isPublic: true,
  needsClientHeaders: true,
  query: TicketShareQuery,
  data: TicketShareQueryData,
});
