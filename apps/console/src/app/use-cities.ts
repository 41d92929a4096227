import { listOdCampaigns } from '@udian/contracts/endpoints/ops/demand/demand';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/client';
import { useCanCall } from './use-can-call';

export type City = { id: number; name: string };

/** One query for every section that names a city by its code. */
const OPEN_CITIES_KEY = ['open-cities'] as const;

/**
 * The open cities, as the console's forms pick a city: from the demand desk's answer (the network's open
 * cities). A role that may not read it (财务, 单位管理员) gets none: a city is then named by its code, and
 * isKnown tells a screen to leave it out.
 */
export const useCities = (): { cities: City[]; cityName: (cityId: number) => string; isKnown: (cityId: number) => boolean; isLoading: boolean } => {
  const canRead = useCanCall(listOdCampaigns);
  const answer = useQuery({
    queryKey: OPEN_CITIES_KEY,
    queryFn: async ({ signal }) => (await call(listOdCampaigns, { signal })).cities,
    enabled: canRead,
    staleTime: 10 * 60_000,
    meta: { isErrorHandled: true },
  });
  const cities = answer.data ?? [];
  return {
    cities,
    cityName: (cityId) => cities.find((city) => city.id === cityId)?.name ?? String(cityId),
    isKnown: (cityId) => cities.some((city) => city.id === cityId),
    isLoading: canRead && answer.isPending,
  };
};
