import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_CITY } from '../../lib/default-place';
import { getCurrentCity, getEffectiveCity, getSelectedCity, setCurrentCity, setSelectedCity, type City } from '../../lib/local-memory';
import { locationQueryOptions } from '../../platform/use-location';
import { cityKeys } from './city-keys';
import { currentCityQueryOptions } from './current-city';

/** The last located city, else the default one: what a passenger we cannot place sees. */
const rememberedCity = (): City => getCurrentCity() ?? DEFAULT_CITY;

/**
 * The city the pages work in: the one the passenger chose, else the one they are located in
 * (/city/curCity/query after the location), remembered as currentCity for the next visit.
 */
export const effectiveCityQueryOptions = (client: QueryClient) =>
  queryOptions({
    queryKey: cityKeys.effective(),
    queryFn: async (): Promise<City> => {
      const selected = getSelectedCity();
      if (selected) return selected;
      const point = await client.fetchQuery(locationQueryOptions());
      // The default point says nothing about where the passenger is: keep the city we knew.
      if (point.isDefault) return rememberedCity();
      try {
        const { city } = await client.fetchQuery(currentCityQueryOptions({ lng: point.lng, lat: point.lat }));
        setCurrentCity(city);
        return city;
      } catch {
        return rememberedCity();
      }
    },
    // The remembered city shows at once while the location is still being resolved.
    placeholderData: () => getEffectiveCity() ?? undefined,
    staleTime: Infinity,
    retry: false,
  });

export const useEffectiveCity = () => useQuery(effectiveCityQueryOptions(useQueryClient()));

/** The city chooser: the chosen city wins from now on, and every query keyed by the city refetches. */
export const chooseCity = async (client: QueryClient, city: City): Promise<void> => {
  setSelectedCity({ cityId: city.cityId, cityName: city.cityName, lng: city.lng, lat: city.lat });
  await client.invalidateQueries({ queryKey: cityKeys.effective() });
};
