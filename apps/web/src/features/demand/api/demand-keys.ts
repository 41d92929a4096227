/**
 * The cache keys of demand, built here only. A demand submitted or joined marks every one stale: my-custom's
 * list, a shared demand, and the campaigns' progress all start with `demandKeys.all`.
 */
export const demandKeys = {
  all: ['demand'] as const,
  mine: (userId: string) => [...demandKeys.all, 'mine', userId] as const,
  shared: (userId: string, code: string) => [...demandKeys.all, 'shared', userId, code] as const,
  campaigns: (cityId: number) => [...demandKeys.all, 'campaigns', cityId] as const,
  campaign: (userId: string, id: string) => [...demandKeys.all, 'campaign', userId, id] as const,
};
