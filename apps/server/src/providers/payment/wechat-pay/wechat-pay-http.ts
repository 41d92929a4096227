import type { WechatPayConfig } from '../../../config';
import { authorizationHeader, checkWechatpaySignature, newWechatPayNonce, unixSeconds } from './wechat-pay-signing';

/** A non-2xx answer: WeChat Pay's error code (ORDER_NOT_EXIST, SIGN_ERROR…) and message, and the HTTP status. */
export class WechatPayApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(`WeChat Pay answered HTTP ${status} ${code}: ${message}`);
  }
}

/** Closing or re-ordering a trade that has been paid: the caller must treat the order as paid, not closed. */
export const isOrderPaidError = (error: unknown): boolean =>
  error instanceof WechatPayApiError && (error.code === 'ORDERPAID' || error.code === 'ORDER_PAID');

export type WechatPayHttpDeps = { now: () => Date; fetch: typeof fetch; timeoutMs: number };

const USER_AGENT = 'udianbus-server (WeChat Pay APIv3; Node.js)';

const parseJson = (text: string): unknown => {
  try {
    return text === '' ? null : JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * One signed call to WeChat Pay APIv3. A 2xx answer is believed only once its platform signature verifies
 * (docs: an unsigned success is to be treated as forged); it resolves to the parsed JSON, null for 204.
 * A non-2xx answer throws WechatPayApiError without verification, as the official SDKs do: an error
 * never makes us act as if money moved.
 */
export const createWechatPayHttp = (config: WechatPayConfig, deps: WechatPayHttpDeps) => {
  return async (method: 'GET' | 'POST', pathWithQuery: string, payload?: unknown): Promise<unknown> => {
    const url = new URL(`${config.apiBaseUrl}${pathWithQuery}`);
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const authorization = authorizationHeader(
      { method, pathWithQuery: `${url.pathname}${url.search}`, timestamp: unixSeconds(deps.now()), nonce: newWechatPayNonce(), body },
      config,
    );
    const headers: Record<string, string> = { Accept: 'application/json', Authorization: authorization, 'User-Agent': USER_AGENT };
    if (payload !== undefined) headers['Content-Type'] = 'application/json';

    let response: Response;
    let text: string;
    try {
      response = await deps.fetch(url, {
        method,
        headers,
        body: payload === undefined ? undefined : body,
        signal: AbortSignal.timeout(deps.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new Error(`WeChat Pay ${method} ${url.pathname} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }

    const json = parseJson(text);
    if (!response.ok) {
      const answer = (typeof json === 'object' && json !== null ? json : {}) as { code?: unknown; message?: unknown };
      throw new WechatPayApiError(
        response.status,
        typeof answer.code === 'string' ? answer.code : `HTTP_${response.status}`,
        typeof answer.message === 'string' ? answer.message : text.slice(0, 200),
      );
    }
    const failure = checkWechatpaySignature(response.headers, text, config, deps.now());
    if (failure) throw new Error(`WeChat Pay answer to ${method} ${url.pathname} not verified: ${failure}`);
    if (json === undefined) throw new Error(`WeChat Pay answer to ${method} ${url.pathname} is not JSON`);
    return json;
  };
};

export type WechatPayHttp = ReturnType<typeof createWechatPayHttp>;
