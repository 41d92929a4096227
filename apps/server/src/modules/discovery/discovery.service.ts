import type { NearbyLine } from '@udian/contracts/endpoints/lines/nearby-lines';
import type { NearbyQuery } from '@udian/contracts/endpoints/lines/nearby-stops';
import type { RecommendQuery } from '@udian/contracts/endpoints/lines/recommend-lines';
import type { LineSummary, NearbyStation, StationWithLines } from '@udian/contracts/schemas/lines';
import { toLineSummary } from '../lines/line-summary.mapper';
import { addDays, shanghaiDate } from '../lines/shanghai-time';
import { toNearbyStation } from '../stations/station.mapper';
import type { StationsRepository } from '../stations/stations.repository';
import type { DiscoveryRepository, StationLineRow } from './discovery.repository';

/** Recommendations rank by the seats sold over this many days from today. */
const RECOMMEND_DAYS = 7;
/** A line counts as near the passenger when it can be boarded this close. */
const RECOMMEND_NEAR_M = 3_000;

/** Station-and-line rows (nearest station first) as one entry per station, lines in the rows' order. */
const groupByStation = (rows: readonly StationLineRow[]): StationWithLines[] => {
  const byStation = new Map<number, StationWithLines & { lineIds: Set<number> }>();
  for (const row of rows) {
    let entry = byStation.get(row.id);
    if (!entry) {
      entry = { station: toNearbyStation(row), lines: [], lineIds: new Set() };
      byStation.set(row.id, entry);
    }
    // A loop line stops twice at the same station: list it once.
    if (entry.lineIds.has(row.line_id)) continue;
    entry.lineIds.add(row.line_id);
    entry.lines.push(toLineSummary(row));
  }
  return [...byStation.values()].map(({ station, lines }) => ({ station, lines }));
};

export const createDiscoveryService = ({
  discovery,
  stations,
  now = () => new Date(),
}: {
  discovery: DiscoveryRepository;
  stations: StationsRepository;
  now?: () => Date;
}) => ({
  nearbyStops: async ({ lng, lat, radius, limit }: NearbyQuery): Promise<NearbyStation[]> =>
    (await stations.findNearby({ lng, lat }, radius, limit)).map(toNearbyStation),

  /** Nearby stations where an active line can be boarded, each with those lines. */
  nearbyStopLines: async ({ lng, lat, radius, limit }: NearbyQuery): Promise<StationWithLines[]> =>
    groupByStation(await discovery.findNearbyStationLines({ lng, lat }, radius, limit)),

  nearestStopLines: async ({ lng, lat, radius }: NearbyQuery): Promise<StationWithLines | null> =>
    groupByStation(await discovery.findNearbyStationLines({ lng, lat }, radius, 1))[0] ?? null,

  nearbyLines: async ({ lng, lat, radius, limit }: NearbyQuery): Promise<NearbyLine[]> =>
    (await discovery.findNearbyLines({ lng, lat }, radius, limit)).map((row) => ({
      ...toLineSummary(row),
      nearestStop: toNearbyStation(row),
    })),

  /** Most booked over the coming week; lines the passenger can board nearby first when the point is known. */
  recommend: async ({ cityId, lng, lat, limit }: RecommendQuery): Promise<LineSummary[]> => {
    const today = shanghaiDate(now());
    const near = lng === undefined || lat === undefined ? undefined : { at: { lng, lat }, radiusM: RECOMMEND_NEAR_M };
    const rows = await discovery.findRecommended({ cityId, from: today, to: addDays(today, RECOMMEND_DAYS - 1), near }, limit);
    return rows.map(toLineSummary);
  },
});

export type DiscoveryService = ReturnType<typeof createDiscoveryService>;
