import { queryOptions, useQuery } from '@tanstack/react-query';
import { nearbyLines } from '@udian/contracts/endpoints/lines/nearby-lines';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { legacyKeys } from './legacy-keys';

/** The older home's nearby lines: a short walk or ride to the stop, the closest few. */
export const HOME_NEARBY_RADIUS_M = 3000;
const HOME_NEARBY_LIMIT = 5;

/** Lines with a boardable stop near the point, nearest stop first (/lineOptimize/nearby). */
export const nearbyLinesQueryOptions = (point: { lng: number; lat: number }) =>
  queryOptions({
    queryKey: legacyKeys.nearbyLines(point.lng, point.lat),
    queryFn: async ({ signal }) =>
      unwrap(await call(nearbyLines, { query: { lng: point.lng, lat: point.lat, radius: HOME_NEARBY_RADIUS_M, limit: HOME_NEARBY_LIMIT } }, { signal })),
    retry: retryTransportOnce,
  });

export const useNearbyLines = (point: { lng: number; lat: number } | undefined) =>
  useQuery({ ...nearbyLinesQueryOptions(point ?? { lng: 0, lat: 0 }), enabled: point !== undefined });
