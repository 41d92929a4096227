import type { Db } from '../../../db/database';
import type { EtaRepository } from './eta.repository';
import { buildRoute, type Route } from '../../../lib/route-geometry';
import type { SegmentLearningRepository } from './segment-learning.repository';
import { isPlausibleSample, shanghaiHour, updateStat } from './segment-times';
import { trackOf } from './vehicle-track';

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
 * Segment learning (decision 028); `learn` is one run: it reads the positions received since the last run,
 * per vehicle and departure, tracks them along the departure's line (with some positions before them for
 * context), records the stops newly reached (stop_passages) and feeds each segment whose two ends are now
 * both known into the line's per-hour means.
 *
 * Safe with several instances: the whole run holds the one-row cursor (FOR UPDATE SKIP LOCKED), so a second
 * instance skips the run instead of waiting or counting a sample twice. The segment-learning job runs it every
 * SEGMENT_LEARNING_SECONDS (jobs/periodic-jobs.ts).
 */
export const createSegmentLearning = ({ db, learning, etas }: { db: Db; learning: SegmentLearningRepository; etas: EtaRepository }) => ({
  learn: async (now: Date = new Date()): Promise<LearningRun> =>
    db.transaction().execute(async (tx) => {
      const cursor = await learning.lockCursor(tx);
      const run: LearningRun = { isSkipped: cursor === undefined, vehicles: 0, passages: 0, samples: 0 };
      if (!cursor) return run;
      const until = new Date(now.getTime() - RECEIVE_LAG_MS);
      if (until.getTime() <= cursor.received_until.getTime()) return run;

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

      for (const span of await learning.newPositionSpans(cursor.received_until, until, tx)) {
        run.vehicles += 1;
        const departures = await learning.departuresOf(
          span.vehicle_id,
          new Date(span.from.getTime() - AFTER_RUN_MS - 6 * 60 * MINUTE_MS),
          new Date(span.to.getTime() + BEFORE_DEPARTURE_MS),
          tx,
        );
        for (const [i, departure] of departures.entries()) {
          // The departure's own time span: from shortly before it leaves until the next run begins or long after its timetable ends.
          const start = departure.departs_at.getTime() - BEFORE_DEPARTURE_MS;
          const end = Math.min(
            departure.departs_at.getTime() + Number(departure.run_minutes ?? 0) * MINUTE_MS + AFTER_RUN_MS,
            (departures[i + 1]?.departs_at.getTime() ?? Infinity) - BEFORE_DEPARTURE_MS,
          );
          if (end < span.from.getTime() || start > span.to.getTime()) continue;
          const points = await learning.positionsBetween(span.vehicle_id, new Date(Math.max(start, span.from.getTime() - CONTEXT_MS)), new Date(Math.min(end, span.to.getTime())), tx);
          const route = await routeOf(departure.line_id);
          const track = trackOf(route, points.map((p) => ({ lng: p.lng, lat: p.lat, recordedAt: p.recorded_at })));
          if (!track) continue;
          const added = new Set(await learning.insertPassages(departure.id, track.passages.map((p) => ({ seq: route.stopSeqs[p.index]!, at: p.at })), tx));
          run.passages += added.size;
          if (added.size === 0) continue;
          const known = new Map((await learning.passagesOf(departure.id, tx)).map((p) => [p.seq, p.passed_at]));
          for (let s = 0; s + 1 < route.stopSeqs.length; s++) {
            const fromSeq = route.stopSeqs[s]!;
            const toSeq = route.stopSeqs[s + 1]!;
            const leftAt = known.get(fromSeq);
            const reachedAt = known.get(toSeq);
            if (!leftAt || !reachedAt || !(added.has(fromSeq) || added.has(toSeq))) continue;
            const seconds = (reachedAt.getTime() - leftAt.getTime()) / 1000;
            const hour = shanghaiHour(leftAt);
            const current = await learning.segmentStat(departure.line_id, fromSeq, hour, tx);
            const stat = current ? { meanSeconds: current.mean_seconds, samples: current.samples } : undefined;
            if (!isPlausibleSample(stat, seconds)) continue;
            const next = updateStat(stat, seconds);
            await learning.saveSegmentStat({ line_id: departure.line_id, from_seq: fromSeq, hour_of_day: hour, mean_seconds: next.meanSeconds, samples: next.samples, updated_at: now }, tx);
            run.samples += 1;
          }
        }
      }
      await learning.moveCursor(until, now, tx);
      return run;
    }),
});

export type SegmentLearning = ReturnType<typeof createSegmentLearning>;
