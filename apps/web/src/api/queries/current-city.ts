import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentCityQuery } from '@udian/contracts/endpoints/city/current-city';
import { lazyCall } from '../lazy-call';
import { retryTransportOnce, unwrap } from '../query-result';
import { cityKeys } from './city-keys';

// Lazy: the home page resolves the city (api/lazy-call.ts says why).
const loadCurrentCity = () => import('@udian/contracts/endpoints/city/current-city').then((module) => module.currentCity);

/** The service city for a point (/city/curCity/query). Shared: home, lines and search all need the city. */
export const currentCityQueryOptions = (point: CurrentCityQuery) =>
  queryOptions({
    queryKey: cityKeys.current(point.lng, point.lat),
    // Silent: a passenger who cannot be placed in a city still gets the remembered or default one.
    queryFn: async ({ signal }) => unwrap(await lazyCall(loadCurrentCity, { query: point }, { signal, failureToast: 'none' })),
    staleTime: Infinity,
    retry: retryTransportOnce,
  });

export const useCurrentCity = (point: CurrentCityQuery | undefined) =>
  useQuery({ ...currentCityQueryOptions(point ?? { lng: 0, lat: 0 }), enabled: point !== undefined });
