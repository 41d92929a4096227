/**
 * How this page can pay, from the host it runs in and the web config: the super-app's own payment deep
 * link, WeChat Pay inside the messaging app, or the sandbox cashier where the server allows it.
 */
import type { WebConfig } from '@udian/contracts/web-config';
import type { HostKey } from '../../platform/hosts';

export type PayChannel = 'superApp' | 'wechat' | 'sandbox';

export const NO_PAY_CHANNEL_TEXT = '当前环境暂不支持在线支付，请在优点巴士 App 或微信中打开后支付';

export const choosePayChannel = (
  host: HostKey,
  config: Pick<WebConfig, 'isWechatPayOn' | 'superAppPayLink' | 'isSandboxPayOn'>,
): PayChannel | null => {
  if (host === 'superApp' && config.superAppPayLink) return 'superApp';
  if (host === 'wechat' && config.isWechatPayOn) return 'wechat';
  return config.isSandboxPayOn ? 'sandbox' : null;
};

/** The super-app's deep link with the signed order (SPEC section 4: type, sign, params). */
export const superAppPayUrl = (link: string, payment: { type: string; sign: string; params: string }): string => {
  const query = new URLSearchParams({ type: payment.type, sign: payment.sign, params: payment.params }).toString();
  return `${link}${link.includes('?') ? '&' : '?'}${query}`;
};
