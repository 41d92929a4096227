import type { DemandStatus } from '@udian/contracts/schemas/demand';

/** What the map, the list and the clusters show: a city, a status, Shanghai submission dates (each optional). */
export type DemandFilter = { cityId?: number; status?: DemandStatus; from?: string; to?: string };

/** The filter as the endpoints' query: what is not chosen is left out. */
export const toFilterQuery = (filter: DemandFilter): DemandFilter => Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined));
