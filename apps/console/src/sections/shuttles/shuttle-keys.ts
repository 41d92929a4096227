/** The shuttle requests section's query keys: a write invalidates through these, never a literal. */
export const SHUTTLES_KEY = ['shuttle-requests'] as const;
export const shuttleListKey = (query: { status: string; page: number }) => [...SHUTTLES_KEY, 'list', query] as const;
