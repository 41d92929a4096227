/** The content section's query keys: a write invalidates through these, never a literal. */
export const CONTENT_PAGES_KEY = ['content-pages'] as const;
export const contentListKey = [...CONTENT_PAGES_KEY, 'list'] as const;
export const contentDetailKey = (key: string) => [...CONTENT_PAGES_KEY, 'detail', key] as const;
