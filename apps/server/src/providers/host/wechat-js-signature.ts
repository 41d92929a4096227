import { createHash, randomBytes } from 'node:crypto';

/** The URL WeChat signs: the page URL without '#' and what follows. */
export const urlForSignature = (url: string): string => url.split('#')[0]!;

/**
 * The JS-SDK signature (WeChat JS-SDK documentation, appendix 1): sha1, lowercase hex, over
 * 'jsapi_ticket=…&noncestr=…&timestamp=…&url=…' in exactly that order, values not encoded.
 */
export const jsSdkSignature = (input: { jsapiTicket: string; nonceStr: string; timestamp: number; url: string }): string =>
  createHash('sha1')
    .update(`jsapi_ticket=${input.jsapiTicket}&noncestr=${input.nonceStr}&timestamp=${input.timestamp}&url=${urlForSignature(input.url)}`)
    .digest('hex');

/** 16 characters of [A-Za-z0-9], as WeChat's own examples use. */
export const newNonceStr = (): string => randomBytes(12).toString('base64url').replace(/[-_]/g, 'x').slice(0, 16);
