/**
 * The cache keys of crowdfunded lines (decision 047), built here only. Joining one, or paying for its first
 * period, marks every one stale: the line's crowdfund, a shared one and my crowdfunds all start with
 * `assembleKeys.all`. Keyed by the viewer ('' for a visitor) where the answer says their part.
 */
export const assembleKeys = {
  all: ['assemble'] as const,
  line: (userId: string, lineId: string) => [...assembleKeys.all, 'line', userId, lineId] as const,
  shared: (code: string) => [...assembleKeys.all, 'shared', code] as const,
  mine: (userId: string) => [...assembleKeys.all, 'mine', userId] as const,
};
