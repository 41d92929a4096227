import { queryOptions, useQuery } from '@tanstack/react-query';
import { nearPoi } from '@udian/contracts/endpoints/demand/demand';
import type { MapPoint } from '../../../components/map/map-geometry';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { demandKeys } from './demand-keys';

/**
 * What is around a point tapped on demand-station (/demand/nearPoi): stations nearest first (those close
 * enough may be chosen instead of the point) and the places that name it. Keyed by the viewer: their common
 * addresses are among the places.
 */
export const nearPoiQueryOptions = (userId: string, point: MapPoint) =>
  queryOptions({
    queryKey: [...demandKeys.all, 'near', userId, point.lng, point.lat] as const,
    queryFn: async ({ signal }) => unwrap(await call(nearPoi, { query: { lng: point.lng, lat: point.lat } }, { signal })),
    staleTime: 5 * 60_000,
    retry: retryTransportOnce,
  });

export const useNearPoi = (userId: string, point: MapPoint | null) =>
  useQuery({ ...nearPoiQueryOptions(userId, point ?? { lng: 0, lat: 0 }), enabled: point !== null });
