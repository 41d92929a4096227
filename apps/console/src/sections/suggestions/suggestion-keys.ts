/** The 投诉建议 section's query keys: a write invalidates through these, never a literal. */
export const SUGGESTIONS_KEY = ['suggestions'] as const;
export const suggestionListKey = (query: Record<string, string | number | undefined>) => [...SUGGESTIONS_KEY, 'list', query] as const;
export const ASSIGNEES_KEY = [...SUGGESTIONS_KEY, 'assignees'] as const;
