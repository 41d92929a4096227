import { CSRF_HEADER } from '@udian/contracts/operator-roles';
import { MetaCode } from '@udian/contracts/meta-codes';
import { ApiError, NETWORK_FAILURE_CODE } from './api-error';

export const REQUEST_TIMEOUT_MS = 20_000;

export type RequestOptions = {
  method: 'GET' | 'POST';
  /** The full path, e.g. /ops-api/operators. */
  url: string;
  query?: Readonly<Record<string, unknown>>;
  body?: unknown;
  /** Sent in the CSRF header on writes. */
  csrfToken?: string | null;
  signal?: AbortSignal;
  /** A call known to take long (a staff list of 20,000 rows) may wait longer than REQUEST_TIMEOUT_MS. */
  timeoutMs?: number;
};

/** Absent and empty values are left out; arrays repeat the key. */
export const queryString = (query: Readonly<Record<string, unknown>> = {}): string => {
  const params = new URLSearchParams();
  const append = (key: string, value: unknown) => {
    if (value === undefined || value === null || value === '') return;
    params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  };
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) value.forEach((item) => append(key, item));
    else append(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

const isEnvelope = (body: unknown): body is { data: unknown; meta: { code: number; desc: string } } =>
  typeof body === 'object' &&
  body !== null &&
  'meta' in body &&
  typeof body.meta === 'object' &&
  body.meta !== null &&
  'code' in body.meta &&
  typeof body.meta.code === 'number';

/** One call: the envelope's data on success, else an ApiError with a Chinese desc (never another error). */
export const request = async (options: RequestOptions): Promise<unknown> => {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const isWrite = options.method === 'POST';
  if (isWrite) headers['Content-Type'] = 'application/json';
  if (isWrite && options.csrfToken) headers[CSRF_HEADER] = options.csrfToken;
  const timeout = AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(`${options.url}${options.method === 'GET' ? queryString(options.query) : ''}`, {
      method: options.method,
      credentials: 'same-origin',
      headers,
      body: isWrite ? JSON.stringify(options.body ?? {}) : undefined,
      signal,
    });
  } catch (error) {
    // A cancelled query is TanStack Query's own doing; let it see the abort as it is.
    if (options.signal?.aborted) throw error;
    throw new ApiError(NETWORK_FAILURE_CODE, timeout.aborted ? '请求超时，请检查网络后重试' : '网络异常，请检查网络后重试');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (isEnvelope(body)) {
    if (body.meta.code === MetaCode.ok && response.ok) return body.data;
    throw new ApiError(body.meta.code, typeof body.meta.desc === 'string' && body.meta.desc ? body.meta.desc : `操作失败（${body.meta.code}）`);
  }
  throw new ApiError(NETWORK_FAILURE_CODE, `服务暂时不可用（HTTP ${response.status}），请稍后重试`);
};
