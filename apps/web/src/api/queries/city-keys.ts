/** The cache keys of the city the pages work in, built here only. */
export const cityKeys = {
  all: ['city'] as const,
  /** The city of a point (/city/curCity/query). */
  current: (lng: number, lat: number) => [...cityKeys.all, 'current', lng, lat] as const,
  /** The chosen city, else the located one (effective-city.ts). */
  effective: () => [...cityKeys.all, 'effective'] as const,
};
