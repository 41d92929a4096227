import { healthz } from '@udian/contracts/endpoints/system/healthz';
import type { App } from '../../../http/app-instance';
import { AppError } from '../../../http/app-error';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { HealthRepository } from './health.repository';

const startedAt = Date.now();

export const registerHealthRoutes = (app: App, { health }: { health: HealthRepository }) => {
  registerEndpoint(app, healthz, async ({ request }) => {
    try {
      await health.ping();
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      throw new AppError('serviceUnavailable', undefined, { httpStatus: 503 });
    }
    return { status: 'ok', database: 'ok', uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000) };
  });
};
