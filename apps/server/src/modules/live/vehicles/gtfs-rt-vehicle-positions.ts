import gcoord from 'gcoord';
import type { transit_realtime } from 'gtfs-realtime-bindings';
import { createRequire } from 'node:module';
import type { PositionPoint } from './position-ingest';

// The bindings are a CommonJS module whose exports Node cannot name statically: load them with require.
const bindings = createRequire(import.meta.url)('gtfs-realtime-bindings') as typeof import('gtfs-realtime-bindings');

/** A feed's vehicle, named as the feed names it (our plate when the operator sets one), and its point. */
export type FeedVehiclePoint = { name: string; point: PositionPoint };

/** Decodes a GTFS-Realtime FeedMessage (protobuf); throws on bytes that are not one. */
export const decodeFeed = (bytes: Uint8Array): transit_realtime.FeedMessage => bindings.transit_realtime.FeedMessage.decode(bytes);

const seconds = (value: number | Long | null | undefined): number | null => {
  if (value === null || value === undefined) return null;
  const n = typeof value === 'number' ? value : value.toNumber();
  return n > 0 ? n : null;
};

const round6 = (value: number): number => Math.round(value * 1e6) / 1e6;

/**
 * The VehiclePositions of a feed as our points. A vehicle is named by its licence plate, else its label (which
 * operators set to the plate), else its id; a position without any of them has the empty name and matches no
 * vehicle. Coordinates go from WGS-84 (GTFS-Realtime's datum) to GCJ-02 (ours), speed from m/s to km/h; the
 * time is the vehicle's own timestamp, else the feed's, else `receivedAt`.
 */
export const vehiclePointsOf = (feed: transit_realtime.IFeedMessage, receivedAt: Date): FeedVehiclePoint[] => {
  const feedSeconds = seconds(feed.header?.timestamp);
  const out: FeedVehiclePoint[] = [];
  for (const entity of feed.entity ?? []) {
    const vehicle = entity.vehicle;
    const position = vehicle?.position;
    if (!vehicle || !position || entity.isDeleted) continue;
    const descriptor = vehicle.vehicle;
    const name = (descriptor?.licensePlate || descriptor?.label || descriptor?.id || '').trim();
    const [lng, lat] = gcoord.transform([position.longitude, position.latitude], gcoord.WGS84, gcoord.GCJ02);
    const at = seconds(vehicle.timestamp) ?? feedSeconds;
    out.push({
      name,
      point: {
        lng: round6(lng),
        lat: round6(lat),
        speedKmh: position.speed === null || position.speed === undefined ? 0 : Math.round(position.speed * 3.6 * 10) / 10,
        heading: position.bearing ?? 0,
        recordedAt: at === null ? receivedAt : new Date(at * 1000),
      },
    });
  }
  return out;
};
