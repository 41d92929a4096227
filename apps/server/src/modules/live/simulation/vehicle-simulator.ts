import type { Logger } from 'pino';
import { hashSeed } from './seeded-random';
import { simulateTrip, type SimulatedTrip } from './simulate-trip';
import type { AssignedDeparture, SimulationLine, SimulationRepository } from './simulation.repository';
import type { PositionIngest, PositionPoint } from '../vehicles/position-ingest';

/** A simulated device reports a point this often, whatever the tick. */
export const SIMULATED_POINT_SECONDS = 10;
/** No bus run lasts longer: departures that left earlier are over. */
const LOOKBACK_MS = 6 * 3_600_000;
/** After a long pause (a laptop asleep) the simulator catches up this far back at most. */
const MAX_CATCH_UP_MS = 5 * 60_000;

/** The seed of a departure's simulated run: the same departure always runs the same way. */
export const departureSeed = (departureId: number): number => hashSeed('departure', departureId);

export type SimulatorTick = {
  /** Departures being driven now (one per vehicle). */
  running: { departureId: number; vehicleId: number; points: number; accepted: number }[];
};

export type VehicleSimulatorDeps = {
  simulations: SimulationRepository;
  ingest: PositionIngest;
  /** How often tick runs: the first tick reports the points of the last interval. */
  tickSeconds: number;
  logger: Pick<Logger, 'error'>;
  now?: () => Date;
};

/**
 * Drives the assigned buses along their lines (decision 027). Each tick finds the departures running now —
 * scheduled, with a vehicle, between the departure and the simulated arrival at the last stop — simulates
 * each run with its departure's seed (simulate-trip.ts) and reports the points recorded since the previous
 * tick through the ingest, as a device on the bus would.
 *
 * A bus drives its departures one after the other: a departure that leaves while its bus is still on an
 * earlier run is not driven (one bus cannot be in two places, and its positions would jump between the
 * two). Simulated runs are kept while their departure is in the window, so a tick costs two reads and one
 * ingest per running bus. With SIMULATOR on, the vehicle-simulator job ticks it every SIMULATOR_TICK_SECONDS
 * (jobs/periodic-jobs.ts); tests tick it at a clock of their choosing.
 */
export const createVehicleSimulator = ({ simulations: repository, ingest, tickSeconds, logger, now = () => new Date() }: VehicleSimulatorDeps) => {
  const runs = new Map<number, SimulatedTrip>();
  let lastTickAt: number | null = null;

  const runOf = (departure: AssignedDeparture, line: SimulationLine): SimulatedTrip => {
    let run = runs.get(departure.departureId);
    if (!run) {
      run = simulateTrip({
        shape: line.shape ?? [],
        stops: line.stops,
        departsAt: departure.departsAt,
        seed: departureSeed(departure.departureId),
        pointEverySeconds: SIMULATED_POINT_SECONDS,
      });
      runs.set(departure.departureId, run);
    }
    return run;
  };

  const endOf = (run: SimulatedTrip, departure: AssignedDeparture): number =>
    run.arrivals[run.arrivals.length - 1]?.at.getTime() ?? departure.departsAt.getTime();

  /** The departure each vehicle is on at `at`, with its run. */
  const findRunning = async (at: number) => {
    const departures = await repository.findAssignedDepartures(new Date(at - LOOKBACK_MS), new Date(at));
    const lines = new Map((await repository.findLines([...new Set(departures.map((d) => d.lineId))])).map((l) => [l.lineId, l]));
    const running: { departure: AssignedDeparture; run: SimulatedTrip }[] = [];
    const seen = new Set<number>();
    let vehicleId: number | null = null;
    let busyUntil = Number.NEGATIVE_INFINITY;
    for (const departure of departures) {
      const line = lines.get(departure.lineId);
      if (!line || line.stops.length < 2) continue;
      if (departure.vehicleId !== vehicleId) {
        vehicleId = departure.vehicleId;
        busyUntil = Number.NEGATIVE_INFINITY;
      }
      if (departure.departsAt.getTime() < busyUntil) continue;
      seen.add(departure.departureId);
      const run = runOf(departure, line);
      busyUntil = endOf(run, departure);
      if (busyUntil >= at) running.push({ departure, run });
    }
    for (const id of runs.keys()) if (!seen.has(id)) runs.delete(id);
    return running;
  };

  return {
    /** Reports every running bus's points recorded in (previous tick, now]; the first tick looks back one interval. */
    tick: async (): Promise<SimulatorTick> => {
      const at = now().getTime();
      const from = Math.max(lastTickAt ?? at - tickSeconds * 1000, at - MAX_CATCH_UP_MS);
      lastTickAt = at;
      const result: SimulatorTick = { running: [] };
      for (const { departure, run } of await findRunning(at)) {
        const points: PositionPoint[] = run.points.filter((p) => p.recordedAt.getTime() > from && p.recordedAt.getTime() <= at);
        let accepted = 0;
        if (points.length > 0) {
          try {
            accepted = (await ingest.ingest(departure.vehicleId, points)).accepted;
          } catch (err: unknown) {
            logger.error({ err, vehicleId: departure.vehicleId }, 'simulated positions not stored');
          }
        }
        result.running.push({ departureId: departure.departureId, vehicleId: departure.vehicleId, points: points.length, accepted });
      }
      return result;
    },
  };
};

export type VehicleSimulator = ReturnType<typeof createVehicleSimulator>;
