/**
 * The cache keys of groups (enterprises), built here only. A membership made or ended marks every one stale
 * (`groupKeys.all`): my enterprises, an enterprise's page and its lines all depend on it. Keys that differ
 * by viewer carry the user id ('' logged out).
 */
export const groupKeys = {
  all: ['groups'] as const,
  search: (keyword: string) => [...groupKeys.all, 'search', keyword] as const,
  ofCity: (cityId: number) => [...groupKeys.all, 'ofCity', cityId] as const,
  mine: (userId: string) => [...groupKeys.all, 'mine', userId] as const,
  detail: (userId: string, groupId: string) => [...groupKeys.all, 'detail', userId, groupId] as const,
  lines: (userId: string, groupId: string) => [...groupKeys.all, 'lines', userId, groupId] as const,
  regions: (cityId: number) => [...groupKeys.all, 'regions', cityId] as const,
  areaLines: (regionId: string) => [...groupKeys.all, 'areaLines', regionId] as const,
};
