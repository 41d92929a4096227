import { shanghaiDate } from '../../../time/shanghai-time';
import {
  emptyRejections,
  isImpliedSpeedAbsurd,
  normalHeading,
  pointProblem,
  type RejectReason,
} from './position-rules';
import type { PositionInsert, VehiclesRepository } from './vehicles.repository';

export type { RejectReason } from './position-rules';

/** A point as a device or feed reports it, already in GCJ-02. */
export type PositionPoint = { lng: number; lat: number; speedKmh: number; heading: number; recordedAt: Date };

export type IngestResult = { accepted: number; duplicates: number; rejected: Record<RejectReason, number> };

/** Points stored per INSERT. */
export const INGEST_BATCH_SIZE = 500;

type Placed = { lng: number; lat: number; recordedAt: Date };

/**
 * Vehicle positions in: every point is checked on its own (coordinates, speed, clock) and against the
 * vehicle's previous point by time (the implied speed), then the good ones are stored in one INSERT per 500.
 * Out-of-order points are stored (readers take the latest by recorded_at); a point the vehicle already
 * reported at the same instant is a duplicate, tolerated and not stored twice. Refusals are counted per
 * Shanghai day, vehicle and reason, never stored as positions.
 */
export const createPositionIngest = (deps: { vehicles: VehiclesRepository; now?: () => Date }) => {
  const repository = deps.vehicles;
  const now = deps.now ?? (() => new Date());

  const ingestBatch = async (vehicleId: number, points: readonly PositionPoint[], at: Date, result: IngestResult): Promise<void> => {
    const candidates: PositionPoint[] = [];
    const seen = new Set<number>();
    for (const point of points) {
      const problem = pointProblem(point, at);
      if (problem) {
        result.rejected[problem] += 1;
      } else if (seen.has(point.recordedAt.getTime())) {
        result.duplicates += 1;
      } else {
        seen.add(point.recordedAt.getTime());
        candidates.push(point);
      }
    }
    if (candidates.length === 0) return;

    // In time order, each point is compared with the later of: the stored point before it, the last
    // point of this batch accepted before it. A refused point is not a neighbour for the next one.
    candidates.sort((a, b) => a.recordedAt.getTime() - b.recordedAt.getTime());
    const stored = await repository.previousPoints(vehicleId, candidates.map((p) => p.recordedAt));
    const accepted: PositionInsert[] = [];
    let lastAccepted: Placed | undefined;
    candidates.forEach((point, i) => {
      const before = stored[i];
      const storedBefore: Placed | undefined = before && { lng: before.lng, lat: before.lat, recordedAt: before.recorded_at };
      const previous =
        storedBefore && (!lastAccepted || storedBefore.recordedAt > lastAccepted.recordedAt) ? storedBefore : lastAccepted;
      if (previous && isImpliedSpeedAbsurd(previous, point)) {
        result.rejected.impliedSpeed += 1;
        return;
      }
      accepted.push({ ...point, heading: normalHeading(point.heading) });
      lastAccepted = point;
    });

    const inserted = await repository.insertPositions(vehicleId, accepted, at);
    result.accepted += inserted;
    result.duplicates += accepted.length - inserted;
  };

  return {
    ingest: async (vehicleId: number, points: PositionPoint[]): Promise<IngestResult> => {
      const at = now();
      const result: IngestResult = { accepted: 0, duplicates: 0, rejected: emptyRejections() };
      for (let start = 0; start < points.length; start += INGEST_BATCH_SIZE) {
        await ingestBatch(vehicleId, points.slice(start, start + INGEST_BATCH_SIZE), at, result);
      }
      await repository.countRejections(shanghaiDate(at), vehicleId, result.rejected);
      return result;
    },
  };
};

export type PositionIngest = ReturnType<typeof createPositionIngest>;
