/**
 * The cache keys of return-to-work shuttles (decision 052), built here only. An enrolment made, a need stated,
 * a list changed or a booking made marks every one stale (`returnWorkKeys.all`). Keys that differ by viewer
 * carry the user id.
 */
export const returnWorkKeys = {
  all: ['returnWork'] as const,
  campaigns: (cityId: number) => [...returnWorkKeys.all, 'campaigns', cityId] as const,
  campaign: (campaignId: string) => [...returnWorkKeys.all, 'campaign', campaignId] as const,
  mine: (userId: string) => [...returnWorkKeys.all, 'mine', userId] as const,
  enrolment: (userId: string, enrolmentId: string) => [...returnWorkKeys.all, 'enrolment', userId, enrolmentId] as const,
  myRequests: (userId: string) => [...returnWorkKeys.all, 'myRequests', userId] as const,
  request: (userId: string, requestId: string) => [...returnWorkKeys.all, 'request', userId, requestId] as const,
  employers: (userId: string) => [...returnWorkKeys.all, 'employers', userId] as const,
  employerList: (userId: string, groupId: string, campaignId: string) => [...returnWorkKeys.all, 'employerList', userId, groupId, campaignId] as const,
};
