import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ticketList, type TicketListTab } from '@udian/contracts/endpoints/tickets/ticket-list';
import { ticketListV4 } from '@udian/contracts/endpoints/tickets/ticket-list-v4';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { useLoginInfo } from '../../../lib/use-login-info';

/** The key every ticket query sits under; a check or a share changes what it holds. */
export const TICKETS_KEY = ['tickets'] as const;

/** v8: my-ticket, my-trip, bus-code; v4: the older bus section's /ydbus/ticket. Same tabs, same tickets. */
export type TicketListSource = 'v8' | 'v4';

const PAGE_SIZE = 10;

const endpointOf = (source: TicketListSource) => (source === 'v4' ? ticketListV4 : ticketList);

/** One tab of tickets, page by page ("加载更多"): toRide soonest first, the others latest first. */
export const ticketListQueryOptions = (userId: string, source: TicketListSource, tab: TicketListTab, pageSize = PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: [...TICKETS_KEY, 'list', source, userId, tab, pageSize] as const,
    queryFn: async ({ pageParam, signal }) =>
      unwrap(await call(endpointOf(source), { query: { tab, page: pageParam, pageSize } }, { signal })),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    retry: retryTransportOnce,
    // Tickets change elsewhere (a check on the bus, a refund): coming back shows the cached pages at once and
    // asks again behind them.
    staleTime: 0,
  });

export const useTicketList = (source: TicketListSource, tab: TicketListTab, pageSize?: number) => {
  const login = useLoginInfo();
  return useInfiniteQuery({ ...ticketListQueryOptions(login?.userId ?? '', source, tab, pageSize), enabled: login !== null });
};
