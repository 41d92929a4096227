import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { TicketIdBody } from '../../schemas/tickets';

export const TicketShareData = z.object({
  /** Signed: the ticket and when the link stops working (the check window's close). */
  shareToken: z.string(),
  /** The share-ticket page with the token, without the base path. */
  path: z.string(),
  expiresAt: z.string(),
});
export type TicketShareData = z.infer<typeof TicketShareData>;

/** A link a companion opens without logging in to see the ticket and its ride code. */
export const ticketShare = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.api,
  path: '/ticket/share',
  summary: 'A signed link to one of the passenger’s tickets for a companion',
  isPublic: false,
  needsClientHeaders: true,
  body: TicketIdBody,
  data: TicketShareData,
});
