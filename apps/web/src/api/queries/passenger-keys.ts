/** The cache keys of the passenger's riders, built here only: every rider change invalidates `passengerKeys.all`. */
export const passengerKeys = {
  all: ['passengers'] as const,
  list: (userId: string) => [...passengerKeys.all, 'list', userId] as const,
};
