import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { LoginInfoData } from '../../schemas/accounts';

/**
 * The city super-app's login request (SPEC section 3, 4): the host's user data and its signature.
 *
 * `userData` is the string the host signed, a JSON object
 * `{ "userId": "<host user id>", "phone": "<mobile>", "timestamp": <ms since epoch> }`;
 * `sign` is lowercase hex HMAC-SHA256(SUPER_APP_SIGN_KEY, userData). The server refuses a bad sign and a
 * timestamp more than 10 minutes away from its clock (a replayed request).
 */
export const SuperAppLoginBody = z.object({
  userData: z.string({ error: '缺少用户信息，请重新进入应用' }).min(2, '缺少用户信息，请重新进入应用').max(4096, '用户信息过长'),
  sign: z.string({ error: '缺少签名，请重新进入应用' }).regex(/^[0-9a-fA-F]{64}$/, '签名格式不正确，请重新进入应用'),
  /** Always 11 (SPEC section 9); a form post sends it as text. */
  cityId: z.coerce.number().pipe(z.literal(11, { error: '城市编号应为 11' })),
  platform: z.literal('H5', { error: '平台应为 H5' }),
});
export type SuperAppLoginBody = z.infer<typeof SuperAppLoginBody>;

export const superAppLogin = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.auth,
  path: '/auth/myNanJing/login',
  summary: "Logs in with the city super-app's signed user data; answers login info",
  isPublic: true,
  needsClientHeaders: true,
  body: SuperAppLoginBody,
  data: LoginInfoData,
});
