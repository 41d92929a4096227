import type { OrderCreateBody } from '@udian/contracts/endpoints/orders/order-create';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { navigateTo } from '../../app/navigation';
import { getHref } from '../../app/paths';
import { toast } from '../../app/toast';
import { BUY_SUCCESS_PATH, WAITING_PAID_PATH } from '../../app/page-paths';
import { assembleKeys } from '../../api/queries/assemble-keys';
import { useOrderCreate } from './api/order-create';
import { outcomeOf } from './attempt-key';
import { startPayment } from './start-payment';

type PendingAttempt = { choiceKey: string; body: OrderCreateBody };

/**
 * 提交订单: creates the order, then starts paying it at once. After a dropped connection the same request
 * (same body, same Idempotency-Key) is sent again for as long as the passenger keeps the same choice, so a
 * second tap cannot make a second order. Once an order exists this page gives way to waiting-paid
 * (replacing it: "back" must not offer the form that would buy the same seats twice). An order with nothing
 * to pay (an enterprise paying the whole fare: decision 048) is paid when it is made: no
 * cashier, straight to the purchase's success page, as waiting-paid does once an order is paid.
 */
export const useSubmitOrder = () => {
  const create = useOrderCreate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingAttempt | null>(null);
  const [isPaying, setPaying] = useState(false);

  /** `fresh` is the order of the current price; unused when the same choice is being retried. */
  const submit = async (choiceKey: string, fresh: OrderCreateBody | null): Promise<void> => {
    const body = pending?.choiceKey === choiceKey ? pending.body : fresh;
    if (!body || create.isPending || isPaying) return;
    const closeCreating = toast.loading('正在提交订单…');
    const created = await create.mutateAsync(body).finally(closeCreating);
    if (!created.ok) {
      setPending(outcomeOf(created) === 'retryable' ? { choiceKey, body } : null);
      return;
    }
    setPending(null);
    if (created.data.status === 'paid') {
      // As after any payment: a crowdfund's progress and the passenger's part in it may have moved (decision 047).
      void queryClient.invalidateQueries({ queryKey: assembleKeys.all });
      navigateTo(getHref(BUY_SUCCESS_PATH, { orderNo: created.data.orderNo }), { isReplace: true });
      return;
    }
    setPaying(true);
    const waitingPaidHref = getHref(WAITING_PAID_PATH, { orderNo: created.data.orderNo });
    const closePaying = toast.loading('正在发起支付…');
    const started = await startPayment(created.data.orderNo, waitingPaidHref).catch(() => 'failed' as const);
    closePaying();
    if (started !== 'left') navigateTo(waitingPaidHref, { isReplace: true });
  };

  return {
    submit,
    isSubmitting: create.isPending || isPaying,
    isRetryFor: (choiceKey: string): boolean => pending?.choiceKey === choiceKey,
  };
};
