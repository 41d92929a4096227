import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';

/**
 * The bind payload (SPEC section 3): a host's one-time ticket and the host's app id. The citizen app's
 * native access ticket and the Jinhua app's `code` query parameter both come here; appId tells them apart
 * (CITIZEN_APP_ID, JINHUA_APP_ID; the web gets the Jinhua one from the web config). The server exchanges
 * the ticket at that host's server for the host user's id and phone, then finds or creates the account.
 */
export const ThirdAppAuthBindBody = z.object({
  accessticket: z
    .string({ error: '缺少授权凭证，请重新进入应用' })
    .trim()
    .min(1, '缺少授权凭证，请重新进入应用')
    .max(512, '授权凭证格式不正确'),
  appId: z.string({ error: '缺少应用编号' }).trim().min(1, '缺少应用编号').max(64, '应用编号格式不正确'),
});
export type ThirdAppAuthBindBody = z.infer<typeof ThirdAppAuthBindBody>;

/**
 * SPEC section 7's answer: uid, phoneNum (full), token. Login info for storage is
 * { userId: uid, phoneNum, token, centerToken: token, centerUid: uid } (one account system).
 */
export const ThirdAppAuthBindData = z.object({ uid: z.string(), phoneNum: z.string(), token: z.string() });
export type ThirdAppAuthBindData = z.infer<typeof ThirdAppAuthBindData>;

export const thirdAppAuthBind = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.auth,
  path: '/user/v1/thirdAppAuthBind',
  summary: "Logs in with a host app's ticket (citizen app, Jinhua app), told apart by appId",
  isPublic: true,
  needsClientHeaders: true,
  body: ThirdAppAuthBindBody,
  data: ThirdAppAuthBindData,
});
