import type { TicketRefundData } from '@udian/contracts/endpoints/tickets/ticket-refund';
import { useCallback, useState } from 'react';
import { RequireLogin } from '../../components/require-login';
import { useOrderDetail } from '../../api/queries/order-detail';
import { RefundForm } from './refund-form';
import { MissingRefundOrder, NothingToRefund, RefundLoading, RefundOrderFailure } from './refund-page-states';
import { readRefundParams } from './refund-params';
import { RefundResult } from './refund-result';
import { groupRefundChoices } from './refund-selection';

const RefundTicket = ({ orderNo, ticketId }: { orderNo: string; ticketId: string | null }) => {
  // Always asked afresh on entering: a ticket refunded or checked a moment ago must not be offered.
  const order = useOrderDetail(orderNo, { staleTime: 0 });
  const [result, setResult] = useState<TicketRefundData | null>(null);
  const { refetch } = order;
  const onStale = useCallback(() => void refetch(), [refetch]);
  if (result) return <RefundResult result={result} />;
  if (order.isError && !order.data) return <RefundOrderFailure error={order.error} onRetry={onStale} />;
  if (!order.data) return <RefundLoading label="正在加载订单" />;
  const hasRefundable = groupRefundChoices(order.data, Date.now()).some((group) =>
    group.choices.some((choice) => choice.isRefundable),
  );
  if (!hasRefundable) return <NothingToRefund orderNo={orderNo} />;
  return <RefundForm order={order.data} ticketId={ticketId} onRefunded={setResult} onStale={onStale} />;
};

/** /ydbus/refund-ticket?orderNo=&ticketId=: refund some dates and riders of a paid order by the refund rule. */
export const RefundTicketPage = () => {
  const { orderNo, ticketId } = readRefundParams(window.location.search);
  return (
    <RequireLogin>
      {orderNo ? (
        <RefundTicket key={`${orderNo}:${ticketId ?? ''}`} orderNo={orderNo} ticketId={ticketId} />
      ) : (
        <MissingRefundOrder />
      )}
    </RequireLogin>
  );
};
