/**
 * The cache keys of schools (decision 049), built here only. A registration made or withdrawn and a term pass
 * bought mark every one stale (`schoolKeys.all`). Keys that differ by viewer carry the user id.
 */
export const schoolKeys = {
  all: ['schools'] as const,
  search: (keyword: string) => [...schoolKeys.all, 'search', keyword] as const,
  ofCity: (cityId: number) => [...schoolKeys.all, 'ofCity', cityId] as const,
  detail: (groupId: string) => [...schoolKeys.all, 'detail', groupId] as const,
  lines: (groupId: string) => [...schoolKeys.all, 'lines', groupId] as const,
  terms: (groupId: string) => [...schoolKeys.all, 'terms', groupId] as const,
  students: (userId: string) => [...schoolKeys.all, 'students', userId] as const,
  quote: (userId: string, studentId: string, termId: string) => [...schoolKeys.all, 'quote', userId, studentId, termId] as const,
  rides: (userId: string, studentId: string) => [...schoolKeys.all, 'rides', userId, studentId] as const,
  notices: (userId: string) => [...schoolKeys.all, 'notices', userId] as const,
};
