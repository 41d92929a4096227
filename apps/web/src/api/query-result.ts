import type { RequestResult } from './request';

/**
 * A failed call as an error, for TanStack Query: the request helper has already shown the toast (and
 * handled 502/420); the page only needs to know it failed to offer a retry.
 */
export class ApiFailure extends Error {
  override readonly name = 'ApiFailure';
  /** The network or the server's transport failed (no envelope): trying again may help. */
  readonly isTransport: boolean;
  readonly code: number | null;

  constructor(result: Exclude<RequestResult<unknown>, { ok: true }>) {
    super('meta' in result ? result.meta.desc || `code ${result.meta.code}` : result.statusText);
    this.isTransport = !('meta' in result);
    this.code = 'meta' in result ? result.meta.code : null;
  }
}

export const unwrap = <T>(result: RequestResult<T>): T => {
  if (result.ok) return result.data;
  throw new ApiFailure(result);
}

/** One more try after a dropped connection; a business failure (an unknown line) answers the same again. */
export const retryTransportOnce = (failureCount: number, error: unknown): boolean =>
  failureCount < 1 && error instanceof ApiFailure && error.isTransport;
