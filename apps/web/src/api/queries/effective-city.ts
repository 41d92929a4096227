import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_CITY } from '../../lib/default-place';
import { getCurrentCity, getEffectiveCity, getSelectedCity, setCurrentCity, setSelectedCity, type City } from '../../lib/local-memory';
import { CLIENT_ONLY_QUERY } from '../../lib/query-meta';
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
    // The city follows the device's choice and position, which a server render cannot know.
    meta: CLIENT_ONLY_QUERY,
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
    // The remembered city shows at once while the location is still being resolved; on a first visit, the
    // default city (SPEC section 3's default point is in it), as a page rendered on the server shows too.
    placeholderData: () => getEffectiveCity() ?? DEFAULT_CITY,
    staleTime: Infinity,
    retry: false,
  });

export const useEffectiveCity = () => useQuery(effectiveCityQueryOptions(useQueryClient()));

/** The city chooser: the chosen city wins from now on, and every query keyed by the city refetches. */
export const chooseCity = async (client: QueryClient, city: City): Promise<void> => {
  setSelectedCity({ cityId: city.cityId, cityName: city.cityName, lng: city.lng, lat: city.lat });
  await client.invalidateQueries({ queryKey: cityKeys.effective() });
};
