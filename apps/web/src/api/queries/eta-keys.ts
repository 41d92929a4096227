/** The cache keys of live ETAs, built here only. */
export const etaKeys = {
  all: ['eta'] as const,
  /** A line's live vehicles and ETAs at every stop, plus one stop on its own (`null`: none). */
  line: (lineId: string, stationId: string | null) => [...etaKeys.all, 'line', lineId, stationId ?? 'all'] as const,
};
