import { queryOptions, useQuery } from '@tanstack/react-query';
import { lazyCall } from '../../../api/lazy-call';
import { retryTransportOnce, unwrap } from '../../../api/query-result';

const loadCityList = () => import('@udian/contracts/endpoints/city/city-list').then((module) => module.cityList);

/** The cities where the service runs (/city/list/v2), for the city chooser. */
export const cityListQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'city-list'] as const,
    queryFn: async ({ signal }) => unwrap(await lazyCall(loadCityList, {}, { signal })),
    // The list changes when a city opens, not during a visit.
    staleTime: 10 * 60_000,
    retry: retryTransportOnce,
  });

export const useCityList = () => useQuery(cityListQueryOptions());
