/**
 * Queries that only the passenger's device can answer (where it is, and what follows from it) carry this
 * meta: a page rendered on the server leaves them pending, as the browser's first render does, and the
 * browser answers them after hydration.
 */
export const CLIENT_ONLY_QUERY = { isClientOnly: true } as const;

export const isClientOnlyQuery = (meta: Record<string, unknown> | undefined): boolean => meta?.isClientOnly === true;
