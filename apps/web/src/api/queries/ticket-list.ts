import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ticketList, type TicketListTab } from '@udian/contracts/endpoints/tickets/ticket-list';
import { ticketListV4 } from '@udian/contracts/endpoints/tickets/ticket-list-v4';
import { useLoginInfo } from '../../lib/use-login-info';
import { call, type CallOptions } from '../client';
import { retryTransportOnce, unwrap } from '../query-result';
import { ticketKeys } from './ticket-keys';

/** v8: my-ticket, my-trip, bus-code, line-eta; v4: the older bus section's /ydbus/ticket. Same tabs, same tickets. */
export type TicketListSource = 'v8' | 'v4';

export type TicketListOptions = {
  pageSize?: number;
  /** 'none' for a page that does without the list (line-eta still counts down to a stop). */
  failureToast?: CallOptions['failureToast'];
};

const PAGE_SIZE = 10;

const endpointOf = (source: TicketListSource) => (source === 'v4' ? ticketListV4 : ticketList);

/**
 * One tab of the passenger's tickets, page by page ("加载更多"): toRide soonest first, the others latest
 * first (/ticket/v8/list, /ticket/v4/list).
 */
export const ticketListQueryOptions = (
  userId: string,
  source: TicketListSource,
  tab: TicketListTab,
  { pageSize = PAGE_SIZE, failureToast }: TicketListOptions = {},
) =>
  infiniteQueryOptions({
    queryKey: ticketKeys.list(source, userId, tab, pageSize),
    queryFn: async ({ pageParam, signal }) =>
      unwrap(await call(endpointOf(source), { query: { tab, page: pageParam, pageSize } }, { signal, failureToast })),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    retry: retryTransportOnce,
    // Tickets change elsewhere (a check on the bus, a refund): coming back shows the cached pages at once and
    // asks again behind them.
    staleTime: 0,
  });

/** Only asked when logged in. */
export const useTicketList = (source: TicketListSource, tab: TicketListTab, options?: TicketListOptions) => {
  const login = useLoginInfo();
  return useInfiniteQuery({ ...ticketListQueryOptions(login?.userId ?? '', source, tab, options), enabled: login !== null });
};
