import { queryOptions, useQuery } from '@tanstack/react-query';
import { routeSearch } from '@udian/contracts/endpoints/search/route-search';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';

type Point = { lng: number; lat: number };

/** Lines boarding near the start and alighting near the end, least walking first (/search/route/query). */
export const routeSearchQueryOptions = (start: Point, end: Point) =>
  queryOptions({
    queryKey: ['search', 'route', start.lng, start.lat, end.lng, end.lat] as const,
    queryFn: async ({ signal }) =>
      unwrap(
        await call(
          routeSearch,
          { query: { startLng: start.lng, startLat: start.lat, endLng: end.lng, endLat: end.lat } },
          { signal },
        ),
      ),
    retry: retryTransportOnce,
  });

export const useRouteSearch = (places: { start: Point; end: Point } | null) =>
  useQuery({
    ...routeSearchQueryOptions(places?.start ?? { lng: 0, lat: 0 }, places?.end ?? { lng: 0, lat: 0 }),
    enabled: places !== null,
  });
