/** The cache keys of the passenger's common addresses, built here only: every address change invalidates `addressKeys.all`. */
export const addressKeys = {
  all: ['addresses'] as const,
  list: (userId: string) => [...addressKeys.all, 'list', userId] as const,
};
