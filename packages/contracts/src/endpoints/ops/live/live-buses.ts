import { z } from 'zod';
import { defineOperatorEndpoint } from '../../../operator-endpoint';
import { Id } from '../../../schemas/common';
import { LineRef } from '../../../schemas/fleet';

/** A bus counts as running late when its lateness is more than this many minutes. */
export const LATE_THRESHOLD_MINUTES = 5;
/** Buses whose last report is older than this are left off the map (parked, switched off). */
export const LIVE_MAP_RECENT_MINUTES = 30;

export const LiveBus = z.object({
  vehicleId: Id,
  plate: z.string(),
  /** The line of the run it is on, else the line it belongs to; null for a bus of no line. */
  line: LineRef.nullable(),
  /** The run it is on (its latest departure that has begun); null between runs. */
  departure: z.object({ id: Id, departsAt: z.string() }).nullable(),
  /**
   * Minutes behind the timetable at its next stop (predicted arrival − departure time − the stop's minutes),
   * negative when early; null with no run, no prediction (stale, off the route) or past the last stop.
   */
  lateMinutes: z.number().int().nullable(),
  nextStop: z.object({ seq: z.number().int(), name: z.string() }).nullable(),
  /** GCJ-02. */
  lng: z.number(),
  lat: z.number(),
  speedKmh: z.number(),
  heading: z.number(),
  recordedAt: z.string(),
  /** The last report is older than the 2-minute liveness rule (ETA_LIVE_SECONDS). */
  isStale: z.boolean(),
  /** lateMinutes > LATE_THRESHOLD_MINUTES. */
  isLate: z.boolean(),
});
export type LiveBus = z.infer<typeof LiveBus>;

/** Every bus that reported within LIVE_MAP_RECENT_MINUTES, for the live map; the console polls it. */
export const liveBuses = defineOperatorEndpoint({
  method: 'GET',
  path: '/live/buses',
  summary: 'Every recently reporting bus with its line, run, lateness and next stop',
  roles: ['admin', 'dispatcher', 'service', 'finance'],
  data: z.object({
    generatedAt: z.string(),
    /** MAP_TILE_URL (a Leaflet template, GCJ-02 tiles); '' = no base map, the console draws a grid. */
    mapTileUrl: z.string(),
    lateThresholdMinutes: z.number().int(),
    summary: z.object({ live: z.number().int(), late: z.number().int(), stale: z.number().int() }),
    buses: z.array(LiveBus),
  }),
});
