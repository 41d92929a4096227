import { listOdCampaigns } from '@udian/contracts/endpoints/ops/demand/demand';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';
import { CITIES_KEY } from './group-keys';
import { useCanCall } from './use-can-call';

export type City = { id: number; name: string };

/**
 * The open cities, as the console's other forms pick a city: from the demand desk's answer (the network's
 * open cities). Roles that may not read it (财务, 单位管理员) see a group's city by its code in the list, and the
 * detail leaves it out.
 */
export const useCities = (): { cities: City[]; cityName: (cityId: number) => string; isKnown: (cityId: number) => boolean; isLoading: boolean } => {
  const canRead = useCanCall(listOdCampaigns);
  const answer = useQuery({
    queryKey: CITIES_KEY,
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
