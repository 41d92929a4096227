import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getBridgeCall } from './host-bridge';
import type { GeoPoint } from './location';

// Loaded on first use: the home page asks for it at once, but it need not be in the first page's JS (about
// 1.5 KB of the 100 KB budget, docs/decisions/012-first-load-budget.md); gcoord comes later still.
const loadLocation = () => import('./location');

/** The location as a query, so that every page sees the same point and a refresh re-renders them all. */
export const locationQueryOptions = () =>
  queryOptions({
    queryKey: ['location'] as const,
    queryFn: async (): Promise<GeoPoint> => (await loadLocation()).getLocation(),
    // The module caches per page load; the query must not ask again on its own.
    staleTime: Infinity,
    gcTime: Infinity,
    // A chunk that did not arrive is worth one more try; the location itself never fails.
    retry: 1,
  });

export const useLocationPoint = () => useQuery(locationQueryOptions());

/** The point only if some page has already located the passenger: for pages that must not prompt. */
export const useKnownLocationPoint = (): GeoPoint | undefined => useQuery({ ...locationQueryOptions(), enabled: false }).data;

/** Pull to refresh: asks for the position again and hands it to every page that shows it. */
export const refreshLocation = async (client: QueryClient): Promise<GeoPoint> => {
  const point = await (await loadLocation()).getLocation({ isRefresh: true });
  client.setQueryData(locationQueryOptions().queryKey, point);
  return point;
};

/** True when asking for the position shows no prompt: the host app locates natively, or the browser already allows it. */
export const canLocateWithoutPrompt = async (): Promise<boolean> => {
  if (getBridgeCall('getLocation')) return true;
  try {
    const status = await navigator.permissions?.query({ name: 'geolocation' });
    return status?.state === 'granted';
  } catch {
    return false;
  }
};

/**
 * The passenger's point for a map: the known one, else asked for at once when that shows no prompt (a
 * shared link must not open with a location prompt; "locate me" on the map asks). Undefined while unknown
 * and when only the default point is known.
 */
export const useQuietLocationPoint = (): GeoPoint | undefined => {
  const client = useQueryClient();
  const known = useKnownLocationPoint();
  useEffect(() => {
    if (known) return undefined;
    let isCancelled = false;
    void canLocateWithoutPrompt().then((canLocate) => {
      if (canLocate && !isCancelled) void client.prefetchQuery(locationQueryOptions());
    });
    return () => {
      isCancelled = true;
    };
  }, [client, known]);
  return known && !known.isDefault ? known : undefined;
};
