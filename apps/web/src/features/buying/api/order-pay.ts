import { orderPay, type OrderPayBody } from '@udian/contracts/endpoints/payment/order-pay';
import { call, type CallResult } from '../../../api/client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { createAttemptKeys } from '../../../lib/attempt-keys';
import { outcomeOf } from '../attempt-key';

const attempts = createAttemptKeys(newIdempotencyKey);

/**
 * Starts paying (/payment/pay) in the sandbox cashier or with WeChat Pay; a retry after a dropped
 * connection sends the same Idempotency-Key and gets the same payment.
 */
export const requestOrderPay = async (body: OrderPayBody): Promise<CallResult<typeof orderPay>> => {
  const result = await call(orderPay, { body }, { idempotencyKey: attempts.keyFor(JSON.stringify(body)) });
  attempts.settle(outcomeOf(result));
  return result;
};
