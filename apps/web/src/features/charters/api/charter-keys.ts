import type { CharterTripBody } from '@udian/contracts/schemas/charters';

/**
 * The cache keys of student charters, built here only. A quote is the same for everyone; the passenger's
 * requests carry the user id, the list and each request under it (a cancel changes both).
 */
export const charterKeys = {
  all: ['charters'] as const,
  quote: (trip: CharterTripBody) => [...charterKeys.all, 'quote', trip] as const,
  schools: (keyword: string, cityId: number) => [...charterKeys.all, 'schools', cityId, keyword] as const,
  mine: (userId: string) => [...charterKeys.all, 'mine', userId] as const,
  detail: (userId: string, requestId: string) => [...charterKeys.mine(userId), requestId] as const,
};
