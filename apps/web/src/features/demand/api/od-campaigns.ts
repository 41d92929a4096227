import { queryOptions, useQuery } from '@tanstack/react-query';
import { odCampaignInfo, odCampaignList } from '@udian/contracts/endpoints/demand/demand';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { demandKeys } from './demand-keys';

/** The OD-collection campaigns running in a city (/demand/odCollection/list), offered on my-custom. */
export const odCampaignsQueryOptions = (cityId: number) =>
  queryOptions({
    queryKey: demandKeys.campaigns(cityId),
    queryFn: async ({ signal }) => unwrap(await call(odCampaignList, { query: { cityId } }, { signal })).campaigns,
    retry: retryTransportOnce,
  });

export const useOdCampaigns = (cityId: number | undefined) => useQuery({ ...odCampaignsQueryOptions(cityId ?? 0), enabled: cityId !== undefined });

/**
 * One campaign with its progress, and the demands the viewer submitted through it (/demand/odCollection/info).
 * An unknown campaign is answered 需求征集活动不存在, shown by the page rather than toasted.
 */
export const odCampaignQueryOptions = (userId: string, id: string) =>
  queryOptions({
    queryKey: demandKeys.campaign(userId, id),
    queryFn: async ({ signal }) => unwrap(await call(odCampaignInfo, { query: { id } }, { signal, failureToast: 'none' })),
    retry: retryTransportOnce,
  });

export const useOdCampaign = (userId: string, id: string | null) => useQuery({ ...odCampaignQueryOptions(userId, id ?? ''), enabled: id !== null });
