import { queryOptions, useQuery } from '@tanstack/react-query';
import { ticketShareQuery } from '@udian/contracts/endpoints/tickets/ticket-share-query';
import type { SharedTicket } from '@udian/contracts/schemas/tickets';
import { call } from '../../../api/client';
import { ApiFailure, retryTransportOnce } from '../../../api/query-result';
import { forgetRideCodes, nextCachedRideCodes } from '../ride-code-cache';
import { clockOffsetOf, keepRideCodes, type RideCodesResult } from '../ride-code-source';
import { ticketKeys } from '../../../api/queries/ticket-keys';

/** The cache owner of a shared ticket: the link, not an account (the companion may not be logged in). */
export const shareOwner = (token: string): string => `share:${token}`;

export type SharedTicketResult = {
  /** A ticket read back from the device carries only the fields ride codes keep (no bus, no price). */
  ticket: SharedTicket | null;
  rideCodes: RideCodesResult | null;
};

/**
 * The ticket behind a share link and its ride codes (/ticket/share/query, public). Offline, the codes kept
 * from an earlier visit of the same link still show; a bad or expired link answers the server's message.
 */
export const sharedTicketQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...ticketKeys.all, 'share', token] as const,
    queryFn: async ({ signal }): Promise<SharedTicketResult> => {
      const owner = shareOwner(token);
      const startedMs = Date.now();
      const result = await call(ticketShareQuery, { query: { token } }, { signal, failureToast: 'none' });
      if (result.ok) {
        const { ticket, rideCodes } = result.data;
        if (!rideCodes) {
          forgetRideCodes(owner, ticket.ticketId);
          return { ticket, rideCodes: null };
        }
        return { ticket, rideCodes: keepRideCodes(owner, ticket, rideCodes, clockOffsetOf(result.meta, startedMs, Date.now())) };
      }
      const cached = 'meta' in result ? null : nextCachedRideCodes(owner);
      if (cached) return { ticket: null, rideCodes: { ...cached, isFromCache: true } };
      throw new ApiFailure(result);
    },
    retry: retryTransportOnce,
    staleTime: 5 * 60_000,
  });

export const useSharedTicket = (token: string) => useQuery(sharedTicketQueryOptions(token));
