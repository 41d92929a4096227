// `npm run bench:eta`: the ETA engine (decision 028) against simulated trips it never learned from.
// In-process, on the pure parts only (no database): for every line of the demo network and every departure
// of its timetable,
//   learn    TRAIN_DAYS weekdays of simulated trips (simulateTrip, seeds 1..N): each trip's points go through
//            the same tracking as live positions (snapped to the route, stop passages detected) and its
//            segment times into the per-hour means, as the learning job does;
//   replay   HELD_OUT_DAYS later weekdays with seeds never used for learning: at each point (every 10 s) the
//            engine predicts the arrival at every stop still ahead, compared with the simulator's true arrival.
// Reports the mean absolute error for horizons up to 5 minutes (bar <= 60 s) and the share of predictions
// within the MBTA bands (0-3 min: 1 min early / 1 min late; 3-6: 1.5 / 2; 6-12: 2.5 / 3.5; 12-30: 4 / 6;
// bar >= 90%), per band and overall (horizons over 30 minutes are outside the bands and not counted).
// "Early" is the bus arriving before the prediction. Writes bench/results/eta.json.
// BENCH_ETA_TRACE=path replays a trace recorded by `npm run sim:trace` (decision 027) instead of the generated
// held-out days: the lines are the trace's own (as its database had them), learning uses seeds 1..N on
// those lines, and the bench refuses a trace whose trips' seeds fall in the learning range.
// The tiny mode (--tiny): 2 learning weekdays and 1 held-out weekday.
import { greatCircleMeters } from '@udian/contracts/great-circle';
import fs from 'node:fs';
import path from 'node:path';
import type { DemoLine } from '../apps/server/src/db/seed/demo-network/demo-line';
import { demoLines, demoStations } from '../apps/server/src/db/seed/demo-network/demo-network';
import { stopOffsets } from '../apps/server/src/db/seed/demo-network/demo-gtfs.builder';
import { predictArrivals, type EtaLine } from '../apps/server/src/modules/live/eta/eta-engine';
import { buildRoute, type LngLatPair } from '../apps/server/src/lib/route-geometry';
import { learnSample, type SegmentTable } from '../apps/server/src/modules/live/eta/segment-times';
import { advanceTrack, segmentSamples, trackOf, type Track, type TrackPoint } from '../apps/server/src/modules/live/eta/vehicle-track';
import type { RecordedTrace } from '../apps/server/src/modules/live/simulation/record-trace';
import { simulateTrip, type SimulatedStop } from '../apps/server/src/modules/live/simulation/simulate-trip';
import { shanghaiInstant } from '../apps/server/src/time/shanghai-time';
import { finish, isTiny, log, round, setting, writeResult } from './shared/bench-run';

/** A line as the bench drives it: its route and timetable, and the segment times learned for it. */
type BenchLine = { code: string; shape: LngLatPair[]; stops: SimulatedStop[]; departures: number[]; eta: EtaLine };
type HeldOutTrip = { line: BenchLine; departsAt: Date; seed: number; points: TrackPoint[]; arrivals: Array<{ seq: number; at: Date }> };

const TRAIN_DAYS = setting('BENCH_TRAIN_DAYS', 15, 2);
const HELD_OUT_DAYS = setting('BENCH_HELD_OUT_DAYS', 5, 1);
/** Held-out seeds start here; training seeds are 1..(lines × departures × TRAIN_DAYS), far below. */
const HELD_OUT_SEED_BASE = 1_000_000;
const POINT_EVERY_SECONDS = 10;
const MAE_HORIZON_S = 300;
const MAE_BAR_S = 60;
const BAND_BAR = 0.9;
/** MBTA bands: horizon [from, to) in minutes, allowed early and late in minutes. */
const BANDS = [
  { name: '0-3 min', from: 0, to: 3, early: 1, late: 1 },
  { name: '3-6 min', from: 3, to: 6, early: 1.5, late: 2 },
  { name: '6-12 min', from: 6, to: 12, early: 2.5, late: 3.5 },
  { name: '12-30 min', from: 12, to: 30, early: 4, late: 6 },
];

const startedAt = Date.now();
const stationAt = (stopId: string): LngLatPair => {
  const station = demoStations[stopId];
  if (!station) throw new Error(`the demo network has no station ${stopId}`);
  return [station.lng, station.lat];
};
const metres = ([lngA, latA]: LngLatPair, [lngB, latB]: LngLatPair): number => greatCircleMeters({ lng: lngA, lat: latA }, { lng: lngB, lat: latB });

/** The demo line's drawn route as the seed builds it (stops, with a bend in long segments). */
const shapeOf = (line: DemoLine): LngLatPair[] =>
  line.stops.flatMap((stopId, i): LngLatPair[] => {
    const here = stationAt(stopId);
    const nextId = line.stops[i + 1];
    if (nextId === undefined) return [here];
    const next = stationAt(nextId);
    if (metres(here, next) < 3000) return [here];
    const side = i % 2 === 0 ? 0.04 : -0.04;
    return [here, [(here[0] + next[0]) / 2 - (next[1] - here[1]) * side, (here[1] + next[1]) / 2 + (next[0] - here[0]) * side]];
  });

