import { createSign, createVerify, randomBytes } from 'node:crypto';

/**
 * WeChat Pay APIv3 signatures (docs "签名生成" / "签名验证"): SHA256 with RSA (PKCS#1 v1.5), base64. Every
 * signed message is lines that each end in '\n', the last one included.
 */

/** WeChat Pay refuses, and we refuse, a signed message whose timestamp is further than this from now. */
export const MAX_CLOCK_SKEW_SECONDS = 300;

export const AUTHORIZATION_SCHEME = 'WECHATPAY2-SHA256-RSA2048';

export const signatureMessage = (...lines: string[]): string => lines.map((line) => `${line}\n`).join('');

export const rsaSign = (message: string, privateKeyPem: string): string =>
  createSign('RSA-SHA256').update(message, 'utf8').sign(privateKeyPem, 'base64');

export const rsaVerify = (message: string, signature: string, publicKeyPem: string): boolean => {
  try {
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(publicKeyPem, signature, 'base64');
  } catch {
    // A malformed key or signature is a failed verification, never a crash of the caller.
    return false;
  }
};

/** 32 uppercase hex characters, the shape of the docs' examples (593BEC0C930BF1AFEB40B4A08C8FB242). */
export const newWechatPayNonce = (): string => randomBytes(16).toString('hex').toUpperCase();

export const unixSeconds = (at: Date): string => String(Math.floor(at.getTime() / 1000));

export type SignedRequest = {
  method: string;
  /** The URL without scheme and host: path, plus '?' and the query when there is one. */
  pathWithQuery: string;
  timestamp: string;
  nonce: string;
  /** The exact JSON sent; '' for a GET. */
  body: string;
};

export type MerchantCredentials = { mchId: string; serialNo: string; privateKey: string };

/** The Authorization header of one request to WeChat Pay. */
export const authorizationHeader = (request: SignedRequest, merchant: MerchantCredentials): string => {
  const signature = rsaSign(
    signatureMessage(request.method.toUpperCase(), request.pathWithQuery, request.timestamp, request.nonce, request.body),
    merchant.privateKey,
  );
  return (
    `${AUTHORIZATION_SCHEME} mchid="${merchant.mchId}",nonce_str="${request.nonce}",signature="${signature}",` +
    `timestamp="${request.timestamp}",serial_no="${merchant.serialNo}"`
  );
};

/** paySign of the JSAPI payment parameters (docs "JSAPI调起支付"): appId, timeStamp, nonceStr, package. */
export const jsapiPaySign = (input: { appId: string; timeStamp: string; nonceStr: string; package: string }, privateKeyPem: string): string =>
  rsaSign(signatureMessage(input.appId, input.timeStamp, input.nonceStr, input.package), privateKeyPem);

export type HeaderBag = Record<string, string | string[] | undefined> | Headers;

/** A header by name, whatever the case of the bag's keys (Fastify lowercases, fetch's Headers ignores case). */
export const headerValue = (headers: HeaderBag, name: string): string | undefined => {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const wanted = name.toLowerCase();
  const key = Object.keys(headers).find((k) => k.toLowerCase() === wanted);
  const value = key === undefined ? undefined : headers[key];
  return Array.isArray(value) ? value[0] : value;
};

export type PlatformKey = { platformPublicKey: string; platformSerial: string };

export type WechatpaySignatureFailure = 'missing signature headers' | 'unknown serial' | 'stale timestamp' | 'bad signature';

/**
 * Checks what WeChat Pay signed, an API answer or a notification: Wechatpay-Serial names our platform key,
 * Wechatpay-Timestamp is within 5 minutes of now (a replay defence), and Wechatpay-Signature verifies over
 * timestamp, nonce and the exact body. Answers why not, or null when it checks out.
 */
export const checkWechatpaySignature = (headers: HeaderBag, body: string, platform: PlatformKey, now: Date): WechatpaySignatureFailure | null => {
  const timestamp = headerValue(headers, 'Wechatpay-Timestamp');
  const nonce = headerValue(headers, 'Wechatpay-Nonce');
  const signature = headerValue(headers, 'Wechatpay-Signature');
  const serial = headerValue(headers, 'Wechatpay-Serial');
  if (!timestamp || !nonce || !signature || !serial) return 'missing signature headers';
  if (serial !== platform.platformSerial) return 'unknown serial';
  const seconds = /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : Number.NaN;
  if (!Number.isFinite(seconds) || Math.abs(Math.floor(now.getTime() / 1000) - seconds) > MAX_CLOCK_SKEW_SECONDS) return 'stale timestamp';
  return rsaVerify(signatureMessage(timestamp, nonce, body), signature, platform.platformPublicKey) ? null : 'bad signature';
};
