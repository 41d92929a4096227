import { z } from 'zod';
import { WechatPayTransaction } from '@udian/contracts/endpoints/payment/payment-notifications';
import type { WechatPayConfig } from '../../../config';
import type { PaymentProvider, PaymentRequest } from '../payment-provider';
import { createWechatPayHttp, WechatPayApiError } from './wechat-pay-http';
import { readWechatPayNotification } from './wechat-pay-notification';
import { jsapiPaySign, newWechatPayNonce, unixSeconds } from './wechat-pay-signing';
import { confirmedPaymentOf, wechatPayTime } from './wechat-pay-transaction';

export type WechatJsapiPayParams = { appId: string; timeStamp: string; nonceStr: string; package: string; signType: 'RSA'; paySign: string };

export type WechatPayProvider = PaymentProvider & {
  channel: 'wechat';
  /** POST /v3/pay/transactions/jsapi; answers the chooseWXPay / getBrandWCPayRequest parameters. */
  prepayJsapi: (request: PaymentRequest & { payerOpenId: string }) => Promise<{ prepayId: string; payParams: WechatJsapiPayParams }>;
};

const PrepayAnswer = z.object({ prepay_id: z.string().min(1) });
const RefundAnswer = z.object({ refund_id: z.string().min(1), status: z.string() });

const tradePath = (outTradeNo: string) => `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}`;

/**
 * WeChat Pay APIv3, JSAPI (inside the messaging app), for a directly connected merchant. Requests are signed
 * with the merchant key, answers and notifications verified with WeChat Pay's public key (wechat-pay-http,
 * wechat-pay-notification). Payment and refund notifications share config.notifyUrl.
 */
export const createWechatPayProvider = (
  config: WechatPayConfig,
  deps: { now?: () => Date; fetch?: typeof fetch; timeoutMs?: number } = {},
): WechatPayProvider => {
  const now = deps.now ?? (() => new Date());
  const call = createWechatPayHttp(config, { now, fetch: deps.fetch ?? fetch, timeoutMs: deps.timeoutMs ?? 10_000 });

  return {
    channel: 'wechat',

    prepayJsapi: async (request) => {
      const answer = PrepayAnswer.parse(
        await call('POST', '/v3/pay/transactions/jsapi', {
          appid: config.appId,
          mchid: config.mchId,
          description: request.description,
          out_trade_no: request.outTradeNo,
          time_expire: wechatPayTime(request.expiresAt),
          notify_url: config.notifyUrl,
          amount: { total: request.amountCents, currency: 'CNY' },
          payer: { openid: request.payerOpenId },
        }),
      );
      const unsigned = { appId: config.appId, timeStamp: unixSeconds(now()), nonceStr: newWechatPayNonce(), package: `prepay_id=${answer.prepay_id}` };
      return {
        prepayId: answer.prepay_id,
        payParams: { ...unsigned, signType: 'RSA', paySign: jsapiPaySign(unsigned, config.privateKey) },
      };
    },

    verifyNotification: async (incoming) => readWechatPayNotification(incoming, config, now()),

    queryPayment: async (outTradeNo) => {
      let answer: unknown;
      try {
        answer = await call('GET', `${tradePath(outTradeNo)}?mchid=${encodeURIComponent(config.mchId)}`);
      } catch (error) {
        // Never placed (or placed under another number): nothing was paid.
        if (error instanceof WechatPayApiError && error.code === 'ORDER_NOT_EXIST') return null;
        throw error;
      }
      const transaction = WechatPayTransaction.parse(answer);
      if (transaction.out_trade_no !== outTradeNo) throw new Error(`WeChat Pay answered trade ${transaction.out_trade_no} for ${outTradeNo}`);
      return confirmedPaymentOf(transaction);
    },

    closePayment: async (outTradeNo) => {
      // 204 on success; a paid trade answers an error (isOrderPaidError) that reaches the caller.
      await call('POST', `${tradePath(outTradeNo)}/close`, { mchid: config.mchId });
    },

    refund: async (request) => {
      const answer = RefundAnswer.parse(
        await call('POST', '/v3/refund/domestic/refunds', {
          out_trade_no: request.outTradeNo,
          out_refund_no: request.outRefundNo,
          ...(request.reason ? { reason: request.reason } : {}),
          notify_url: config.notifyUrl,
          amount: { refund: request.refundCents, total: request.totalCents, currency: 'CNY' },
        }),
      );
      if (answer.status === 'SUCCESS') return { refundId: answer.refund_id, status: 'succeeded' };
      if (answer.status === 'PROCESSING') return { refundId: answer.refund_id, status: 'processing' };
      // CLOSED or ABNORMAL (e.g. the payer's card was cancelled): money did not go back; someone must look.
      throw new Error(`WeChat Pay refund ${request.outRefundNo} (${answer.refund_id}) is ${answer.status}`);
    },
  };
};
