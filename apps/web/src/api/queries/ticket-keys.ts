/**
 * The cache keys of tickets, built here only. Every ticket query starts with `ticketKeys.all` (the tickets
 * feature's detail, ride codes and share link too), so a refund or a check marks them stale through this
 * one factory.
 */
export const ticketKeys = {
  all: ['tickets'] as const,
  lists: () => [...ticketKeys.all, 'list'] as const,
  list: (source: string, userId: string, tab: string, pageSize: number) =>
    [...ticketKeys.lists(), source, userId, tab, pageSize] as const,
};
