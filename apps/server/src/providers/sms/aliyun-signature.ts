import { createHmac } from 'node:crypto';

/**
 * Alibaba Cloud RPC request signing (signature version 1.0, HMAC-SHA1), as its SMS API documents it.
 */

/**
 * RFC 3986 percent-encoding as Alibaba Cloud wants it: encodeURIComponent leaves !'()* alone and the rule
 * wants them encoded; only A-Z a-z 0-9 - _ . ~ stay as they are.
 */
export const percentEncode = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Sorted by key (code unit order), each key and value encoded, joined with '&'; Signature itself excluded. */
export const canonicalizedQuery = (params: Readonly<Record<string, string>>): string =>
  Object.keys(params)
    .filter((key) => key !== 'Signature')
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key]!)}`)
    .join('&');

export const stringToSign = (method: 'GET' | 'POST', params: Readonly<Record<string, string>>): string =>
  `${method}&${percentEncode('/')}&${percentEncode(canonicalizedQuery(params))}`;

/** Base64 of HMAC-SHA1 keyed with the AccessKey secret plus '&'. */
export const aliyunRpcSignature = (method: 'GET' | 'POST', params: Readonly<Record<string, string>>, accessKeySecret: string): string =>
  createHmac('sha1', `${accessKeySecret}&`).update(stringToSign(method, params)).digest('base64');
