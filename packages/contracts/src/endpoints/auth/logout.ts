import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';

export const LogoutData = z.object({ isLoggedOut: z.boolean() });
export type LogoutData = z.infer<typeof LogoutData>;

/** Ends the calling session (its token answers 502 afterwards). The client clears login info either way. */
export const logout = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.auth,
  path: '/auth/logout',
  summary: 'Logs out the calling session',
  isPublic: false,
  needsClientHeaders: true,
  data: LogoutData,
});
