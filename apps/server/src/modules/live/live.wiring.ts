import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { App } from '../../http/app-instance';
import { createEtaRepository } from './eta/eta.repository';
import { registerEtaRoutes } from './eta/eta.routes';
import { createEtaService } from './eta/eta.service';
import { createSegmentLearning } from './eta/segment-learning';
import { createSegmentLearningRepository } from './eta/segment-learning.repository';
import { createGtfsRtFeedRepository } from './gtfs-rt-feed/gtfs-rt-feed.repository';
import { registerGtfsRtFeedRoutes } from './gtfs-rt-feed/gtfs-rt-feed.routes';
import { createGtfsRtFeedService } from './gtfs-rt-feed/gtfs-rt-feed.service';
import { createSimulationRepository } from './simulation/simulation.repository';
import { createVehicleSimulator } from './simulation/vehicle-simulator';
import { createFleetVehiclesRepository } from './vehicles/fleet-vehicles.repository';
import { createFleetVehiclesService } from './vehicles/fleet-vehicles.service';
import { createGtfsRtPoller } from './vehicles/gtfs-rt-poller';
import { createPositionIngest } from './vehicles/position-ingest';
import { createVehiclesRepository } from './vehicles/vehicles.repository';
import { registerVehicleRoutes } from './vehicles/vehicles.routes';
import { createVehiclesService } from './vehicles/vehicles.service';

export type LiveDeps = {
  config: Config;
  db: Db;
  /** Tests pass a clock to make positions fresh or stale, and to tick the simulator, without waiting. */
  now?: () => Date;
};

/**
 * The live buses context: vehicle positions in (the device push, the GTFS-Realtime poller and the simulator,
 * all through one ingest; decisions 026 and 027) and the ETA engine (the line's vehicles and their ETAs at
 * its stops, segment learning; decision 028), repositories → services → routes. Answers its services: the
 * periodic jobs run the poller, the simulator and segment learning; tests call them at a clock of their
 * choosing.
 */
export const registerLive = (app: App, { config, db, now }: LiveDeps) => {
  const vehicles = createVehiclesRepository(db);
  const etas = createEtaRepository(db);
  const ingest = createPositionIngest({ vehicles, now });

  const vehiclesService = createVehiclesService({ vehicles, ingest, now });
  const etaService = createEtaService({ etas, now });
  // The operator console's vehicle register (decision 044), registered by the operations context.
  const fleetVehicles = createFleetVehiclesService({ db, fleet: createFleetVehiclesRepository(db), vehiclesService });
  registerVehicleRoutes(app, { vehiclesService });
  registerEtaRoutes(app, { etaService });
  // GTFS-Realtime out (decision 064): the same live state as the line page, for map apps and journey planners.
  registerGtfsRtFeedRoutes(app, { feeds: createGtfsRtFeedService({ etas, feeds: createGtfsRtFeedRepository(db), etaService, now }) });

  const { gtfsRtUrl } = config.vehiclePositions;
  return {
    vehiclesService,
    fleetVehicles,
    etaService,
    ingest,
    /** Drives the assigned buses (SIMULATOR on: the vehicle-simulator job ticks it). */
    simulator: createVehicleSimulator({ simulations: createSimulationRepository(db), ingest, tickSeconds: config.simulator.tickSeconds, logger: app.log, now }),
    /** An operator's VehiclePositions feed, when GTFS_RT_VEHICLE_POSITIONS_URL is set. */
    gtfsRtPoller: gtfsRtUrl ? createGtfsRtPoller({ vehicles, ingest, url: gtfsRtUrl, now }) : null,
    segmentLearning: createSegmentLearning({ db, learning: createSegmentLearningRepository(db), etas }),
  };
};

export type Live = ReturnType<typeof registerLive>;
