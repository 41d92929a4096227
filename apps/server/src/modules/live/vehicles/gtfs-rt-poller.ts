import { shanghaiDate } from '../../../time/shanghai-time';
import { decodeFeed, vehiclePointsOf } from './gtfs-rt-vehicle-positions';
import type { PositionIngest, PositionPoint } from './position-ingest';
import type { VehiclesRepository } from './vehicles.repository';

/** A feed larger than this is not a bus operator's VehiclePositions: refuse it rather than hold it. */
const MAX_FEED_BYTES = 20 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 10_000;

export type PollSummary = { vehicles: number; accepted: number; duplicates: number; rejected: number; unknownVehicles: number };

/**
 * One poll of an operator's GTFS-Realtime VehiclePositions feed: fetch, decode, match each vehicle to ours by
 * plate, and hand its points to the same ingest as the device push (so the same points are refused and
 * counted). A vehicle the feed names but we do not have is counted as an 'unknownVehicle' refusal. The
 * gtfs-rt-poll job polls every GTFS_RT_POLL_SECONDS (jobs/periodic-jobs.ts), one poll at a time.
 */
export const createGtfsRtPoller = (deps: { vehicles: VehiclesRepository; ingest: PositionIngest; url: string; now?: () => Date; fetch?: typeof fetch }) => {
  const { vehicles, ingest } = deps;
  const now = deps.now ?? (() => new Date());
  const doFetch = deps.fetch ?? fetch;

  const download = async (): Promise<Uint8Array> => {
    const response = await doFetch(deps.url, {
      headers: { accept: 'application/x-protobuf, application/octet-stream' },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`GTFS-Realtime feed answered HTTP ${response.status}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (bytes.byteLength > MAX_FEED_BYTES) throw new Error(`GTFS-Realtime feed is ${bytes.byteLength} bytes, over the limit`);
    return bytes;
  };

  return {
    pollOnce: async (): Promise<PollSummary> => {
      const bytes = await download();
      const receivedAt = now();
      const feedPoints = vehiclePointsOf(decodeFeed(bytes), receivedAt);
      const ids = await vehicles.vehicleIdsByPlate([...new Set(feedPoints.map((p) => p.name).filter(Boolean))]);
      const byVehicle = new Map<number, PositionPoint[]>();
      let unknownVehicles = 0;
      for (const { name, point } of feedPoints) {
        const id = ids.get(name);
        if (id === undefined) {
          unknownVehicles += 1;
          continue;
        }
        const points = byVehicle.get(id) ?? [];
        points.push(point);
        byVehicle.set(id, points);
      }
      if (unknownVehicles > 0) await vehicles.countRejections(shanghaiDate(receivedAt), null, { unknownVehicle: unknownVehicles });

      const summary: PollSummary = { vehicles: byVehicle.size, accepted: 0, duplicates: 0, rejected: 0, unknownVehicles };
      for (const [vehicleId, points] of byVehicle) {
        const result = await ingest.ingest(vehicleId, points);
        summary.accepted += result.accepted;
        summary.duplicates += result.duplicates;
        summary.rejected += Object.values(result.rejected).reduce((a, b) => a + b, 0);
      }
      return summary;
    },
  };
};

export type GtfsRtPoller = ReturnType<typeof createGtfsRtPoller>;
