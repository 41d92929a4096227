/** The cache keys of the annual review, built here only: the passenger's, by year (undefined: the current one). */
export const annualReviewKeys = {
  all: ['annual-review'] as const,
  year: (userId: string, year: number | null) => [...annualReviewKeys.all, userId, year ?? 'current'] as const,
};
