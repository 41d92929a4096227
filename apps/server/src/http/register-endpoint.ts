import type { App } from './app-instance';
import type { Endpoint, EndpointData } from '@udian/contracts/endpoint';
import { endpointUrl } from '@udian/contracts/endpoint';
import { envelope } from '@udian/contracts/envelope';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error';
import { success } from './envelope';
import type { SerializedData } from './response-serializer';
import { IDEMPOTENCY_HEADER, runIdempotent } from './idempotency';
import type { IdempotencyRepository } from './idempotency.repository';
import type { CurrentSession } from './request-context';

/** A request part as the contract's schema parses it (undefined when the contract has none). */
export type Input<S> = [Exclude<S, undefined>] extends [never]
  ? undefined
  : Exclude<S, undefined> extends z.ZodType
    ? z.output<Exclude<S, undefined>>
    : undefined;

export type EndpointContext<E extends Endpoint> = {
  query: Input<E['query']>;
  body: Input<E['body']>;
  request: FastifyRequest;
};

export type AuthedEndpointContext<E extends Endpoint> = EndpointContext<E> & { session: CurrentSession };

/** The data, or the data serialised in advance (see response-serializer). */
type Answer<E extends Endpoint> = EndpointData<E> | SerializedData<EndpointData<E>>;

type Handler<E extends Endpoint> = E['isPublic'] extends true
  ? (ctx: EndpointContext<E>) => Promise<Answer<E>>
  : (ctx: AuthedEndpointContext<E>) => Promise<Answer<E>>;

/**
 * Registers one contract endpoint: its schemas validate the request (and the response, outside production:
 * decision 019), its declaration says whether it is public, and the handler's result is wrapped in the
 * success envelope.
 */
export const registerEndpoint = <E extends Endpoint>(
  app: App,
  endpoint: E,
  handler: Handler<E>,
  options: { idempotency?: IdempotencyRepository; now?: () => Date } = {},
): void => {
  const { idempotency } = options;
  if (endpoint.operatorRoles) throw new Error(`${endpoint.path}: operator endpoints are registered by registerOperatorEndpoint`);
  if (endpoint.isIdempotent && (!idempotency || endpoint.isPublic)) {
    throw new Error(`${endpoint.path}: an idempotent endpoint needs a session and an idempotency store`);
  }
  app.route({
    method: endpoint.method,
    url: endpointUrl(endpoint),
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.prefix || 'system'],
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: envelope(endpoint.data) },
    },
    config: { access: { isPublic: endpoint.isPublic, needsClientHeaders: endpoint.needsClientHeaders } },
    handler: async (request) => {
      const ctx = { query: request.query, body: request.body, request } as EndpointContext<E>;
      const code = endpoint.successCode;
      if (endpoint.isPublic) return success(await (handler as (c: EndpointContext<E>) => Promise<unknown>)(ctx), code);
      // The authentication hook has run for every non-public route; this guards against misconfiguration.
      if (!request.session) throw new AppError('tokenInvalid');
      const authed = { ...ctx, session: request.session };
      const run = async () => success(await (handler as (c: AuthedEndpointContext<E>) => Promise<unknown>)(authed), code);
      if (!idempotency) return run();
      const header = request.headers[IDEMPOTENCY_HEADER];
      return runIdempotent(
        idempotency,
        {
          userId: Number(request.session.userId),
          scope: endpoint.path,
          key: Array.isArray(header) ? header[0] : header,
          input: { query: request.query ?? null, body: request.body ?? null },
          now: options.now?.() ?? new Date(),
        },
        run,
      );
    },
  });
};
