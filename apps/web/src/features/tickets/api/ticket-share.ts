import { useMutation } from '@tanstack/react-query';
import { ticketShare } from '@udian/contracts/endpoints/tickets/ticket-share';
import { call } from '../../../api/client';
import { unwrap } from '../../../api/query-result';

/** 分享给同行人 (POST /ticket/share): a signed link to the ticket that works until its check window closes. */
export const useTicketShare = () =>
  useMutation({
    mutationFn: (ticketId: string) => call(ticketShare, { body: { ticketId } }).then(unwrap),
  });
