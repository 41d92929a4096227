import { queryOptions, useQuery } from '@tanstack/react-query';
import { ticketLocation } from '@udian/contracts/endpoints/tickets/ticket-location';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { ticketKeys } from '../../../api/queries/ticket-keys';

/** How often ticket-info asks where the bus is. */
export const LOCATION_POLL_MS = 15_000;

/**
 * The ticket's bus on the line's map (/line_eta/location/queryByTicket), asked again every 15 s while the
 * page shows it. Silent on failure: a missed position is not worth a toast every 15 s, the map stays.
 */
export const ticketLocationQueryOptions = (ticketId: string) =>
  queryOptions({
    queryKey: [...ticketKeys.all, 'location', ticketId] as const,
    queryFn: async ({ signal }) =>
      unwrap(await call(ticketLocation, { query: { ticketId } }, { signal, failureToast: 'none' })),
    retry: retryTransportOnce,
    refetchInterval: LOCATION_POLL_MS,
    staleTime: LOCATION_POLL_MS,
  });

export const useTicketLocation = (ticketId: string, isEnabled: boolean) =>
  useQuery({ ...ticketLocationQueryOptions(ticketId), enabled: isEnabled });
