/**
 * The cache keys of groups (enterprises), built here only. A membership made or ended marks every one stale
 * (`groupKeys.all`): my enterprises, an enterprise's page and its lines, the company lines (whether I may
 * buy) and my applications all depend on it. Keys that differ by viewer carry the user id ('' logged out).
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
  /** A city's company lines, all ('' keyword) or matching one; whether I may buy each differs by viewer. */
  companyLines: (userId: string, cityId: number, keyword: string) => [...groupKeys.all, 'companyLines', userId, cityId, keyword] as const,
  applications: (userId: string) => [...groupKeys.all, 'applications', userId] as const,
  /** My shuttle requests: the list, and each one under it (a response changes both). */
  shuttleRequests: (userId: string) => [...groupKeys.all, 'shuttleRequests', userId] as const,
  shuttleRequest: (userId: string, requestId: string) => [...groupKeys.shuttleRequests(userId), requestId] as const,
};
