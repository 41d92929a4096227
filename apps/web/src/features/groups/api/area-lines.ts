import { queryOptions, useQuery } from '@tanstack/react-query';
import { linesByRegion } from '@udian/contracts/endpoints/lines/lines-by-region';
import { regionList } from '@udian/contracts/endpoints/search/region-list';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { groupKeys } from './group-keys';

/** The districts of a city (/region/list); they change with the map data only. */
export const regionsQueryOptions = (cityId: number) =>
  queryOptions({
    queryKey: groupKeys.regions(cityId),
    queryFn: async ({ signal }) => unwrap(await call(regionList, { query: { cityId } }, { signal })).regions,
    staleTime: 30 * 60_000,
    retry: retryTransportOnce,
  });

export const useRegions = (cityId: number | undefined) => useQuery({ ...regionsQueryOptions(cityId ?? 0), enabled: cityId !== undefined });

/** The lines one can board in a district or its sub-districts, by code (/lineOptimize/queryLinesByRegionId). */
export const areaLinesQueryOptions = (regionId: string) =>
  queryOptions({
    queryKey: groupKeys.areaLines(regionId),
    queryFn: async ({ signal }) => unwrap(await call(linesByRegion, { query: { regionId } }, { signal })).items,
    staleTime: 5 * 60_000,
    retry: retryTransportOnce,
  });

export const useAreaLines = (regionId: string) => useQuery(areaLinesQueryOptions(regionId));
