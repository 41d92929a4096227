import { queryOptions, useQuery } from '@tanstack/react-query';
import { ticketList } from '@udian/contracts/endpoints/tickets/ticket-list';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { useLoginInfo } from '../../../lib/use-login-info';

const PAGE_SIZE = 20;

/**
 * The passenger's tickets to ride, soonest first (/ticket/v8/list?tab=toRide): line-eta counts down to the
 * boarding stop of one on its line. Under the tickets key, so a check or a refund refreshes it too. Silent:
 * without it the page still counts down to the link's stop or the nearest one.
 */
export const ridingTicketsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['tickets', 'riding', userId] as const,
    queryFn: async ({ signal }) =>
      unwrap(await call(ticketList, { query: { tab: 'toRide', page: 1, pageSize: PAGE_SIZE } }, { signal, failureToast: 'none' })),
    retry: retryTransportOnce,
  });

/** Only asked when logged in; `isPending` stays false for a visitor. */
export const useRidingTickets = () => {
  const login = useLoginInfo();
  const query = useQuery({ ...ridingTicketsQueryOptions(login?.userId ?? ''), enabled: login !== null });
  return { tickets: query.data?.tickets ?? [], isPending: login !== null && query.isPending && query.fetchStatus !== 'idle' };
};
