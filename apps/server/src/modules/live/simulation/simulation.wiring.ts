import type { Config } from '../../../config';
import type { Db } from '../../../db/database';
import type { App } from '../../../http/app-instance';
import { createVehicleSimulator, startVehicleSimulatorJob } from './vehicle-simulator';
import { createPositionIngest } from '../vehicles/position-ingest';

export type SimulationDeps = {
  config: Config;
  db: Db;
  now?: () => Date;
  /** Timers on: the server turns them on; tests tick the simulator themselves. */
  isJobsOn?: boolean;
};

/**
 * Issue 7's vehicle simulator (decision 027): with SIMULATOR on (the default with the embedded database),
 * the assigned buses report simulated positions through the same ingest as real devices. Answers the
 * simulator, which tests tick at a clock of their choosing.
 */
export const registerSimulation = (app: App, { config, db, now, isJobsOn = false }: SimulationDeps) => {
  const { isOn, tickSeconds } = config.simulator;
  const simulator = createVehicleSimulator({ db, ingest: createPositionIngest({ db, now }), tickSeconds, logger: app.log, now });
  if (isOn && isJobsOn) {
    let stop: (() => Promise<void>) | null = null;
    app.addHook('onReady', async () => {
      stop = startVehicleSimulatorJob({ simulator, tickSeconds, logger: app.log });
      app.log.info({ tickSeconds }, 'vehicle simulator on');
    });
    app.addHook('onClose', async () => {
      await stop?.();
    });
  }
  return { simulator };
};
