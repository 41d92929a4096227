import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketCheck, type TicketCheckBody } from '@udian/contracts/endpoints/tickets/ticket-check';
import { call } from '../../../api/client';
import { ApiFailure, unwrap } from '../../../api/query-result';
import { ticketKeys } from '../../../api/queries/ticket-keys';
import { ticketDetailQueryOptions } from './ticket-detail';

/**
 * 确认检票 (POST /ticket/check): the ride code shown now, for the ticket's own departure. A refusal (outside
 * the window, already checked, an old code) comes back as the server's message.
 */
export const useTicketCheck = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TicketCheckBody) => call(ticketCheck, { body }).then(unwrap),
    onSuccess: async (ticket) => {
      queryClient.setQueryData(ticketDetailQueryOptions(ticket.ticketId).queryKey, ticket);
      await queryClient.invalidateQueries({ queryKey: ticketKeys.lists() });
    },
    // Refused by the server: the ticket may have changed meanwhile (checked on another phone, refunded).
    onError: async (error, body) => {
      if (error instanceof ApiFailure && !error.isTransport) {
        await queryClient.invalidateQueries({ queryKey: ticketDetailQueryOptions(body.ticketId).queryKey });
      }
    },
  });
};
