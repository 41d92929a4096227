import type { Endpoint, EndpointBody, EndpointData, EndpointQuery } from '@udian/contracts/endpoint';
import { endpointUrl } from '@udian/contracts/endpoint';
import { errorCatalogue } from '@udian/contracts/meta-codes';
import { currentPath, navigate } from '../app/router';
import { isApiError } from './api-error';
import { request } from './request';
import { getCsrfToken } from './session';

export const LOGIN_PATH = '/login';
export const CHANGE_PASSWORD_PATH = '/change-password';

export type CallOptions<E> = {
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
  signal?: AbortSignal;
  /** Longer than the usual 20 s, for a call known to take long. */
  timeoutMs?: number;
};

/** Failures the frame answers by moving the operator (to sign in, or to change the one-time password). */
export const isRedirectingFailure = (error: unknown): boolean =>
  isApiError(error) && (error.code === errorCatalogue.operatorNotLoggedIn.code || error.code === errorCatalogue.operatorPasswordChangeRequired.code);

const followFailure = (error: unknown) => {
  if (!isApiError(error)) return;
  const here = currentPath();
  if (error.code === errorCatalogue.operatorNotLoggedIn.code && here.path !== LOGIN_PATH) {
    const back = here.path === '/' ? '' : `?next=${encodeURIComponent(`${here.path}${here.search.size ? `?${here.search.toString()}` : ''}`)}`;
    navigate(`${LOGIN_PATH}${back}`, { isReplace: true });
  }
  if (error.code === errorCatalogue.operatorPasswordChangeRequired.code && here.path !== CHANGE_PASSWORD_PATH) {
    navigate(CHANGE_PASSWORD_PATH, { isReplace: true });
  }
};

/**
 * Calls an operator endpoint as its contract says: the data on success, else an ApiError (code, Chinese desc).
 * Writes carry the session's CSRF token; 4001 sends the operator to the login page, 4020 to change-password.
 */
export const call = async <E extends Endpoint>(endpoint: E, options: CallOptions<E> = {}): Promise<EndpointData<E>> => {
  try {
    const data = await request({
      method: endpoint.method,
      url: endpointUrl(endpoint),
      query: options.query as Readonly<Record<string, unknown>> | undefined,
      body: options.body,
      csrfToken: getCsrfToken(),
      signal: options.signal,
      timeoutMs: options.timeoutMs,
    });
    return data as EndpointData<E>;
  } catch (error) {
    followFailure(error);
    throw error;
  }
};
