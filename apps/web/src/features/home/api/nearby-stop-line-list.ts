import { queryOptions, useQuery } from '@tanstack/react-query';
import { lazyCall } from '../../../api/lazy-call';
import { retryTransportOnce, unwrap } from '../../../api/query-result';

const loadNearbyStopLineList = () => import('@udian/contracts/endpoints/lines/nearby-stop-line-list').then((module) => module.nearbyStopLineList);

/** How far "nearby" reaches on the home page, in metres: a ten-minute walk. */
export const NEARBY_RADIUS_M = 1000;
const NEARBY_STOP_LIMIT = 10;

/** Stops near the passenger with the lines that serve each (/lineOptimize/nearbyStopLineList). */
export const nearbyStopLineListQueryOptions = (point: { lng: number; lat: number }) =>
  queryOptions({
    queryKey: ['home', 'nearby-stop-lines', point.lng, point.lat] as const,
    queryFn: async ({ signal }) =>
      unwrap(
        await lazyCall(
          loadNearbyStopLineList,
          { query: { lng: point.lng, lat: point.lat, radius: NEARBY_RADIUS_M, limit: NEARBY_STOP_LIMIT } },
          { signal },
        ),
      ),
    retry: retryTransportOnce,
  });

export const useNearbyStopLineList = (point: { lng: number; lat: number } | undefined) =>
  useQuery({ ...nearbyStopLineListQueryOptions(point ?? { lng: 0, lat: 0 }), enabled: point !== undefined });
