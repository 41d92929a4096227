import { useTicketList } from '../../api/queries/ticket-list';
import { useLoginInfo } from '../../lib/use-login-info';

const PAGE_SIZE = 20;

/**
 * The passenger's tickets to ride, soonest first (the first page of the toRide tab): line-eta counts down to
 * the boarding stop of one on its line. Silent: without it the page still counts down to the link's stop or
 * the nearest one. `isPending` stays false for a visitor, who is never asked.
 */
export const useRidingTickets = () => {
  const login = useLoginInfo();
  const query = useTicketList('v8', 'toRide', { pageSize: PAGE_SIZE, failureToast: 'none' });
  return {
    tickets: query.data?.pages[0]?.tickets ?? [],
    isPending: login !== null && query.isPending && query.fetchStatus !== 'idle',
  };
};
