/**
 * The cache keys of lines, built here only: every line query starts with `lineKeys.all`. A line's detail has
 * one key whichever page reads it, so coming from line-info shows buying and live buses at once.
 */
export const lineKeys = {
  all: ['lines'] as const,
  detail: (lineId: string) => [...lineKeys.all, 'detail', lineId] as const,
  /** One line type of a city page by page (`null`: every type). */
  list: (cityId: number, type: string | null) => [...lineKeys.all, 'list', cityId, type ?? 'all'] as const,
  /** Every line of a city in one answer. */
  cityLines: (cityId: number) => [...lineKeys.all, 'all', cityId] as const,
};
