/** The student charters section's query keys: a write invalidates through these, never a literal. */
export const CHARTERS_KEY = ['student-charters'] as const;
export const charterListKey = (query: { status: string; page: number }) => [...CHARTERS_KEY, 'list', query] as const;
