import { REJECT_REASONS, type RejectReason } from '@udian/contracts/schemas/vehicles';
import type { GeoPoint } from '@udian/contracts/great-circle';
import { distanceM } from '../../../lib/geo';

export { REJECT_REASONS, type RejectReason };

/**
 * What a reported point may be (the live buses' bad-input bar, decision 026). A point that breaks one is refused, counted by its
 * reason and never stored; the limits are generous enough that a real bus never trips them.
 */
export const POSITION_LIMITS = {
  /** Mainland China and a margin, in GCJ-02 degrees: a point outside is a fault (0,0, swapped axes, WGS-84 noise). */
  minLng: 73,
  maxLng: 136,
  minLat: 3,
  maxLat: 54,
  /** What a bus's own speedometer may say. */
  maxSpeedKmh: 150,
  /** The speed implied by the distance from the vehicle's previous point and the time between them. */
  maxImpliedSpeedKmh: 200,
  /** A jump shorter than this is GPS noise, whatever the time between (two fixes a second apart may differ by metres). */
  impliedSpeedSlackM: 50,
  /**
   * Only a point this recent is a neighbour: after a longer gap the bus may have been anywhere, and a wrong
   * but plausible point (a bad fix inside China) cannot hold back a vehicle's good points for longer.
   */
  impliedSpeedWindowMs: 10 * 60_000,
  /** Device clocks drift: a point may be this far ahead of ours. */
  maxAheadMs: 30_000,
  /** Older points are no use to anyone riding now (a device replaying a day-old buffer). */
  maxAgeMs: 24 * 60 * 60_000,
} as const;


export const emptyRejections = (): Record<RejectReason, number> =>
  Object.fromEntries(REJECT_REASONS.map((reason) => [reason, 0])) as Record<RejectReason, number>;

type PointFields = { lng: number; lat: number; speedKmh: number; recordedAt: Date };

/** The first rule the point breaks on its own (without its neighbours), or null when it may be stored. */
export const pointProblem = (point: PointFields, now: Date): RejectReason | null => {
  const { lng, lat, speedKmh, recordedAt } = point;
  const L = POSITION_LIMITS;
  if (!Number.isFinite(lng) || !Number.isFinite(lat) || lng < L.minLng || lng > L.maxLng || lat < L.minLat || lat > L.maxLat) {
    return 'badCoordinates';
  }
  if (!Number.isFinite(speedKmh) || speedKmh < 0 || speedKmh > L.maxSpeedKmh) return 'badSpeed';
  const at = recordedAt.getTime();
  if (Number.isNaN(at) || at > now.getTime() + L.maxAheadMs) return 'futureTimestamp';
  if (at < now.getTime() - L.maxAgeMs) return 'staleTimestamp';
  return null;
};

/** Whether getting from `previous` (at most 10 minutes earlier) to `point` would take a bus faster than it can go. */
export const isImpliedSpeedAbsurd = (previous: GeoPoint & { recordedAt: Date }, point: GeoPoint & { recordedAt: Date }): boolean => {
  const meters = distanceM(previous, point);
  if (meters <= POSITION_LIMITS.impliedSpeedSlackM) return false;
  const seconds = (point.recordedAt.getTime() - previous.recordedAt.getTime()) / 1000;
  if (seconds * 1000 > POSITION_LIMITS.impliedSpeedWindowMs) return false;
  if (seconds <= 0) return true;
  return (meters / seconds) * 3.6 > POSITION_LIMITS.maxImpliedSpeedKmh;
};

/** Degrees clockwise from north in [0, 360); a device without a compass sends nothing useful, which reads 0. */
export const normalHeading = (heading: number): number => (Number.isFinite(heading) ? ((heading % 360) + 360) % 360 : 0);
