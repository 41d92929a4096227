import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';

export const CurrentUserData = z.object({
  userId: z.string(),
  /** Masked as 138****0000. */
  phoneNum: z.string(),
  nickname: z.string(),
});
export type CurrentUserData = z.infer<typeof CurrentUserData>;

export const currentUser = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/user/v1/info',
  summary: 'The logged-in passenger, as the token and userId headers name them',
  isPublic: false,
  needsClientHeaders: true,
  data: CurrentUserData,
});
