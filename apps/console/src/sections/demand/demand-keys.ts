/** The demand section's query keys: a write invalidates through these, never a literal. */
export const DEMAND_KEY = ['demand'] as const;
export const demandListKey = (query: Record<string, unknown>) => [...DEMAND_KEY, 'demands', query] as const;
export const demandHeatKey = (query: Record<string, unknown>) => [...DEMAND_KEY, 'heat', query] as const;
export const clustersKey = (query: Record<string, unknown>) => [...DEMAND_KEY, 'clusters', query] as const;
export const OD_CAMPAIGNS_KEY = [...DEMAND_KEY, 'od-campaigns'] as const;
export const stationChoicesKey = (q: string) => [...DEMAND_KEY, 'stations', q] as const;
