import type { Db } from '../../db/database';
import type { App } from '../../http/app-instance';
import { createBehaviourLogRepository } from './behaviour-log/behaviour-log.repository';
import { registerBehaviourLogRoutes } from './behaviour-log/behaviour-log.routes';
import { createBehaviourLogService } from './behaviour-log/behaviour-log.service';
import { createHealthRepository } from './health/health.repository';
import { registerHealthRoutes } from './health/health.routes';

/**
 * The system context: what the server answers about itself and what clients report about themselves, with no
 * passenger rule in it: the health check (/healthz) and the web app's behaviour log (page views, timings).
 * No other context uses it.
 */
export const registerSystem = (app: App, { db }: { db: Db }): void => {
  registerHealthRoutes(app, { health: createHealthRepository(db) });
  registerBehaviourLogRoutes(app, { behaviourLogService: createBehaviourLogService({ logs: createBehaviourLogRepository(db) }) });
};
