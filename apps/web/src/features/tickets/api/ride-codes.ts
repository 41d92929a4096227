import { queryOptions, useQuery } from '@tanstack/react-query';
import { rideCodes } from '@udian/contracts/endpoints/tickets/ride-codes';
import { call } from '../../../api/client';
import { retryTransportOnce } from '../../../api/query-result';
import type { RideTicket } from '../ride-code-cache';
import { cachedRideCodes, settleRideCodes } from '../ride-code-source';
import { ticketKeys } from '../../../api/queries/ticket-keys';

/** Offline, the kept list shows; this often the page tries the network again behind it. */
const OFFLINE_RETRY_MS = 30_000;

/**
 * A valid ticket's ride codes for its whole check window (/ticket/rideCode/query), kept on the device so
 * that the code still shows and rotates offline. Silent on failure: the panel itself says what happened.
 */
export const rideCodesQueryOptions = (owner: string, ticket: RideTicket) =>
  queryOptions({
    queryKey: [...ticketKeys.all, 'rideCodes', owner, ticket.ticketId] as const,
    queryFn: async ({ signal }) => {
      const startedMs = Date.now();
      const result = await call(rideCodes, { query: { ticketId: ticket.ticketId } }, { signal, failureToast: 'none' });
      return settleRideCodes(owner, ticket, result, startedMs);
    },
    // The kept list shows at once while the network is asked.
    placeholderData: () => cachedRideCodes(owner, ticket.ticketId),
    retry: retryTransportOnce,
    refetchInterval: (query) => (query.state.data?.isFromCache ? OFFLINE_RETRY_MS : false),
    // The codes of a window never change: asked again only when the page opens again.
    staleTime: 5 * 60_000,
  });

export const useRideCodes = (owner: string, ticket: RideTicket, isEnabled = true) =>
  useQuery({ ...rideCodesQueryOptions(owner, ticket), enabled: isEnabled });
