import { listOdCampaigns } from '@udian/contracts/endpoints/ops/demand/demand';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';
import { SHUTTLE_CITIES_KEY } from './shuttle-keys';
import { useCanCall } from './use-can-call';

/**
 * A city's name by its code, from the open cities the console's other pages pick from (the demand desk's
 * answer, which the roles of this section may read); the code itself while they load or for a city not open.
 */
export const useCityName = (): ((cityId: number) => string) => {
  const canRead = useCanCall(listOdCampaigns);
  const answer = useQuery({
    queryKey: SHUTTLE_CITIES_KEY,
    queryFn: async ({ signal }) => (await call(listOdCampaigns, { signal })).cities,
    enabled: canRead,
    staleTime: 10 * 60_000,
    meta: { isErrorHandled: true },
  });
  const cities = answer.data ?? [];
  return (cityId) => cities.find((city) => city.id === cityId)?.name ?? String(cityId);
};
