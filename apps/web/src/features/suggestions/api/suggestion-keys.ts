/** The cache keys of 投诉建议, built here only: the passenger's list, each submission under it, a photo's image. */
export const suggestionKeys = {
  all: ['suggestions'] as const,
  mine: (userId: string) => [...suggestionKeys.all, 'mine', userId] as const,
  detail: (userId: string, suggestionId: string) => [...suggestionKeys.mine(userId), suggestionId] as const,
  photo: (userId: string, photoId: string) => [...suggestionKeys.all, 'photo', userId, photoId] as const,
};
