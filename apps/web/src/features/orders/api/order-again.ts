import { useMutation } from '@tanstack/react-query';
import { orderAgain, type OrderAgainData } from '@udian/contracts/endpoints/orders/order-again';
import { call } from '../../../api/client';
import { unwrap } from '../../../api/query-result';
import type { BuyTicketDraft } from '../../../lib/buy-ticket-draft';

/** The buying page's draft for an earlier order's choice, moved to the coming dates. */
export const toBuyTicketDraft = (data: OrderAgainData): BuyTicketDraft => ({
  lineId: data.lineId,
  time: data.time,
  boardSeq: data.boardSeq,
  alightSeq: data.alightSeq,
  dates: data.dates,
  passengerIds: data.passengerIds,
});

/**
 * 再来一单 (/ticket/orderAgain). A GET, but asked once per tap and never cached: the dates and seats it
 * answers are only good for the buying page about to open.
 */
export const useOrderAgain = () =>
  useMutation({
    mutationFn: (orderNo: string) => call(orderAgain, { query: { orderNo } }).then(unwrap).then(toBuyTicketDraft),
  });
