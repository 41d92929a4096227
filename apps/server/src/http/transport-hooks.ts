import type { App } from './app-instance';
import { AppError } from './app-error';

/**
 * Two refusals Node and Fastify would answer outside the envelope (decision 040), made here instead: an
 * HTTP/1.1 request without Host (Node's own check, `requireHostHeader`, is turned off for this), and a
 * request that arrives while the server is closing (Fastify's `return503OnClosing`, likewise off).
 */
export const registerTransportHooks = (app: App) => {
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });

  app.addHook('onRequest', async (request, reply) => {
    if (isClosing) {
      reply.header('connection', 'close');
      throw new AppError('serviceUnavailable', undefined, { httpStatus: 503 });
    }
    const { raw } = request;
    if (raw.httpVersionMajor === 1 && raw.httpVersionMinor >= 1 && request.headers.host === undefined) {
      throw new AppError('badRequest', undefined, { httpStatus: 400 });
    }
  });
};
