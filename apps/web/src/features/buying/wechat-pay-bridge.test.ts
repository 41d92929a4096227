import { afterEach, describe, expect, it, vi } from 'vitest';
import { invokeWechatPay, wechatPayResult } from './wechat-pay-bridge';

const params = { appId: 'wx1', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=1', signType: 'RSA' as const, paySign: 's' };

describe('WeChat Pay bridge', () => {
  afterEach(() => {
    delete (window as { WeixinJSBridge?: unknown }).WeixinJSBridge;
    vi.useRealTimers();
  });

  it.each([
    ['get_brand_wcpay_request:ok', 'paid'],
    ['get_brand_wcpay_request:cancel', 'cancelled'],
    ['get_brand_wcpay_request:fail', 'failed'],
    [undefined, 'failed'],
  ])('%s means %s', (errMsg, expected) => {
    expect(wechatPayResult(errMsg)).toBe(expected);
  });

  it('pays through the bridge once it announces itself', async () => {
    const invoke = vi.fn((_name: string, _params: unknown, callback: (result: { err_msg: string }) => void) =>
      callback({ err_msg: 'get_brand_wcpay_request:ok' }),
    );
    const paying = invokeWechatPay(params);
    (window as { WeixinJSBridge?: unknown }).WeixinJSBridge = { invoke };
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    await expect(paying).resolves.toBe('paid');
    expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', params, expect.any(Function));
  });

  it('gives up when no bridge appears', async () => {
    vi.useFakeTimers();
    const paying = invokeWechatPay(params);
    await vi.advanceTimersByTimeAsync(5000);
    await expect(paying).resolves.toBe('unavailable');
  });
});
