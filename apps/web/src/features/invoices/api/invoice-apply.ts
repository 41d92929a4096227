import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invoiceApply, type InvoiceApplyBody } from '@udian/contracts/endpoints/invoices/invoice-apply';
import { call } from '../../../api/client';
import { orderKeys } from '../../../api/queries/order-keys';
import { unwrap } from '../../../api/query-result';
import { INVOICES_KEY } from './invoice-list';

/**
 * Requests an e-invoice for an order (POST /invoice/apply). Once per order (the server refuses a second),
 * so a repeated tap can do no harm; the list and the order are asked again after any answer.
 */
export const useInvoiceApply = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceApplyBody) => call(invoiceApply, { body }).then(unwrap),
    onSettled: (_data, _error, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: INVOICES_KEY }),
        queryClient.invalidateQueries({ queryKey: orderKeys.detail(body.orderNo) }),
      ]),
  });
};
