/** The lateness section's query keys: a write invalidates through these, never a literal. */
export const LATENESS_KEY = ['lateness'] as const;
export const THRESHOLDS_KEY = [...LATENESS_KEY, 'thresholds'] as const;
export const compensationsKey = (query: Record<string, unknown>) => [...LATENESS_KEY, 'compensations', query] as const;
export const noDataKey = (query: Record<string, unknown>) => [...LATENESS_KEY, 'no-data', query] as const;
