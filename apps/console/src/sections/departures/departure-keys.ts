/** The departures section's query keys: a seat change or a stop invalidates every list and preview. */
export const DEPARTURES_KEY = ['departures'] as const;
export const departureListKey = (query: Record<string, unknown>) => [...DEPARTURES_KEY, 'list', query] as const;
export const stopPreviewKey = (departureId: string) => [...DEPARTURES_KEY, 'stop-preview', departureId] as const;
