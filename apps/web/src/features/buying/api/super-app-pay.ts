import { superAppPay } from '@udian/contracts/endpoints/payment/super-app-pay';
import { call, type CallResult } from '../../../api/client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { createAttemptKeys } from '../../../lib/attempt-keys';
import { outcomeOf } from '../attempt-key';

const attempts = createAttemptKeys(newIdempotencyKey);

/** Signs the order for the super-app's payment deep link (/payment/nJWeChatOrderPayByH5). */
export const requestSuperAppPay = async (orderNo: string): Promise<CallResult<typeof superAppPay>> => {
  const result = await call(superAppPay, { body: { orderNo } }, { idempotencyKey: attempts.keyFor(orderNo) });
  attempts.settle(outcomeOf(result));
  return result;
};
