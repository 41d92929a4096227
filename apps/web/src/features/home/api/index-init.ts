import { queryOptions, useQuery } from '@tanstack/react-query';
import { lazyCall } from '../../../api/lazy-call';
import { retryTransportOnce, unwrap } from '../../../api/query-result';

const loadIndexInit = () => import('@udian/contracts/endpoints/home/index-init').then((module) => module.indexInit);

/** Banners, line count and notice of the city: the home page's first call (/index/init). */
export const indexInitQueryOptions = (cityId: number) =>
  queryOptions({
    queryKey: ['home', 'index-init', cityId] as const,
    queryFn: async ({ signal }) => unwrap(await lazyCall(loadIndexInit, { query: { cityId } }, { signal })),
    retry: retryTransportOnce,
  });

export const useIndexInit = (cityId: number | undefined) =>
  useQuery({ ...indexInitQueryOptions(cityId ?? 0), enabled: cityId !== undefined });
