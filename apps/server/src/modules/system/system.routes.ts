import { healthz } from '@udian/contracts/endpoints/system/healthz';
import type { App } from '../../http/app-instance';
import { AppError } from '../../http/app-error';
import { registerEndpoint } from '../../http/register-endpoint';
import type { SystemRepository } from './system.repository';

const startedAt = Date.now();

export const registerSystemRoutes = (app: App, { system }: { system: SystemRepository }) => {
  registerEndpoint(app, healthz, async ({ request }) => {
    try {
      await system.ping();
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      throw new AppError('serviceUnavailable', undefined, { httpStatus: 503 });
    }
    return { status: 'ok', database: 'ok', uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000) };
  });
};
