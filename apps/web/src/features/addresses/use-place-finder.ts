import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Place } from '@udian/contracts/endpoints/search/place-search';
import { placeSearchQueryOptions } from '../../api/queries/place-search';
import { useEffectiveCity } from '../../api/queries/effective-city';
import { getWebConfig } from '../../app/web-config';
import type { FoundPlace } from '../../components/map/amap/amap-place-search';
import { mapSourceOf } from '../../components/map/map-source';
import { getEffectiveCity, type City } from '../../lib/local-memory';

export type { FoundPlace } from '../../components/map/amap/amap-place-search';

const fromOurPlace = (place: Place): FoundPlace => ({ id: `${place.kind}-${place.placeId}`, name: place.name, detail: place.detail, lng: place.lng, lat: place.lat });

/**
 * The city the picker searches in: the one the passenger chose or was located in; null when we know
 * neither (then every city is searched rather than guessing the default one). Asking for the effective city
 * locates the passenger, and the answer re-renders this.
 */
export const usePickerCity = (): City | null => {
  useEffectiveCity();
  return getEffectiveCity();
};

const searchOurs = async (client: ReturnType<typeof useQueryClient>, city: City | null, keyword: string) =>
  (await client.fetchQuery(placeSearchQueryOptions(city?.cityId ?? null, keyword))).places.map(fromOurPlace);

/**
 * Places found by name: AMap's search where AMap is configured (falling back to ours if it fails), else
 * our own (/search/place/query: stations and districts).
 */
export const usePlaceFinder = (keyword: string) => {
  const client = useQueryClient();
  const city = usePickerCity();
  const amap = mapSourceOf(getWebConfig()).amap;
  const text = keyword.trim();
  return useQuery({
    queryKey: ['address-picker', 'places', amap ? 'amap' : 'ours', city?.cityId ?? 'all', text] as const,
    queryFn: async (): Promise<FoundPlace[]> => {
      if (amap) {
        try {
          const [{ loadAmap }, { searchAmapPlaces }] = await Promise.all([import('../../components/map/amap/load-amap'), import('../../components/map/amap/amap-place-search')]);
          return await searchAmapPlaces(await loadAmap(amap), text, city?.cityName ?? null);
        } catch {
          // AMap unreachable or refusing: our own search still finds stations and districts.
        }
      }
      return searchOurs(client, city, text);
    },
    enabled: text !== '',
    staleTime: 5 * 60_000,
    retry: false,
  });
};
