import type { JsApiTicketData } from '@udian/contracts/endpoints/wechat/js-api-ticket';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../http/app-error';
import type { WechatProvider } from '../../../providers/host/host-provider';
import { jsSdkSignature, newNonceStr } from '../../../providers/host/wechat-js-signature';

export type WechatServiceDeps = {
  wechat: WechatProvider | null;
  logger: FastifyBaseLogger;
  now?: () => Date;
  nonce?: () => string;
};

/** The JS-SDK signature for a page. Any failure answers the catalogue's failure, never code 0 with no signature. */
export const createWechatService = ({ wechat, logger, now = () => new Date(), nonce = newNonceStr }: WechatServiceDeps) => ({
  signPage: async (url: string): Promise<JsApiTicketData> => {
    if (!wechat) throw new AppError('wechatSignatureFailed');
    let jsapiTicket: string;
    try {
      jsapiTicket = await wechat.jsapiTicket();
    } catch (error) {
      logger.error({ err: error }, 'WeChat jsapi ticket unavailable');
      throw new AppError('wechatSignatureFailed');
    }
    const nonceStr = nonce();
    const timestamp = Math.floor(now().getTime() / 1000);
    const signature = jsSdkSignature({ jsapiTicket, nonceStr, timestamp, url });
    return { appId: wechat.appId, timestamp, nonceStr, noncestr: nonceStr, signature };
  },
});

export type WechatService = ReturnType<typeof createWechatService>;
