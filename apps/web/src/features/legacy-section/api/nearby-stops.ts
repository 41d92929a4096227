import { queryOptions, useQuery } from '@tanstack/react-query';
import { nearbyStopLineList } from '@udian/contracts/endpoints/lines/nearby-stop-line-list';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { legacyKeys } from './legacy-keys';

/** The map's reach: the stations a passenger would walk, cycle or take a short ride to. */
export const MAP_RADIUS_M = 3000;
const MAP_STATION_LIMIT = 30;

/** Stations near the point with the lines serving each, nearest first (/lineOptimize/nearbyStopLineList). */
export const nearbyStopsQueryOptions = (point: { lng: number; lat: number }) =>
  queryOptions({
    queryKey: legacyKeys.nearbyStops(point.lng, point.lat),
    queryFn: async ({ signal }) =>
      unwrap(await call(nearbyStopLineList, { query: { lng: point.lng, lat: point.lat, radius: MAP_RADIUS_M, limit: MAP_STATION_LIMIT } }, { signal })),
    retry: retryTransportOnce,
  });

export const useNearbyStops = (point: { lng: number; lat: number } | undefined) =>
  useQuery({ ...nearbyStopsQueryOptions(point ?? { lng: 0, lat: 0 }), enabled: point !== undefined });
