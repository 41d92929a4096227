import type { Endpoint, EndpointBody, EndpointData, EndpointQuery } from '@udian/contracts/endpoint';
import { request, type FailureToast, type QueryParams, type RequestOptions, type RequestResult } from './request';

type QueryPart<E> = [EndpointQuery<E>] extends [undefined] ? Record<never, never> : { query: EndpointQuery<E> };
type BodyPart<E> = [EndpointBody<E>] extends [undefined] ? Record<never, never> : { body: EndpointBody<E> };

/** What a call sends: `query` and `body` exactly when the endpoint's contract declares them. */
export type CallInput<E> = QueryPart<E> & BodyPart<E>;
export type CallOptions = Pick<RequestOptions, 'failureToast' | 'signal' | 'baseUrl' | 'isKeepalive' | 'successCode' | 'idempotencyKey'>;
export type CallResult<E> = RequestResult<EndpointData<E>>;

type CallArgs<E> = keyof CallInput<E> extends never
  ? [input?: CallInput<E>, options?: CallOptions]
  : [input: CallInput<E>, options?: CallOptions];

/** SPEC section 8: payment and activity failures are shown as info toasts, everything else as failures. */
export const defaultFailureToast = (endpoint: Pick<Endpoint, 'path'>): FailureToast =>
  endpoint.path.startsWith('/payment/') || endpoint.path.startsWith('/activity/') ? 'info' : 'fail';

/** Calls an endpoint of packages/contracts; the response type comes from its `data` schema. */
export const call = <E extends Endpoint>(endpoint: E, ...[input, options]: CallArgs<E>): Promise<CallResult<E>> => {
  const parts = (input ?? {}) as { query?: QueryParams; body?: unknown };
  return request<EndpointData<E>>({
    prefix: endpoint.prefix,
    path: endpoint.path,
    method: endpoint.method,
    query: parts.query,
    body: parts.body,
    bodyEncoding: endpoint.bodyEncoding ?? 'json',
    ...options,
    successCode: options?.successCode ?? endpoint.successCode,
    failureToast: options?.failureToast ?? defaultFailureToast(endpoint),
  });
};
