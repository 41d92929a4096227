import { queryOptions, useQuery } from '@tanstack/react-query';
import { nearbyLines } from '@udian/contracts/endpoints/lines/nearby-lines';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { lineKeys } from '../../../api/queries/line-keys';

/** Wider than the home page's stops: a passenger asking for lines will take a bus or bike to the stop. */
export const NEAR_LINES_RADIUS_M = 3000;
const NEAR_LINES_LIMIT = 30;

/** Lines with a boardable stop near the point, nearest first (/lineOptimize/nearby). */
export const nearbyLinesQueryOptions = (point: { lng: number; lat: number }) =>
  queryOptions({
    queryKey: [...lineKeys.all, 'nearby', point.lng, point.lat] as const,
    queryFn: async ({ signal }) =>
      unwrap(
        await call(
          nearbyLines,
          { query: { lng: point.lng, lat: point.lat, radius: NEAR_LINES_RADIUS_M, limit: NEAR_LINES_LIMIT } },
          { signal },
        ),
      ),
    retry: retryTransportOnce,
  });

export const useNearbyLines = (point: { lng: number; lat: number } | undefined) =>
  useQuery({ ...nearbyLinesQueryOptions(point ?? { lng: 0, lat: 0 }), enabled: point !== undefined });
