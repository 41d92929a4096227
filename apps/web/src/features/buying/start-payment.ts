/**
 * Starts paying a pending order in the way this host allows (pay-channel.ts): the super-app's deep link,
 * WeChat Pay, or the sandbox cashier. Leaving for a payment page first turns the current history entry
 * into waiting-paid, so that "back" from the cashier lands on the order rather than on the form.
 */
import { getWebConfig } from '../../app/web-config';
import { alert } from '../../app/dialogs';
import { getHostContext } from '../../platform/host-context';
import { requestOrderPay } from './api/order-pay';
import { requestSuperAppPay } from './api/super-app-pay';
import { replaceUrlSilently } from './page-url';
import { NO_PAY_CHANNEL_TEXT, choosePayChannel, superAppPayUrl } from './pay-channel';
import { invokeWechatPay } from './wechat-pay-bridge';

/** left: the browser is on its way to a payment page; the rest: this page stays and shows the order. */
export type PaymentStart = 'left' | 'paid' | 'cancelled' | 'failed' | 'unavailable';

const leaveFor = (url: string, waitingPaidHref: string): PaymentStart => {
  replaceUrlSilently(waitingPaidHref);
  window.location.assign(url);
  return 'left';
};

export const startPayment = async (orderNo: string, waitingPaidHref: string): Promise<PaymentStart> => {
  const config = getWebConfig();
  const channel = choosePayChannel(getHostContext().host, config);
  if (channel === null) {
    await alert('无法支付', NO_PAY_CHANNEL_TEXT);
    return 'unavailable';
  }
  if (channel === 'superApp') {
    const signed = await requestSuperAppPay(orderNo);
    return signed.ok ? leaveFor(superAppPayUrl(config.superAppPayLink, signed.data), waitingPaidHref) : 'failed';
  }
  const started = await requestOrderPay({ orderNo, channel });
  if (!started.ok) return 'failed';
  if (started.data.channel === 'sandbox') return leaveFor(started.data.cashierUrl, waitingPaidHref);
  const { channel: _channel, ...params } = started.data;
  const result = await invokeWechatPay(params);
  if (result === 'unavailable') await alert('无法调起微信支付', '请在微信中打开本页面后再支付');
  return result;
};
