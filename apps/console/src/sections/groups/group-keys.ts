/** The groups section's query keys: a write invalidates through these, never a literal. */
export const GROUPS_KEY = ['groups'] as const;
export const groupListKey = (query: Record<string, unknown>) => [...GROUPS_KEY, 'list', query] as const;
export const groupStaffKey = (groupId: string, query: Record<string, unknown>) => [...GROUPS_KEY, 'staff', groupId, query] as const;
export const groupMembersKey = (groupId: string, page: number) => [...GROUPS_KEY, 'members', groupId, page] as const;
export const groupLinesKey = (groupId: string) => [...GROUPS_KEY, 'lines', groupId] as const;
/** A page of a group's ride applications ({ status: 'all' | a status, page }); the group page's tab counts the pending from the first page of all. */
export const groupApplicationsKey = (groupId: string, query: { status: string; page: number }) => [...GROUPS_KEY, 'applications', groupId, query] as const;
/** A page of a school's students ({ status: 'all' | a status, page }); the group page's tab counts the pending from the first page of the pending. */
export const groupStudentsKey = (groupId: string, query: { status: string; page: number }) => [...GROUPS_KEY, 'students', groupId, query] as const;
/** A page of a school's student list ({ keyword?, page, pageSize }); the group page's tab counts the list from the first page. */
export const groupRosterKey = (groupId: string, query: Record<string, unknown>) => [...GROUPS_KEY, 'roster', groupId, query] as const;
export const groupTermsKey = (groupId: string) => [...GROUPS_KEY, 'terms', groupId] as const;
export const groupStatementKey = (groupId: string, month: string) => [...GROUPS_KEY, 'statement', groupId, month] as const;
export const lineChoicesKey = (q: string) => [...GROUPS_KEY, 'line-choices', q] as const;
