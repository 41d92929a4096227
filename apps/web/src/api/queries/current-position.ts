import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentPosition } from '@udian/contracts/endpoints/search/current-position';
import { call } from '../client';
import { retryTransportOnce, unwrap } from '../query-result';

/** A name for the passenger's point ("科技园附近"), for "my location" as a start (/search/curPosition/query). */
export const currentPositionQueryOptions = (point: { lng: number; lat: number }) =>
  queryOptions({
    queryKey: ['search', 'current-position', point.lng, point.lat] as const,
    // Only a label: without it the place is still "我的位置", so a failure stays silent.
    queryFn: async ({ signal }) =>
      unwrap(await call(currentPosition, { query: { lng: point.lng, lat: point.lat } }, { signal, failureToast: 'none' })),
    staleTime: Infinity,
    retry: retryTransportOnce,
  });

export const useCurrentPosition = (point: { lng: number; lat: number } | undefined) =>
  useQuery({ ...currentPositionQueryOptions(point ?? { lng: 0, lat: 0 }), enabled: point !== undefined });
