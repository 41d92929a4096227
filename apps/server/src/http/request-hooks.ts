import type { App } from './app-instance';
import type { FastifyRequest } from 'fastify';
import type { SessionService } from '../modules/accounts/session/session.service';
import { AppError } from './app-error';
import { assertClientHeaders, readClientInfo } from './client-headers';

const singleHeader = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * The hooks every request passes: the SPEC section 7 headers are read and logged with the request id,
 * required where the route says so, and the token+userId pair is checked unless the route is public.
 */
export const registerRequestHooks = (app: App, { sessions }: { sessions: SessionService }) => {
  app.decorateRequest('session', null);
  app.decorateRequest('clientInfo', null as never);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    request.clientInfo = readClientInfo(request.headers);
    request.log = request.log.child({ client: request.clientInfo });
  });

  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.config.access;
    if (!route) return; // not one of our endpoints (static files, not-found): nothing to check
    if (route.operatorRoles) return; // operator endpoints: operator-access.ts, never a passenger token
    if (route.needsClientHeaders) assertClientHeaders(request.clientInfo);

    const token = singleHeader(request, 'token');
    const userId = singleHeader(request, 'userid');
    if (!route.isPublic) {
      request.session = await sessions.authenticate(token, userId);
      return;
    }
    if (token && userId) {
      request.session = await sessions.authenticate(token, userId).catch((error: unknown) => {
        if (error instanceof AppError) return null;
        throw error;
      });
    }
  });

  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        req: { method: request.method, url: request.url, ip: request.ip },
        res: { statusCode: reply.statusCode },
        responseTimeMs: Math.round(reply.elapsedTime),
        userId: request.session?.userId,
      },
      'request completed',
    );
  });
};
