import { healthz } from '@udian/contracts/endpoints/system/healthz';
import { livez } from '@udian/contracts/endpoints/system/livez';
import type { App } from '../../../http/app-instance';
import { AppError } from '../../../http/app-error';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { HealthRepository } from './health.repository';

const startedAt = Date.now();
const uptimeSeconds = () => Math.floor((Date.now() - startedAt) / 1000);
/** A database that has not answered the ping in this long counts as down: a probe never hangs on it. */
export const PING_TIMEOUT_MS = 2_000;

const within = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/** Decision 038: readiness (/healthz: can this instance serve?) and liveness (/livez: is the process alive?). */
export const registerHealthRoutes = (app: App, { health }: { health: HealthRepository }) => {
  registerEndpoint(app, healthz, async ({ request }) => {
    try {
      await within(health.ping(), PING_TIMEOUT_MS);
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unreachable');
      throw new AppError('serviceUnavailable', undefined, { httpStatus: 503 });
    }
    return { status: 'ok', database: 'ok', uptimeSeconds: uptimeSeconds() };
  });

  registerEndpoint(app, livez, async () => ({ status: 'ok', uptimeSeconds: uptimeSeconds() }));
};
