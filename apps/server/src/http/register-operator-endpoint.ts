import type { Endpoint, EndpointData } from '@udian/contracts/endpoint';
import { endpointUrl } from '@udian/contracts/endpoint';
import { envelope } from '@udian/contracts/envelope';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from './app-instance';
import { AppError } from './app-error';
import { success } from './envelope';
import type { Input } from './register-endpoint';
import type { CurrentOperator } from './request-context';

export type OperatorEndpointContext<E extends Endpoint> = {
  query: Input<E['query']>;
  body: Input<E['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The signed-in operator with the request's address, for the audit log. */
  operator: CurrentOperator & { ip: string };
};

export type PublicOperatorEndpointContext<E extends Endpoint> = Omit<OperatorEndpointContext<E>, 'operator'>;

type Handler<E extends Endpoint> = E['isPublic'] extends true
  ? (ctx: PublicOperatorEndpointContext<E>) => Promise<EndpointData<E>>
  : (ctx: OperatorEndpointContext<E>) => Promise<EndpointData<E>>;

/**
 * Registers one operator endpoint (decision 044): the contract's schemas validate it, its roles go to the
 * access hook (operator-access.ts), and the handler's result is wrapped in the success envelope.
 */
export const registerOperatorEndpoint = <E extends Endpoint>(
  app: App,
  endpoint: E,
  handler: Handler<E>,
  /** bodyLimit: bytes, for the one route that takes a file (the app's default is 256 KB). */
  options: { isOpenBeforePasswordChange?: boolean; bodyLimit?: number } = {},
): void => {
  if (!endpoint.operatorRoles) throw new Error(`${endpoint.path}: not an operator endpoint`);
  app.route({
    method: endpoint.method,
    url: endpointUrl(endpoint),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    schema: {
      summary: `${endpoint.summary} (roles: ${endpoint.operatorRoles.join(', ')})`,
      tags: ['operator console'],
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: envelope(endpoint.data) },
    },
    config: {
      access: {
        isPublic: endpoint.isPublic,
        needsClientHeaders: false,
        operatorRoles: endpoint.operatorRoles,
        isOpenBeforePasswordChange: options.isOpenBeforePasswordChange ?? false,
      },
    },
    handler: async (request, reply) => {
      const ctx = { query: request.query, body: request.body, request, reply };
      if (endpoint.isPublic) return success(await (handler as (c: typeof ctx) => Promise<unknown>)(ctx));
      // The access hook has run for every operator route; this guards against misconfiguration.
      if (!request.operator) throw new AppError('operatorNotLoggedIn');
      const operator = { ...request.operator, ip: request.ip };
      return success(await (handler as (c: typeof ctx & { operator: typeof operator }) => Promise<unknown>)({ ...ctx, operator }));
    },
  });
};
