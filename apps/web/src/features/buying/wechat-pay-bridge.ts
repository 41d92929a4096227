/**
 * WeChat Pay inside the messaging app: WeixinJSBridge.invoke('getBrandWCPayRequest'). The bridge is the
 * messaging app's own global (not the JS-SDK's wx), injected a little after the page starts; it announces
 * itself with the WeixinJSBridgeReady event.
 */
import type { OrderPayData } from '@udian/contracts/endpoints/payment/order-pay';

export type WechatPayParams = Omit<Extract<OrderPayData, { channel: 'wechat' }>, 'channel'>;

type WeixinJsBridge = {
  invoke: (name: 'getBrandWCPayRequest', params: WechatPayParams, callback: (result: { err_msg?: string }) => void) => void;
};

type WindowWithBridge = Window & { WeixinJSBridge?: WeixinJsBridge };

export type WechatPayResult = 'paid' | 'cancelled' | 'failed' | 'unavailable';

const BRIDGE_READY_EVENT = 'WeixinJSBridgeReady';
const BRIDGE_WAIT_MS = 5000;

/** err_msg is 'get_brand_wcpay_request:ok' | ':cancel' | ':fail'. 'ok' only means the payer finished. */
export const wechatPayResult = (errMsg: string | undefined): Exclude<WechatPayResult, 'unavailable'> => {
  if (errMsg?.endsWith(':ok')) return 'paid';
  if (errMsg?.endsWith(':cancel')) return 'cancelled';
  return 'failed';
};

const readBridge = (): WeixinJsBridge | undefined => {
  const bridge = (window as WindowWithBridge).WeixinJSBridge;
  return typeof bridge?.invoke === 'function' ? bridge : undefined;
};

const waitForBridge = (): Promise<WeixinJsBridge | undefined> =>
  new Promise((resolve) => {
    const ready = readBridge();
    if (ready) {
      resolve(ready);
      return;
    }
    const onReady = () => {
      clearTimeout(timer);
      resolve(readBridge());
    };
    const timer = setTimeout(() => {
      document.removeEventListener(BRIDGE_READY_EVENT, onReady);
      resolve(readBridge());
    }, BRIDGE_WAIT_MS);
    document.addEventListener(BRIDGE_READY_EVENT, onReady, { once: true });
  });

export const invokeWechatPay = async (params: WechatPayParams): Promise<WechatPayResult> => {
  const bridge = await waitForBridge();
  if (!bridge) return 'unavailable';
  return new Promise((resolve) => {
    bridge.invoke('getBrandWCPayRequest', params, (result) => resolve(wechatPayResult(result.err_msg)));
  });
};
