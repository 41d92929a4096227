import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';

/**
 * The host app ids the browser needs (they are server configuration): the messaging app's `appid` for the
 * OAuth redirect and wx.config, and the `appId` the Jinhua app's code-in-query is bound with. The citizen app
 * hands its own appId over with the ticket, so it is not here. '' means that host login is not configured.
 */
export const HostLoginConfigData = z.object({
  wechatAppId: z.string(),
  jinhuaAppId: z.string(),
  /** Always 11 (SPEC section 9): the cityId of /auth/myNanJing/login. */
  superAppCityId: z.number().int(),
});
export type HostLoginConfigData = z.infer<typeof HostLoginConfigData>;

export const hostLoginConfig = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.auth,
  path: '/auth/host/config',
  summary: 'The host app ids the browser needs for host logins',
  isPublic: true,
  needsClientHeaders: true,
  data: HostLoginConfigData,
});
