import type { transit_realtime } from 'gtfs-realtime-bindings';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

const bindings = createRequire(import.meta.url)('gtfs-realtime-bindings') as typeof import('gtfs-realtime-bindings');

/** A GTFS-Realtime FeedMessage as protobuf bytes, built with the same bindings the poller decodes with. */
export const encodeFeed = (feed: transit_realtime.IFeedMessage): Uint8Array =>
  bindings.transit_realtime.FeedMessage.encode(bindings.transit_realtime.FeedMessage.fromObject(feed)).finish();

/** One VehiclePositions entity (WGS-84, speed in m/s, timestamp in seconds). */
export const vehicleEntity = (
  id: string,
  vehicle: transit_realtime.IVehicleDescriptor,
  position: transit_realtime.IPosition,
  timestampSeconds?: number,
): transit_realtime.IFeedEntity => ({
  id,
  vehicle: { vehicle, position, ...(timestampSeconds === undefined ? {} : { timestamp: timestampSeconds }) },
});

/**
 * An operator's feed for tests, on 127.0.0.1 and a free port: it serves whatever `answer` currently holds
 * (feed bytes, or an HTTP status to fail with) and counts the requests.
 */
export const startFakeGtfsRtFeed = async () => {
  const state: { answer: Uint8Array | { status: number }; requests: number } = { answer: new Uint8Array(), requests: 0 };
  const server = http.createServer((_req, res) => {
    state.requests += 1;
    const { answer } = state;
    if (answer instanceof Uint8Array) {
      res.writeHead(200, { 'content-type': 'application/x-protobuf' });
      res.end(Buffer.from(answer));
    } else {
      res.writeHead(answer.status);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/gtfs-rt/vehicle-positions`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
