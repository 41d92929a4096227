import type { PositionPoint } from '../vehicles/position-ingest';
import { measureShape, offsetMeters, pointAlong, projectOnto, type LngLat } from './geometry';
import { hashSeed, seededRandom, type Random } from './seeded-random';

/** What a GPS device reports: the ingest's own point (live/vehicles/position-ingest.ts). */
export type SimulatedPoint = PositionPoint;

export type SimulatedStop = { seq: number; lng: number; lat: number; minutesFromStart: number };

export type SimulateTripInput = {
  /** The line's shape, [lng, lat] GCJ-02; fewer than two points: the stops in order stand in for it. */
  shape: [number, number][];
  stops: SimulatedStop[];
  /** The scheduled departure from the first stop. */
  departsAt: Date;
  seed: number;
  /** One point every this many seconds from departsAt (default 10). */
  pointEverySeconds?: number;
};

export type SimulatedTrip = {
  points: SimulatedPoint[];
  /** When the bus really reached each stop; for the first stop, when it really left it. */
  arrivals: { seq: number; at: Date }[];
};

/** How a trip went, drawn from its seed (exported for the tests and the decision record). */
export const TRIP_PROFILE = {
  /** Share of trips that leave the first stop within a minute of the timetable; the rest leave 1-4 min late. */
  onTimeStartShare: 0.7,
  /** The whole run is this much slower (or faster) than the timetable: the driver, the weather, the day. */
  delayFactor: [0.95, 1.12],
  /** Each segment varies around that by this factor (lights, merges). */
  segmentJitter: [0.93, 1.07],
  /** Share of trips that meet one jam on a random segment, costing 1-5 min. */
  jamShare: 0.15,
  jamSeconds: [60, 300],
  /** Boarding and alighting at each stop but the first and the last. */
  dwellSeconds: [20, 60],
  /** GPS noise: one standard deviation per axis, in meters (clipped at three). */
  gpsSigmaMeters: 4,
  /** A bus never averages more than this between two stops, whatever the timetable says. */
  maxAverageKmh: 55,
} as const;

const MEAN_DWELL_S = (TRIP_PROFILE.dwellSeconds[0] + TRIP_PROFILE.dwellSeconds[1]) / 2;
const HOUR_MS = 3_600_000;
const SHANGHAI_OFFSET_MS = 8 * HOUR_MS;

/**
 * Road traffic by time of day (Asia/Shanghai), against the timetable, which is written for a typical run:
 * around the morning peak (08:00) and the evening peak (18:00) buses take 12 % and 16 % longer than it
 * says, in the middle of the day 10 % less, and in the small hours a little less again.
 */
export const trafficFactor = (at: Date): number => {
  const hour = (((at.getTime() + SHANGHAI_OFFSET_MS) % (24 * HOUR_MS)) + 24 * HOUR_MS) % (24 * HOUR_MS) / HOUR_MS;
  const bump = (centre: number, width: number) => Math.exp(-(((hour - centre) / width) ** 2));
  return 0.9 + 0.22 * bump(8, 1) + 0.26 * bump(18, 1.1) - 0.05 * bump(3, 2.5);
};

/** Share of a segment covered at fraction x of its running time: starts and ends at half the mean speed. */
const ease = (x: number) => x - Math.sin(2 * Math.PI * x) / (4 * Math.PI);
/** Its derivative: the speed as a multiple of the segment's mean speed. */
const easeSpeed = (x: number) => 1 - 0.5 * Math.cos(2 * Math.PI * x);

type Leg = { fromM: number; toM: number; leaveMs: number; arriveMs: number };

const drawProfile = (random: Random, legCount: number) => {
  const p = TRIP_PROFILE;
  const startDelayS = random.next() < p.onTimeStartShare ? random.between(0, 60) : random.between(60, 240);
  const delayFactor = random.between(...p.delayFactor);
  const jitters = Array.from({ length: legCount }, () => random.between(...p.segmentJitter));
  const dwells = Array.from({ length: legCount }, () => random.between(...p.dwellSeconds));
  const hasJam = random.next() < p.jamShare;
  const jamLeg = Math.floor(random.next() * legCount);
  const jamS = random.between(...p.jamSeconds);
  return { startDelayS, delayFactor, jitters, dwells, jam: hasJam ? { leg: jamLeg, seconds: jamS } : null };
};