/** Weekdays (Asia/Shanghai dates) from a Monday on. */
const weekdays = (first: string, count: number): string[] => {
  const days: string[] = [];
  for (let d = new Date(`${first}T00:00:00Z`); days.length < count; d = new Date(d.getTime() + 86_400_000)) {
    const weekday = d.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(d.toISOString().slice(0, 10));
  }
  return days;
};
const allDays = weekdays('2026-03-02', TRAIN_DAYS + HELD_OUT_DAYS);
const trainDays = allDays.slice(0, TRAIN_DAYS);
const heldOutDays = allDays.slice(TRAIN_DAYS);

const tracePath = process.env.BENCH_ETA_TRACE;
const trace = tracePath ? (JSON.parse(fs.readFileSync(path.resolve(tracePath), 'utf8')) as RecordedTrace) : null;
const withEta = (line: Omit<BenchLine, 'eta'>): BenchLine => ({ ...line, eta: { route: buildRoute(line.shape, line.stops), scheduleMinutes: line.stops.map((s) => s.minutesFromStart), table: new Map() } });
const shanghaiMinutes = (iso: string): number => Math.round(((new Date(iso).getTime() + 8 * 3_600_000) % 86_400_000) / 60_000);
const lines: BenchLine[] = trace
  ? trace.lines.map((line) =>
      withEta({
        code: line.code,
        shape: line.shape ?? [],
        stops: line.stops.map((s) => ({ seq: s.seq, lng: s.lng, lat: s.lat, minutesFromStart: s.minutesFromStart })),
        departures: [...new Set(trace.trips.filter((t) => t.lineCode === line.code).map((t) => shanghaiMinutes(t.departsAt)))].sort((a, b) => a - b),
      }),
    )
  : demoLines.map((demo) => {
      const minutes = stopOffsets(demo);
      return withEta({
        code: demo.code,
        shape: shapeOf(demo),
        stops: demo.stops.map((id, seq) => {
          const [lng, lat] = stationAt(id);
          return { seq, lng, lat, minutesFromStart: minutes[seq] ?? 0 };
        }),
        departures: demo.times.map((t) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5))),
      });
    });
if (trace) log(`replaying the recorded trace ${tracePath} (seed ${trace.seed}, ${trace.trips.length} trips on ${trace.days.join(', ')})`);
log(`${lines.length} lines, ${lines.reduce((n, l) => n + l.departures.length, 0)} departures a day; learning from ${TRAIN_DAYS} weekdays, replaying ${trace ? 'the trace' : `${HELD_OUT_DAYS} held-out weekdays`}`);

// Learn.
let seed = 0;
let trainingTrips = 0;
let trainingSamples = 0;
for (const day of trainDays) {
  for (const line of lines) {
    for (const minutes of line.departures) {
      seed += 1;
      const trip = simulateTrip({ shape: line.shape, stops: line.stops, departsAt: shanghaiInstant(day, minutes), seed, pointEverySeconds: POINT_EVERY_SECONDS });
      const track = trackOf(line.eta.route, trip.points);
      if (!track) continue;
      for (const sample of segmentSamples(track.passages)) {
        learnSample(line.eta.table, line.eta.route.stopSeqs[sample.fromIndex]!, sample.startedAt, sample.seconds);
        trainingSamples += 1;
      }
      trainingTrips += 1;
    }
  }
}
if (seed >= HELD_OUT_SEED_BASE) throw new Error('training seeds reach the held-out range');
if (trace?.trips.some((t) => t.seed >= 1 && t.seed <= seed)) throw new Error('the trace has a trip made with a learning seed: not held out');
log(`learned ${trainingSamples} segment samples from ${trainingTrips} trips (seeds 1..${seed})`);

// Replay the held-out trips: with what was learned, and (for comparison) with no history at all, where the
// engine falls back to the timetable scaled by the bus's lateness.
/** The held-out trips: the recorded trace's, or generated on the held-out days with seeds from HELD_OUT_SEED_BASE + 1. */
function* heldOutTrips(): Generator<HeldOutTrip> {
  if (trace) {
    const byCode = new Map(lines.map((l) => [l.code, l]));
    for (const trip of trace.trips) {
      const line = byCode.get(trip.lineCode);
      if (!line) throw new Error(`the trace's trip ${trip.key} names a line it does not hold`);
      yield {
        line,
        departsAt: new Date(trip.departsAt),
        seed: trip.seed,
        points: trip.points.map((p) => ({ ...p, recordedAt: new Date(p.recordedAt) })),
        arrivals: trip.arrivals.map((a) => ({ seq: a.seq, at: new Date(a.at) })),
      };
    }
    return;
  }
  let heldOutSeed = HELD_OUT_SEED_BASE;
  for (const day of heldOutDays) {
    for (const line of lines) {
      for (const minutes of line.departures) {
        heldOutSeed += 1;
        const departsAt = shanghaiInstant(day, minutes);
        const trip = simulateTrip({ shape: line.shape, stops: line.stops, departsAt, seed: heldOutSeed, pointEverySeconds: POINT_EVERY_SECONDS });
        yield { line, departsAt, seed: heldOutSeed, ...trip };
      }
    }
  }
}

