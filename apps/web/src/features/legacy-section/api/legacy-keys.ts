import { lineKeys } from '../../../api/queries/line-keys';

/**
 * The cache keys of the older section's own calls (decision 055), built here only. The collection sits under
 * `lineKeys.all`, as every line query does; the notices are the city's.
 */
export const legacyKeys = {
  collection: (userId: string) => [...lineKeys.all, 'collection', userId] as const,
  nearbyLines: (lng: number, lat: number) => [...lineKeys.all, 'legacyNearby', lng, lat] as const,
  nearbyStops: (lng: number, lat: number) => [...lineKeys.all, 'legacyNearbyStops', lng, lat] as const,
  notices: (cityId: number) => ['cityNotices', cityId] as const,
};
