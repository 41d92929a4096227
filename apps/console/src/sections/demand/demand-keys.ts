/** The demand section's query keys: a write invalidates through these, never a literal. */
export const DEMAND_KEY = ['demand'] as const;
export const demandListKey = (query: Record<string, unknown>) => [...DEMAND_KEY, 'demands', query] as const;
export const demandHeatKey = (query: Record<string, unknown>) => [...DEMAND_KEY, 'heat', query] as const;
export const clustersKey = (query: Record<string, unknown>) => [...DEMAND_KEY, 'clusters', query] as const;
export const OD_CAMPAIGNS_KEY = [...DEMAND_KEY, 'od-campaigns'] as const;
export const stationChoicesKey = (q: string) => [...DEMAND_KEY, 'stations', q] as const;
/** The crowdfunds (decision 047): the monitor's lists by status, one crowdfund's detail, a cluster's suggestion. */
export const ASSEMBLES_KEY = [...DEMAND_KEY, 'assembles'] as const;
export const assembleListKey = (status: string) => [...ASSEMBLES_KEY, 'list', status] as const;
export const assembleDetailKey = (id: string) => [...ASSEMBLES_KEY, 'detail', id] as const;
export const assembleSuggestKey = (demandIds: string) => [...DEMAND_KEY, 'assemble-suggest', demandIds] as const;
