import type { Meta } from '@udian/contracts/envelope';
import { MetaCode } from '@udian/contracts/meta-codes';
import { ApiPrefix } from '@udian/contracts/prefixes';
import { isServerRender } from '../app/render-environment';
import { OFFLINE_TEXT, toast } from '../app/toast';
import { getWebConfig } from '../app/web-config';
import { handleAuthFailure } from './auth-failures';
import { getAuthHeaders, getClientHeaders, getRecordHeader } from './client-headers';
import { normalizeEnvelope } from './envelope';

export const REQUEST_TIMEOUT_MS = 15_000;

/** How a failure is shown (SPEC section 8); 'none' is fully silent, without toast, alert or login redirect. */
export type FailureToast = 'fail' | 'info' | 'none';
export type QueryParams = Readonly<Record<string, unknown>>;

export type RequestOptions = {
  prefix: string;
  path: string;
  method: 'GET' | 'POST';
  query?: QueryParams;
  body?: unknown;
  bodyEncoding?: 'json' | 'form';
  failureToast?: FailureToast;
  signal?: AbortSignal;
  /** Another origin than config.apiBaseUrl (the behaviour-log host). */
  baseUrl?: string;
  /** Lets the call outlive the page (a log sent while the page hides). */
  isKeepalive?: boolean;
  /** The messaging-app signature call succeeds with 0 (SPEC section 8). */
  successCode?: number;
  /**
   * Sent as the Idempotency-Key header on calls whose contract is idempotent (order creation, payment):
   * keep one key per attempt the passenger makes, and reuse it when retrying that attempt.
   */
  idempotencyKey?: string;
};

export type RequestResult<T> =
  | { ok: true; data: T; meta: Meta }
  | { ok: false; meta: Meta }
  | { ok: false; statusText: string };

/** Arrays repeat the key, objects travel as JSON, absent values are left out. */
export const encodeParams = (params: QueryParams = {}): URLSearchParams => {
  const encoded = new URLSearchParams();
  const append = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    encoded.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  };
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) value.forEach((item) => append(key, item));
    else append(key, value);
  }
  return encoded;
};

const buildUrl = (options: RequestOptions): string => {
  const search = encodeParams(options.query).toString();
  const base = options.baseUrl ?? getWebConfig().apiBaseUrl;
  return `${base}${options.prefix}${options.path}${search ? `?${search}` : ''}`;
};

const buildHeaders = (options: RequestOptions): Record<string, string> => {
  const client = getClientHeaders();
  const headers: Record<string, string> = { ...client, ...getAuthHeaders(), Accept: 'application/json' };
  if (options.prefix === ApiPrefix.legacy) headers.record = getRecordHeader(client);
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  if (options.method === 'POST') {
    headers['Content-Type'] = options.bodyEncoding === 'form'
      ? 'application/x-www-form-urlencoded;charset=UTF-8'
      : 'application/json';
  }
  return headers;
};

const buildBody = (options: RequestOptions): string | undefined => {
  if (options.method !== 'POST' || options.body === undefined) return undefined;
  return options.bodyEncoding === 'form'
    ? encodeParams(options.body as QueryParams).toString()
    : JSON.stringify(options.body);
};

const showFailure = (kind: FailureToast, text: string) => {
  if (isServerRender()) return;
  if (kind === 'fail') toast.fail(text);
  else if (kind === 'info') toast.info(text);
};

/** Sends one call with the client headers and answers with the normalised envelope; never throws. */
export const request = async <T = unknown>(options: RequestOptions): Promise<RequestResult<T>> => {
  const kind = options.failureToast ?? 'fail';
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const cancel = () => controller.abort();
  options.signal?.addEventListener('abort', cancel);
  let response: Response;
  let body: unknown;
  try {
    if (options.signal?.aborted) controller.abort();
    response = await fetch(buildUrl(options), {
      method: options.method,
      headers: buildHeaders(options),
      body: buildBody(options),
      signal: controller.signal,
      keepalive: options.isKeepalive,
    });
    body = response.ok ? await response.json().catch(() => undefined) : undefined;
  } catch {
    // The caller cancelling (a query that is no longer needed) is not a network problem.
    if (options.signal?.aborted) return { ok: false, statusText: 'aborted' };
    if (kind !== 'none' && !isServerRender()) toast.offline(OFFLINE_TEXT);
    return { ok: false, statusText: controller.signal.aborted ? 'timeout' : 'network error' };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
  if (options.signal?.aborted) return { ok: false, statusText: 'aborted' };
  if (!response.ok) {
    showFailure(kind, `网络异常（${response.status}），请稍后重试`);
    return { ok: false, statusText: response.statusText || String(response.status) };
  }
  const envelope = normalizeEnvelope(body);
  if (!envelope) {
    showFailure(kind, '服务返回的数据有误，请稍后重试');
    return { ok: false, statusText: 'invalid response' };
  }
  if (envelope.meta.code === (options.successCode ?? MetaCode.ok)) {
    return { ok: true, data: envelope.data as T, meta: envelope.meta };
  }
  // 'none' is for calls the passenger did not ask for (logs): they must not redirect or alert either.
  if (kind === 'none') return { ok: false, meta: envelope.meta };
  if (envelope.meta.code !== MetaCode.loggedInElsewhere && envelope.meta.desc) showFailure(kind, envelope.meta.desc);
  // A login the server finds invalid is the browser's to clear, once the page is there.
  if (!isServerRender()) handleAuthFailure(envelope.meta);
  return { ok: false, meta: envelope.meta };
};
