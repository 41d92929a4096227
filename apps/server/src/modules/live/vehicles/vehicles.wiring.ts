import type { Config } from '../../../config';
import type { Db } from '../../../db/database';
import type { App } from '../../../http/app-instance';
import { createGtfsRtPoller, startGtfsRtPoller } from './gtfs-rt-poller';
import { createPositionIngest } from './position-ingest';
import { createVehiclesRepository } from './vehicles.repository';
import { registerVehicleRoutes } from './vehicles.routes';
import { createVehiclesService } from './vehicles.service';

export type VehiclesDeps = {
  config: Config;
  db: Db;
  now?: () => Date;
  /** The GTFS-Realtime poller runs inside the server (when its URL is set), not in tests. */
  isPollerOn?: boolean;
};

/**
 * Issue 7's vehicle positions in: the device push endpoint and, when an operator publishes a feed, the
 * GTFS-Realtime VehiclePositions poller. Both go through one ingest (decision 026).
 */
export const registerVehicles = (app: App, { config, db, now, isPollerOn = false }: VehiclesDeps) => {
  const ingest = createPositionIngest({ db, now });
  const vehiclesService = createVehiclesService({ vehicles: createVehiclesRepository(db), ingest, now });
  registerVehicleRoutes(app, { vehiclesService });

  const { gtfsRtUrl, gtfsRtPollSeconds } = config.vehiclePositions;
  if (isPollerOn && gtfsRtUrl) {
    const poller = createGtfsRtPoller({ db, url: gtfsRtUrl, now });
    let stop: () => Promise<void> = async () => {};
    app.addHook('onReady', async () => {
      stop = startGtfsRtPoller({ poller, intervalSeconds: gtfsRtPollSeconds, logger: app.log });
    });
    app.addHook('onClose', async () => stop());
  }
  return { vehiclesService, ingest };
};