const round = (value: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

/**
 * One bus run along a line, as its GPS device would report it: a pure function of its input, so the same
 * seed always gives the same trip. Running times come from the timetable (minutesFromStart, less a typical
 * dwell), scaled by a per-trip delay, per-segment jitter and traffic at that time of day, plus an occasional jam; the bus
 * dwells 20-60 s at each intermediate stop, speeds up and slows down between stops, and its reported
 * position carries a few meters of GPS noise. Points run from the scheduled departure (waiting at the
 * first stop if it leaves late) until it reaches the last stop.
 */
export const simulateTrip = (input: SimulateTripInput): SimulatedTrip => {
  const step = input.pointEverySeconds ?? 10;
  if (!(step > 0) || !Number.isFinite(step)) throw new RangeError('pointEverySeconds must be a positive number');
  const stops = [...input.stops].sort((a, b) => a.seq - b.seq);
  const departsMs = input.departsAt.getTime();
  if (stops.length < 2) return { points: [], arrivals: stops.map((s) => ({ seq: s.seq, at: new Date(departsMs) })) };

  const stopPoints = stops.map((s): LngLat => [s.lng, s.lat]);
  const shape = measureShape(input.shape.length >= 2 ? input.shape : stopPoints);
  const along: number[] = [];
  for (const point of stopPoints) along.push(projectOnto(shape, point, along[along.length - 1] ?? 0));

  // Two streams: the trip's story, and the GPS noise, so that the point interval never changes the story.
  const profile = drawProfile(seededRandom(input.seed), stops.length - 1);
  const noise = seededRandom(hashSeed(input.seed, 'gps'));

  const legs: Leg[] = [];
  let clockMs = departsMs + profile.startDelayS * 1000;
  const arrivals = [{ seq: (stops[0] as SimulatedStop).seq, at: new Date(Math.round(clockMs)) }];
  for (let i = 0; i < stops.length - 1; i += 1) {
    const from = stops[i] as SimulatedStop;
    const to = stops[i + 1] as SimulatedStop;
    const fromM = along[i] ?? 0;
    const toM = along[i + 1] ?? fromM;
    const scheduledS = Math.max(0, to.minutesFromStart - from.minutesFromStart) * 60;
    const fastestS = (toM - fromM) / (TRIP_PROFILE.maxAverageKmh / 3.6);
    // The timetable's minutes between two stops include the stop: the typical dwell comes off the running time.
    const runS =
      Math.max(fastestS, (scheduledS - MEAN_DWELL_S) * profile.delayFactor * (profile.jitters[i] ?? 1) * trafficFactor(new Date(clockMs)), 1) +
      (profile.jam?.leg === i ? profile.jam.seconds : 0);
    const arriveMs = clockMs + runS * 1000;
    legs.push({ fromM, toM, leaveMs: clockMs, arriveMs });
    arrivals.push({ seq: to.seq, at: new Date(Math.round(arriveMs)) });
    const isLast = i === stops.length - 2;
    clockMs = arriveMs + (isLast ? 0 : (profile.dwells[i] ?? 0) * 1000);
  }
  const endMs = (legs[legs.length - 1] as Leg).arriveMs;

  /** The true place and speed at an instant: waiting at the first stop, on a leg, or dwelling at a stop. */
  const stateAt = (ms: number): { meters: number; speedMs: number } => {
    let meters = along[0] ?? 0;
    for (const leg of legs) {
      if (ms < leg.leaveMs) return { meters, speedMs: 0 };
      if (ms < leg.arriveMs) {
        const runMs = leg.arriveMs - leg.leaveMs;
        const x = (ms - leg.leaveMs) / runMs;
        const meanSpeed = ((leg.toM - leg.fromM) * 1000) / runMs;
        return { meters: leg.fromM + ease(x) * (leg.toM - leg.fromM), speedMs: meanSpeed * easeSpeed(x) };
      }
      meters = leg.toM;
    }
    return { meters, speedMs: 0 };
  };

  const points: SimulatedPoint[] = [];
  const emit = (ms: number) => {
    const { meters, speedMs } = stateAt(ms);
    const { at, heading } = pointAlong(shape, meters);
    const sigma = TRIP_PROFILE.gpsSigmaMeters;
    const [lng, lat] = offsetMeters(at, noise.gaussian() * sigma, noise.gaussian() * sigma);
    const speedNoise = noise.gaussian() * 0.8;
    const headingNoise = noise.gaussian() * 2;
    const isMoving = speedMs > 0.5;
    points.push({
      lng: round(lng, 6),
      lat: round(lat, 6),
      speedKmh: isMoving ? round(Math.max(0, speedMs * 3.6 + speedNoise), 1) : 0,
      heading: Math.round((heading + (isMoving ? headingNoise : 0) + 360) % 360) % 360,
      recordedAt: new Date(Math.round(ms)),
    });
  };
  let ms = departsMs;
  for (; ms <= endMs; ms += step * 1000) emit(ms);
  if (ms - step * 1000 < endMs) emit(endMs);
  return { points, arrivals };
};
