import type { OrderCreateBody } from '@udian/contracts/endpoints/orders/order-create';
import { useState } from 'react';
import { navigateTo } from '../../app/navigation';
import { getHref } from '../../app/paths';
import { toast } from '../../lib/toast';
import { WAITING_PAID_PATH } from '../../routes';
import { useOrderCreate } from './api/order-create';
import { outcomeOf } from './attempt-key';
import { startPayment } from './start-payment';

/**
 * 提交订单: creates the order, then starts paying it at once. Whatever happens to the payment, the order
 * exists from then on, so this page gives way to waiting-paid (replacing it: "back" must not offer the
 * form that would buy the same seats twice).
 */
export const useSubmitOrder = () => {
  const create = useOrderCreate();
  const [isRetry, setRetry] = useState(false);
  const [isPaying, setPaying] = useState(false);

  const submit = async (body: OrderCreateBody): Promise<void> => {
    if (create.isPending || isPaying) return;
    const closeCreating = toast.loading('正在提交订单…');
    const created = await create.mutateAsync(body).finally(closeCreating);
    if (!created.ok) {
      setRetry(outcomeOf(created) === 'retryable');
      return;
    }
    setRetry(false);
    setPaying(true);
    const waitingPaidHref = getHref(WAITING_PAID_PATH, { orderNo: created.data.orderNo });
    const closePaying = toast.loading('正在发起支付…');
    const started = await startPayment(created.data.orderNo, waitingPaidHref).catch(() => 'failed' as const);
    closePaying();
    if (started !== 'left') navigateTo(waitingPaidHref, { isReplace: true });
  };

  return { submit, isSubmitting: create.isPending || isPaying, isRetry };
};
