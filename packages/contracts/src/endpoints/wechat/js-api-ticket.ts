import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { MetaCode } from '../../meta-codes';
import { ApiPrefix } from '../../prefixes';

export const JsApiTicketQuery = z.object({
  /** The current page's URL; anything from '#' on is ignored (the server drops it before signing). */
  url: z
    .string({ error: '缺少页面地址' })
    .max(2048, '页面地址过长')
    .regex(/^https?:\/\/[^\s]+$/, '页面地址须为 http(s) 地址'),
});
export type JsApiTicketQuery = z.infer<typeof JsApiTicketQuery>;

/**
 * What wx.config needs: appId, timestamp (seconds), nonce and signature (sha1 over
 * jsapi_ticket, noncestr, timestamp and url). The nonce is given under both spellings: `noncestr` as the spec's
 * response names it, `nonceStr` as wx.config wants it.
 */
export const JsApiTicketData = z.object({
  appId: z.string(),
  timestamp: z.number().int(),
  nonceStr: z.string(),
  noncestr: z.string(),
  signature: z.string(),
});
export type JsApiTicketData = z.infer<typeof JsApiTicketData>;

/**
 * The messaging-app JS-SDK signature (SPEC section 7). Success is meta.code 0 (SPEC section 8), not 1.
 * When the messaging app's server fails, the answer is a failure envelope (wechatSignatureFailed, 2120) and
 * data is null, so the page shows the spec's "js_api_ticket 请求异常" error.
 * Public and without the client headers: the spec calls it on the page's own host, outside the API helper.
 */
export const jsApiTicket = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.wechat,
  path: '/js_api_ticket/other',
  summary: 'The messaging-app JS-SDK signature for a page URL (success code 0)',
  isPublic: true,
  needsClientHeaders: false,
  successCode: MetaCode.wechatSignatureOk,
  query: JsApiTicketQuery,
  data: JsApiTicketData,
});
