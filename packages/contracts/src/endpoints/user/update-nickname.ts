import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { Nickname } from '../../schemas/accounts';
import { CurrentUserData } from './current-user';

export const UpdateNicknameBody = z.object({ nickname: Nickname });
export type UpdateNicknameBody = z.infer<typeof UpdateNicknameBody>;

/** Changes the nickname (personalInfo page); answers the profile as /user/v1/info does. */
export const updateNickname = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.api,
  path: '/user/v1/nickname',
  summary: "Changes the logged-in passenger's nickname",
  isPublic: false,
  needsClientHeaders: true,
  body: UpdateNicknameBody,
  data: CurrentUserData,
});
