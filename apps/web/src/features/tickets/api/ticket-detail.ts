import { queryOptions, useQuery } from '@tanstack/react-query';
import { ticketDetail } from '@udian/contracts/endpoints/tickets/ticket-detail';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { ticketKeys } from '../../../api/queries/ticket-keys';

/** One of the passenger's tickets (/ticket/query). */
export const ticketDetailQueryOptions = (ticketId: string) =>
  queryOptions({
    queryKey: [...ticketKeys.all, 'detail', ticketId] as const,
    queryFn: async ({ signal }) => unwrap(await call(ticketDetail, { query: { ticketId } }, { signal })),
    retry: retryTransportOnce,
    // A bus gets assigned, the ticket gets checked on the bus: a page opened again asks again.
    staleTime: 0,
  });

export const useTicketDetail = (ticketId: string) => useQuery(ticketDetailQueryOptions(ticketId));
