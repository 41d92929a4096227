import type { Logger } from 'pino';
import type { Db } from '../../../db/database';
import { createEtaRepository } from './eta.repository';
import { buildRoute, type Route } from './route-geometry';
import { isPlausibleSample, shanghaiHour, updateStat } from './segment-times';
import { trackOf } from './vehicle-track';
import { createSegmentLearningRepository } from './segment-learning.repository';

const MINUTE_MS = 60_000;
/** Positions received this recently are left for the next run: a slower insert may still commit before them. */
export const RECEIVE_LAG_MS = 30_000;
/** Positions this far before the new ones are read again, so that a stop crossed between two runs is seen. */
const CONTEXT_MS = 20 * MINUTE_MS;
/** A bus reports from its first stop up to this long before its departure, and keeps its run this long after the timetable's end. */
const BEFORE_DEPARTURE_MS = 15 * MINUTE_MS;
const AFTER_RUN_MS = 120 * MINUTE_MS;

export type LearningRun = { isSkipped: boolean; vehicles: number; passages: number; samples: number };

/**
 * One run of segment learning (issue 7, decision 028): reads the positions received since the last run,
 * per vehicle and departure, tracks them along the departure's line (with some positions before them for
 * context), records the stops newly reached (stop_passages) and feeds each segment whose two ends are now
 * both known into the line's per-hour means.
 *
 * Safe with several instances: the whole run holds the one-row cursor (FOR UPDATE SKIP LOCKED), so a second
 * instance skips the run instead of waiting or counting a sample twice.
 */
export const learnSegments = async (db: Db, now: Date = new Date()): Promise<LearningRun> =>
  db.transaction().execute(async (tx) => {
    const repo = createSegmentLearningRepository(tx);
    const cursor = await repo.lockCursor();
    const run: LearningRun = { isSkipped: cursor === undefined, vehicles: 0, passages: 0, samples: 0 };
    if (!cursor) return run;
    const until = new Date(now.getTime() - RECEIVE_LAG_MS);
    if (until.getTime() <= cursor.received_until.getTime()) return run;

    const etas = createEtaRepository(db);
    const routes = new Map<number, Route>();
    const routeOf = async (lineId: number): Promise<Route> => {
      let route = routes.get(lineId);
      if (!route) {
        const [line, stops] = await Promise.all([etas.findLine(lineId, tx), etas.lineStops(lineId, tx)]);
        route = buildRoute(line?.shape ?? null, stops);
        routes.set(lineId, route);
      }
      return route;
    };

    for (const span of await repo.newPositionSpans(cursor.received_until, until)) {
      run.vehicles += 1;
      const departures = await repo.departuresOf(
        span.vehicle_id,
        new Date(span.from.getTime() - AFTER_RUN_MS - 6 * 60 * MINUTE_MS),
        new Date(span.to.getTime() + BEFORE_DEPARTURE_MS),
      );
      for (const [i, departure] of departures.entries()) {
        // The departure's own time span: from shortly before it leaves until the next run begins or long after its timetable ends.
        const start = departure.departs_at.getTime() - BEFORE_DEPARTURE_MS;
        const end = Math.min(
          departure.departs_at.getTime() + Number(departure.run_minutes ?? 0) * MINUTE_MS + AFTER_RUN_MS,
          (departures[i + 1]?.departs_at.getTime() ?? Infinity) - BEFORE_DEPARTURE_MS,
        );
        if (end < span.from.getTime() || start > span.to.getTime()) continue;
        const points = await repo.positionsBetween(span.vehicle_id, new Date(Math.max(start, span.from.getTime() - CONTEXT_MS)), new Date(Math.min(end, span.to.getTime())));
        const route = await routeOf(departure.line_id);
        const track = trackOf(route, points.map((p) => ({ lng: p.lng, lat: p.lat, recordedAt: p.recorded_at })));
        if (!track) continue;
        const added = new Set(await repo.insertPassages(departure.id, track.passages.map((p) => ({ seq: route.stopSeqs[p.index]!, at: p.at }))));
        run.passages += added.size;
        if (added.size === 0) continue;
        const known = new Map((await repo.passagesOf(departure.id)).map((p) => [p.seq, p.passed_at]));
        for (let s = 0; s + 1 < route.stopSeqs.length; s++) {
          const fromSeq = route.stopSeqs[s]!;
          const toSeq = route.stopSeqs[s + 1]!;
          const leftAt = known.get(fromSeq);
          const reachedAt = known.get(toSeq);
          if (!leftAt || !reachedAt || !(added.has(fromSeq) || added.has(toSeq))) continue;
          const seconds = (reachedAt.getTime() - leftAt.getTime()) / 1000;
          const hour = shanghaiHour(leftAt);
          const current = await repo.segmentStat(departure.line_id, fromSeq, hour);
          const stat = current ? { meanSeconds: current.mean_seconds, samples: current.samples } : undefined;
          if (!isPlausibleSample(stat, seconds)) continue;
          const next = updateStat(stat, seconds);
          await repo.saveSegmentStat({ line_id: departure.line_id, from_seq: fromSeq, hour_of_day: hour, mean_seconds: next.meanSeconds, samples: next.samples, updated_at: now });
          run.samples += 1;
        }
      }
    }
    await repo.moveCursor(until, now);
    return run;
  });

/** Learns segment times every `intervalSeconds` (a minute by default). Returns the stop function. */
export const startSegmentLearningJob = ({ db, intervalSeconds = 60, logger }: { db: Db; intervalSeconds?: number; logger: Pick<Logger, 'error'> }) => {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = learnSegments(db).catch((err: unknown) => logger.error({ err }, 'segment learning failed'));
  };
  const timer = setInterval(tick, intervalSeconds * 1000);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
};