const replay = (tableOf: (line: BenchLine) => SegmentTable) => {
  const bandStats = BANDS.map((band) => ({ ...band, predictions: 0, within: 0, sumAbsErrorS: 0 }));
  let maeCount = 0;
  let maeSum = 0;
  let trips = 0;
  let seeds: [number, number] = [Infinity, -Infinity];
  for (const heldOut of heldOutTrips()) {
    const line = heldOut.line;
    const eta = { ...line.eta, table: tableOf(line) };
    seeds = [Math.min(seeds[0], heldOut.seed), Math.max(seeds[1], heldOut.seed)];
    const truth = new Map(heldOut.arrivals.map((a) => [a.seq, a.at.getTime()]));
    trips += 1;
    let track: Track | null = null;
    for (const point of heldOut.points) {
      track = advanceTrack(eta.route, track, point);
      const now = point.recordedAt.getTime();
      for (const prediction of predictArrivals(eta, track, heldOut.departsAt)) {
        const actual = truth.get(prediction.seq);
        if (actual === undefined || actual <= now) continue;
        const horizonS = (actual - now) / 1000;
        const errorS = (prediction.arrivesAt.getTime() - actual) / 1000;
        if (horizonS <= MAE_HORIZON_S) {
          maeCount += 1;
          maeSum += Math.abs(errorS);
        }
        const band = bandStats.find((b) => horizonS >= b.from * 60 && horizonS < b.to * 60);
        if (!band) continue;
        band.predictions += 1;
        band.sumAbsErrorS += Math.abs(errorS);
        // errorS > 0: the bus came before the prediction (early); < 0: after it (late).
        if (errorS <= band.early * 60 && -errorS <= band.late * 60) band.within += 1;
      }
    }
  }
  const total = bandStats.reduce((n, b) => n + b.predictions, 0);
  const within = bandStats.reduce((n, b) => n + b.within, 0);
  return {
    trips,
    seeds,
    maeS: maeCount > 0 ? maeSum / maeCount : null,
    maeCount,
    total,
    withinShare: total > 0 ? within / total : null,
    bands: bandStats.map((b) => ({
      band: b.name,
      allowedEarlyMin: b.early,
      allowedLateMin: b.late,
      predictions: b.predictions,
      withinShare: b.predictions > 0 ? round(b.within / b.predictions, 4) : null,
      maeS: b.predictions > 0 ? round(b.sumAbsErrorS / b.predictions, 1) : null,
    })),
  };
};

const learned = replay((line) => line.eta.table);
const timetableOnly = replay(() => new Map());
const result = {
  at: new Date().toISOString(),
  isTiny,
  protocol: {
    lines: lines.length,
    trainDays,
    heldOutDays: trace ? trace.days : heldOutDays,
    trace: trace ? { path: tracePath, seed: trace.seed } : null,
    trainingTrips,
    trainingSeeds: [1, seed],
    heldOutTrips: learned.trips,
    heldOutSeeds: learned.seeds,
    pointEverySeconds: POINT_EVERY_SECONDS,
  },
  maeUpTo5MinS: learned.maeS === null ? null : round(learned.maeS, 1),
  maeUpTo5MinPredictions: learned.maeCount,
  bands: learned.bands,
  overallWithinShare: learned.withinShare === null ? null : round(learned.withinShare, 4),
  timetableOnly: {
    maeUpTo5MinS: timetableOnly.maeS === null ? null : round(timetableOnly.maeS, 1),
    bands: timetableOnly.bands,
    overallWithinShare: timetableOnly.withinShare === null ? null : round(timetableOnly.withinShare, 4),
  },
  bars: { maeUpTo5MinS: MAE_BAR_S, withinShare: BAND_BAR },
  isMaeBarMet: learned.maeS !== null && learned.maeS <= MAE_BAR_S,
  isBandBarMet: learned.withinShare !== null && learned.withinShare >= BAND_BAR,
  durationS: round((Date.now() - startedAt) / 1000, 1),
};
const percent = (share: number | null): string => (share === null ? '–' : `${(share * 100).toFixed(1)}%`);
for (const b of result.bands) log(`${b.band.padEnd(9)} ${String(b.predictions).padStart(7)} predictions, ${percent(b.withinShare)} within (-${b.allowedEarlyMin}/+${b.allowedLateMin} min), MAE ${b.maeS} s`);
log(`MAE up to 5 min: ${result.maeUpTo5MinS} s (bar <= ${MAE_BAR_S} s) over ${learned.maeCount} predictions`);
log(`within the MBTA bands overall: ${percent(learned.withinShare)} of ${learned.total} (bar >= ${BAND_BAR * 100}%)`);
log(`for comparison, timetable only (no history): MAE up to 5 min ${result.timetableOnly.maeUpTo5MinS} s, ${percent(timetableOnly.withinShare)} within the bands`);
const problems = learned.total === 0 ? ['the replay made no prediction inside the bands'] : [];
finish({ file: writeResult('eta', result), isEveryBarMet: result.isMaeBarMet && result.isBandBarMet, problems });
