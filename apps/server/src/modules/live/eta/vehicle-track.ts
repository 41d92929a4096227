import { snapToRoute, type Route } from '../../../lib/route-geometry';

/**
 * A vehicle's run along a route, point by point (live buses, decision 028). Pure. Progress only moves forward (GPS noise
 * sways a parked bus back and forth); a stop counts as reached when progress comes within
 * ARRIVED_WITHIN_M of it, at the instant interpolated between the two points either side. The first stop
 * is different: its time is when the bus leaves it (the schedule's minute 0 is a departure).
 */

export const ARRIVED_WITHIN_M = 10;

export type TrackPoint = { lng: number; lat: number; recordedAt: Date };

/** When the vehicle reached a stop (by index in the route's stop order). */
export type Passage = { index: number; at: Date };

export type Track = {
  /** Metres along the route, never decreasing. */
  along: number;
  /** Metres from the route of the last point. */
  offset: number;
  at: Date;
  /** In stop order; a stop skipped between two points is interpolated too. */
  passages: Passage[];
};

const interpolate = (from: { along: number; at: Date }, to: { along: number; at: Date }, target: number): Date => {
  const span = to.along - from.along;
  const share = span <= 0 ? 1 : Math.min(1, Math.max(0, (target - from.along) / span));
  return new Date(from.at.getTime() + share * (to.at.getTime() - from.at.getTime()));
};

/** The track after one more point (points must come in time order; older or equal times are ignored). */
export const advanceTrack = (route: Route, track: Track | null, point: TrackPoint): Track => {
  if (track && point.recordedAt.getTime() <= track.at.getTime()) return track;
  const snap = snapToRoute(route, point.lng, point.lat, track?.along);
  if (track === null) {
    const passages: Passage[] = [];
    // A first point already beyond stops: they were passed before we heard from the vehicle, at unknown
    // times, so they are not recorded (a wrong time would teach the segment means a wrong value).
    return { along: snap.along, offset: snap.offset, at: point.recordedAt, passages };
  }
  const along = Math.max(track.along, snap.along);
  const passages = [...track.passages];
  const reached = passages.length === 0 ? -1 : passages.at(-1)!.index;
  const from = { along: track.along, at: track.at };
  const to = { along, at: point.recordedAt };
  // The first stop is left, not reached: its time is when progress passes ARRIVED_WITHIN_M beyond it.
  const firstAlong = route.stopAlong[0];
  if (reached < 0 && firstAlong !== undefined && track.along <= firstAlong + ARRIVED_WITHIN_M && along > firstAlong + ARRIVED_WITHIN_M) {
    passages.push({ index: 0, at: interpolate(from, to, firstAlong + ARRIVED_WITHIN_M) });
  }
  for (let i = Math.max(1, reached + 1); i < route.stopAlong.length; i++) {
    const target = route.stopAlong[i]! - ARRIVED_WITHIN_M;
    if (along < target) break;
    // Only a crossing seen between two points has a time; a stop already behind the previous point was
    // passed before this track started.
    if (track.along < target) passages.push({ index: i, at: interpolate(from, to, target) });
  }
  return { along, offset: snap.offset, at: point.recordedAt, passages };
};

/** The track of a run of points in time order. */
export const trackOf = (route: Route, points: TrackPoint[]): Track | null => points.reduce<Track | null>((track, point) => advanceTrack(route, track, point), null);

/** Segment samples from a track: seconds from stop i to stop i + 1, for consecutive passages only. */
export const segmentSamples = (passages: Passage[]): { fromIndex: number; startedAt: Date; seconds: number }[] => {
  const samples: { fromIndex: number; startedAt: Date; seconds: number }[] = [];
  for (let p = 1; p < passages.length; p++) {
    const a = passages[p - 1]!;
    const b = passages[p]!;
    if (b.index === a.index + 1) samples.push({ fromIndex: a.index, startedAt: a.at, seconds: (b.at.getTime() - a.at.getTime()) / 1000 });
  }
  return samples;
};
