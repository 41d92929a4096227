import type { Db } from '../../../db/database';
import type { App } from '../../../http/app-instance';
import { startSegmentLearningJob } from './segment-learning';
import { createEtaRepository } from './eta.repository';
import { registerEtaRoutes } from './eta.routes';
import { createEtaService } from './eta.service';

export type EtaDeps = {
  db: Db;
  /** Tests pass a clock to make positions fresh or stale without waiting. */
  now?: () => Date;
  /** The segment learning job (every minute): on in the server, off in tests. */
  isLearningJobOn?: boolean;
};

/** Issue 7's ETAs in one place (repository → service → routes, and the learning job); answers the service tests use. */
export const registerEta = (app: App, { db, now, isLearningJobOn = false }: EtaDeps) => {
  const etaService = createEtaService({ etas: createEtaRepository(db), now });
  registerEtaRoutes(app, { etaService });
  if (isLearningJobOn) {
    let stop: () => Promise<void> = async () => {};
    app.addHook('onReady', async () => {
      stop = startSegmentLearningJob({ db, logger: app.log });
    });
    app.addHook('onClose', async () => stop());
  }
  return { etaService };
};
