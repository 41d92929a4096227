import { nextStopIndex, type Route } from '../../../lib/route-geometry';
import { learnedSeconds, shanghaiHour, type SegmentTable } from './segment-times';
import { ARRIVED_WITHIN_M, segmentSamples, type Track } from './vehicle-track';

/**
 * Arrival predictions for one vehicle at every stop still ahead of it (live buses, decision 028). Pure.
 *
 * Each segment's time is its learned mean for the hour the bus is expected to start it, or, with no
 * history, the timetable's minutes scaled by how late the bus runs so far. The segments this run has
 * already driven say how today's traffic compares with the means; that ratio carries to the next segments
 * and fades with distance. The segment the bus is on is cut by both the time since it left the previous
 * stop and the distance still to go.
 */

export type EtaLine = {
  route: Route;
  /** minutes_from_start by stop index (route.stopSeqs order). */
  scheduleMinutes: number[];
  table: SegmentTable;
};

export type StopPrediction = { index: number; seq: number; arrivesAt: Date };

/** Today's traffic ratio is clamped to this range and fades by this factor per segment ahead. */
const TODAY_RATIO_MIN = 0.6;
const TODAY_RATIO_MAX = 1.8;
const TODAY_RATIO_FADE = 0.85;
/** The last few driven segments (the most recent count most) set today's ratio. */
const TODAY_SEGMENTS = 4;
/** How far the timetable fallback may be stretched or shrunk by the run's lateness. */
const LATENESS_RATIO_MIN = 0.7;
const LATENESS_RATIO_MAX = 2;
/** A bus short of the first stop (a route drawn from the depot) covers the gap at about 30 km/h. */
const APPROACH_METRES_PER_SECOND = 8;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The timetable's seconds from stop i to i + 1 (never less than 30 s: two stops at the same minute still take time). */
const scheduledSeconds = (line: EtaLine, index: number): number => Math.max(30, ((line.scheduleMinutes[index + 1] ?? 0) - (line.scheduleMinutes[index] ?? 0)) * 60);

/** How much slower than the timetable the run has been up to its last reached stop (1 when unknown). */
const latenessRatio = (line: EtaLine, track: Track, departsAt: Date | null): number => {
  const last = track.passages.at(-1);
  if (!departsAt || !last || last.index === 0) return 1;
  const planned = (line.scheduleMinutes[last.index]! - line.scheduleMinutes[0]!) * 60;
  if (planned <= 0) return 1;
  return clamp((last.at.getTime() - departsAt.getTime()) / 1000 / planned, LATENESS_RATIO_MIN, LATENESS_RATIO_MAX);
};

/** The expected seconds of segment i for a bus starting it at `at`. */
export const segmentSeconds = (line: EtaLine, index: number, at: Date, lateness: number): number => {
  const learned = learnedSeconds(line.table, line.route.stopSeqs[index]!, shanghaiHour(at));
  return learned ?? scheduledSeconds(line, index) * lateness;
};

/** Today's driven segments against what the model expected for them (1 when none). */
const todayRatio = (line: EtaLine, track: Track): number => {
  // Against learned means only: the timetable fallback is already scaled by the run's lateness.
  const samples = segmentSamples(track.passages).slice(-TODAY_SEGMENTS);
  let observed = 0;
  let expected = 0;
  for (const [i, sample] of samples.entries()) {
    const learned = learnedSeconds(line.table, line.route.stopSeqs[sample.fromIndex]!, shanghaiHour(sample.startedAt));
    if (learned === null) continue;
    const weight = i + 1;
    observed += weight * sample.seconds;
    expected += weight * learned;
  }
  return expected > 0 ? clamp(observed / expected, TODAY_RATIO_MIN, TODAY_RATIO_MAX) : 1;
};

/**
 * When the vehicle reaches each stop ahead, from its track (the position at track.at). Empty past the last
 * stop. departsAt is the run's scheduled departure when known (for the timetable fallback's lateness, and the
 * earliest a bus still at the first stop leaves it).
 */
export const predictArrivals = (line: EtaLine, track: Track, departsAt: Date | null = null): StopPrediction[] => {
  const { route } = line;
  const stopCount = route.stopAlong.length;
  const next = nextStopIndex(route, track.along, ARRIVED_WITHIN_M);
  if (next >= stopCount) return [];
  const now = track.at.getTime();
  const lateness = latenessRatio(line, track, departsAt);
  const today = todayRatio(line, track);
  const factorAt = (ahead: number) => 1 + (today - 1) * TODAY_RATIO_FADE ** ahead;

  let firstLeg: number;
  if (next === 0) {
    firstLeg = Math.max(0, route.stopAlong[0]! - track.along) / APPROACH_METRES_PER_SECOND;
  } else {
    const from = route.stopAlong[next - 1]!;
    const span = Math.max(1, route.stopAlong[next]! - from);
    const last = track.passages.at(-1);
    const startedAt = last && last.index === next - 1 ? last.at : track.at;
    const total = segmentSeconds(line, next - 1, startedAt, lateness) * factorAt(0);
    const byDistance = total * clamp((route.stopAlong[next]! - track.along) / span, 0, 1);
    if (last && last.index === next - 1) {
      const byTime = total - (now - last.at.getTime()) / 1000;
      firstLeg = Math.max(0, 0.5 * byTime + 0.5 * byDistance, 0.3 * byDistance);
    } else {
      firstLeg = byDistance;
    }
  }

  // A bus that has not left the first stop leaves it at its departure time at the earliest, not now: waiting
  // there (or driving up to it) before the timetable's minute 0 never makes the stops ahead come sooner.
  const leavesAt = departsAt && track.along <= route.stopAlong[0]! + ARRIVED_WITHIN_M ? departsAt.getTime() : -Infinity;
  const predictions: StopPrediction[] = [];
  let cursor = (next === 1 ? Math.max(now, leavesAt) : now) + firstLeg * 1000;
  predictions.push({ index: next, seq: route.stopSeqs[next]!, arrivesAt: new Date(cursor) });
  for (let i = next + 1; i < stopCount; i++) {
    if (i === 1) cursor = Math.max(cursor, leavesAt);
    cursor += segmentSeconds(line, i - 1, new Date(cursor), lateness) * factorAt(i - next) * 1000;
    predictions.push({ index: i, seq: route.stopSeqs[i]!, arrivesAt: new Date(cursor) });
  }
  return predictions;
};
