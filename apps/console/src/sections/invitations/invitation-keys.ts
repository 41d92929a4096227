/** The invitations section's query keys: a write invalidates through these, never a literal. */
export const INVITATIONS_KEY = ['invitations'] as const;
export const INVITE_CAMPAIGNS_KEY = [...INVITATIONS_KEY, 'campaigns'] as const;
export const inviteReportKey = (campaignId: string) => [...INVITATIONS_KEY, 'report', campaignId] as const;
export const invitationListKey = (campaignId: string, state: string, page: number) => [...INVITATIONS_KEY, 'list', campaignId, state, page] as const;
