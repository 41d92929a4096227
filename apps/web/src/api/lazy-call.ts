import type { Endpoint } from '@udian/contracts/endpoint';
import type { CallInput, CallOptions, CallResult } from './client';

type LoadedCall<E> = (endpoint: E, input: CallInput<E>, options?: CallOptions) => Promise<CallResult<E>>;

/**
 * call() for the home page, with the request helper and the endpoint's contract loaded on first use. The
 * home route's first load has a 100 KB budget (docs/decisions/012-first-load-budget.md): the helper, the
 * contracts' schemas and their inert zod are about 6 KB of it, and nothing can be fetched before the
 * location is known anyway, so they load in parallel with the location instead of before the first paint.
 */
export const lazyCall = async <E extends Endpoint>(
  loadEndpoint: () => Promise<E>,
  input: CallInput<E>,
  options?: CallOptions,
): Promise<CallResult<E>> => {
  let loaded: [LoadedCall<E>, E];
  try {
    const [client, endpoint] = await Promise.all([import('./client'), loadEndpoint()]);
    loaded = [client.call as unknown as LoadedCall<E>, endpoint];
  } catch {
    // The chunk did not arrive: the same answer as a dropped connection, so queries retry and offer a retry.
    return { ok: false, statusText: 'network error' };
  }
  const [call, endpoint] = loaded;
  return call(endpoint, input, options);
};
