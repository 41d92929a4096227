import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';

/**
 * GTFS-Realtime out (decision 064): our live buses for map apps and journey planners, with the ids of the GTFS
 * static export (route_id = lines.route_group ?? lines.external_id, trip_id = trips.external_id, stop_id =
 * stations.external_id). Public, no client headers: a planner's server polls them. They answer a FeedMessage
 * (gtfs-realtime 2.0, FULL_DATASET) as protobuf (application/x-protobuf) by default, or as JSON with
 * ?format=json; failures, an unknown format among them, are the envelope.
 */
export const GTFS_RT_FORMATS = ['protobuf', 'json'] as const;
export type GtfsRtFormat = (typeof GTFS_RT_FORMATS)[number];

export const GtfsRtFeedQuery = z.object({
  format: z.enum(GTFS_RT_FORMATS, { error: '只支持 protobuf（默认）或 json' }).optional(),
});
export type GtfsRtFeedQuery = z.infer<typeof GtfsRtFeedQuery>;

/** The body is protobuf bytes or the FeedMessage as JSON, never the envelope: `data` only names its kind. */
const FeedBody = z.string();

export const gtfsRtVehiclePositions = defineEndpoint({
  method: 'GET',
  prefix: '',
  path: '/gtfs/realtime/vehicle-positions',
  summary: 'GTFS-Realtime VehiclePositions of our live buses on public lines (protobuf, or JSON with ?format=json)',
  isPublic: true,
  needsClientHeaders: false,
  query: GtfsRtFeedQuery,
  data: FeedBody,
});

export const gtfsRtTripUpdates = defineEndpoint({
  method: 'GET',
  prefix: '',
  path: '/gtfs/realtime/trip-updates',
  summary: 'GTFS-Realtime TripUpdates: predicted arrivals at every stop ahead of each live bus (protobuf, or JSON with ?format=json)',
  isPublic: true,
  needsClientHeaders: false,
  query: GtfsRtFeedQuery,
  data: FeedBody,
});
