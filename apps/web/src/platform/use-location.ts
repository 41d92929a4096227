import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { CLIENT_ONLY_QUERY } from '../lib/query-meta';
import { useIsHydrated } from '../lib/use-hydrated';
import type { GeoPoint } from './location';

// Loaded on first use: the home page asks for it at once, but it need not be in the first page's JS (about
// 1.5 KB of the 100 KB budget, docs/decisions/012-first-load-budget.md); gcoord comes later still.
const loadLocation = () => import('./location');

/** The location as a query, so that every page sees the same point and a refresh re-renders them all. */
export const locationQueryOptions = () =>
  queryOptions({
    queryKey: ['location'] as const,
    queryFn: async (): Promise<GeoPoint> => (await loadLocation()).getLocation(),
    meta: CLIENT_ONLY_QUERY,
    // The module caches per page load; the query must not ask again on its own.
    staleTime: Infinity,
    gcTime: Infinity,
    // A chunk that did not arrive is worth one more try; the location itself never fails.
    retry: 1,
  });

/** The passenger's position; unknown while a page the server rendered is hydrated (the server had none). */
export const useLocationPoint = () => {
  const query = useQuery(locationQueryOptions());
  const isHydrated = useIsHydrated();
  return isHydrated ? query : { ...query, data: undefined };
};

/** The point only if some page has already located the passenger: for pages that must not prompt. */
export const useKnownLocationPoint = (): GeoPoint | undefined => useQuery({ ...locationQueryOptions(), enabled: false }).data;

/** Pull to refresh: asks for the position again and hands it to every page that shows it. */
export const refreshLocation = async (client: QueryClient): Promise<GeoPoint> => {
  const point = await (await loadLocation()).getLocation({ isRefresh: true });
  client.setQueryData(locationQueryOptions().queryKey, point);
  return point;
};

