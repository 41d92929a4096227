import { z } from 'zod';
import { Id } from './common';

/**
 * Live buses: where a line's vehicles are and when they reach each stop. Times are ISO instants
 * (UTC); pages show them in Asia/Shanghai. Coordinates are GCJ-02.
 */

/** A vehicle whose last position is at most this old counts as live; older ones are stale and give no ETAs. */
export const ETA_LIVE_SECONDS = 120;

export const LineEtaQuery = z.object({ lineId: Id });
export type LineEtaQuery = z.infer<typeof LineEtaQuery>;

/** The line page's call may name the passenger's stop (their boarding stop) to get its ETAs on their own. */
export const LineStopEtaQuery = z.object({ lineId: Id, stationId: Id.optional() });
export type LineStopEtaQuery = z.infer<typeof LineStopEtaQuery>;

/** A vehicle of the line with its last position snapped to the line's route. */
export const EtaVehicle = z.object({
  vehicleId: Id,
  plate: z.string(),
  lng: z.number(),
  lat: z.number(),
  /** Degrees clockwise from north. */
  heading: z.number(),
  speedKmh: z.number(),
  /** When the position was taken (the ETAs count from here). */
  recordedAt: z.string(),
  /** Metres along the route from the first stop. */
  progressMeters: z.number(),
  /** The next stop ahead (null past the last stop). */
  nextStopSeq: z.number().int().nullable(),
  /** The last position is older than ETA_LIVE_SECONDS: shown greyed, no ETAs. */
  isStale: z.boolean(),
});
export type EtaVehicle = z.infer<typeof EtaVehicle>;

/** When one vehicle is expected at a stop: seconds from generatedAt and the instant. */
export const StopEta = z.object({
  vehicleId: Id,
  etaSeconds: z.number().int().nonnegative(),
  arrivesAt: z.string(),
});
export type StopEta = z.infer<typeof StopEta>;

/** A stop of the line with the ETAs of the live vehicles still before it, soonest first. */
export const EtaStop = z.object({
  seq: z.number().int(),
  stationId: Id,
  name: z.string(),
  lng: z.number(),
  lat: z.number(),
  etas: z.array(StopEta),
});
export type EtaStop = z.infer<typeof EtaStop>;

/**
 * A line's live state. isLive: some vehicle reported within ETA_LIVE_SECONDS; when false there are no ETAs
 * (the page says there is no live data rather than guessing).
 */
export const LineEta = z.object({
  lineId: Id,
  isLive: z.boolean(),
  generatedAt: z.string(),
  vehicles: z.array(EtaVehicle),
  stops: z.array(EtaStop),
});
export type LineEta = z.infer<typeof LineEta>;

/** The line's vehicles only (the online-bus map). */
export const LineVehicles = LineEta.pick({ lineId: true, isLive: true, generatedAt: true, vehicles: true });
export type LineVehicles = z.infer<typeof LineVehicles>;
