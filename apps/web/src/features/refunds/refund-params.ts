/**
 * The refund page's query: ?orderNo=&ticketId=. Checked here because the browser never runs zod
 * (decision 015): a link cut short says so instead of asking the server.
 */
const orderNoPattern = /^UD\d{20}$/;
const idPattern = /^[1-9]\d{0,15}$/;

export type RefundParams = { orderNo: string | null; ticketId: string | null };

export const readRefundParams = (search: string): RefundParams => {
  const params = new URLSearchParams(search);
  const orderNo = params.get('orderNo');
  const ticketId = params.get('ticketId');
  return {
    orderNo: orderNo !== null && orderNoPattern.test(orderNo) ? orderNo : null,
    ticketId: ticketId !== null && idPattern.test(ticketId) ? ticketId : null,
  };
};
