import { assembleKeys } from '../../../api/queries/assemble-keys';

/**
 * The cache keys of carpools (decision 051), built here only. They sit under `assembleKeys.all`: a carpool is a
 * crowdfund, so paying for its seat (buying marks `assembleKeys.all` stale after a payment) marks every carpool
 * list and page stale too. Keyed by the viewer ('' for a visitor) where the answer says their part.
 */
export const carpoolKeys = {
  all: [...assembleKeys.all, 'carpool'] as const,
  near: (lng: number, lat: number) => [...carpoolKeys.all, 'near', lng, lat] as const,
  match: (query: Record<string, string | number>) => [...carpoolKeys.all, 'match', query] as const,
  detail: (userId: string, id: string) => [...carpoolKeys.all, 'detail', userId, id] as const,
  mine: (userId: string) => [...carpoolKeys.all, 'mine', userId] as const,
};
