/** The 复工专线 section's query keys: a write invalidates through these, never a literal. */
export const RETURN_WORK_KEY = ['return-work'] as const;
export const campaignsKey = [...RETURN_WORK_KEY, 'campaigns'] as const;
export const enrolmentsKey = (query: { campaignId: string; status: string; travelDate: string; page: number }) => [...RETURN_WORK_KEY, 'enrolments', query] as const;
export const shuttlesKey = (campaignId: string) => [...RETURN_WORK_KEY, 'shuttles', campaignId] as const;
export const requestsKey = (campaignId: string, page: number) => [...RETURN_WORK_KEY, 'requests', campaignId, page] as const;
