/** The cache keys of the passenger's transit cards (decision 053), built here only: a bind or an unbind invalidates `transitCardKeys.all`. */
export const transitCardKeys = {
  all: ['transitCards'] as const,
  list: (userId: string) => [...transitCardKeys.all, 'list', userId] as const,
};
