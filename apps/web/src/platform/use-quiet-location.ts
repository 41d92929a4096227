import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getBridgeCall } from './host-bridge';
import type { GeoPoint } from './location';
import { locationQueryOptions, useKnownLocationPoint } from './use-location';

// Apart from use-location.ts, which the home page loads first: only the maps need this.
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
