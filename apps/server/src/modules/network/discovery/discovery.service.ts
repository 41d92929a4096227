import type { NearbyLine } from '@udian/contracts/endpoints/lines/nearby-lines';
import type { NearbyQuery } from '@udian/contracts/endpoints/lines/nearby-stops';
import type { RecommendQuery } from '@udian/contracts/endpoints/lines/recommend-lines';
import type { LineSummary, NearbyStation, StationWithLines } from '@udian/contracts/schemas/lines';
import { toLineSummary } from '../lines/line-summary.mapper';
import type { NetworkReadModel } from '../lines/network-read-model';
import { findNearbyLines, findNearbyStationLines, findNearbyStations } from '../lines/network-snapshot';
import { addDays, shanghaiDate } from '../../../time/shanghai-time';
import type { DiscoveryRepository } from './discovery.repository';

/** Recommendations rank by the seats sold over this many days from today. */
const RECOMMEND_DAYS = 7;
/** A line counts as near the passenger when it can be boarded this close. */
const RECOMMEND_NEAR_M = 3_000;

export const createDiscoveryService = ({
  discovery,
  network,
  now = () => new Date(),
}: {
  discovery: DiscoveryRepository;
  network: NetworkReadModel;
  now?: () => Date;
}) => ({
  // The nearby calls run on every home page: answered from the read model, with no database query.
  nearbyStops: async ({ lng, lat, radius, limit }: NearbyQuery): Promise<NearbyStation[]> =>
    findNearbyStations(await network.get(), { lng, lat }, radius, limit),

  /** Nearby stations where an active line can be boarded, each with those lines. */
  nearbyStopLines: async ({ lng, lat, radius, limit }: NearbyQuery): Promise<StationWithLines[]> =>
    findNearbyStationLines(await network.get(), { lng, lat }, radius, limit),

  nearestStopLines: async ({ lng, lat, radius }: NearbyQuery): Promise<StationWithLines | null> =>
    findNearbyStationLines(await network.get(), { lng, lat }, radius, 1)[0] ?? null,

  nearbyLines: async ({ lng, lat, radius, limit }: NearbyQuery): Promise<NearbyLine[]> =>
    findNearbyLines(await network.get(), { lng, lat }, radius, limit),

  /** Most booked over the coming week; lines the passenger can board nearby first when the point is known. */
  recommend: async ({ cityId, lng, lat, limit }: RecommendQuery): Promise<LineSummary[]> => {
    const today = shanghaiDate(now());
    const near = lng === undefined || lat === undefined ? undefined : { at: { lng, lat }, radiusM: RECOMMEND_NEAR_M };
    const rows = await discovery.findRecommended({ cityId, from: today, to: addDays(today, RECOMMEND_DAYS - 1), near }, limit);
    return rows.map(toLineSummary);
  },
});

export type DiscoveryService = ReturnType<typeof createDiscoveryService>;
