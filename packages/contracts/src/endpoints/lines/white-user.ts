import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { LineAccess } from '../../schemas/groups';
import { LineIdQuery } from './line-detail';

export const WhiteUserData = z.object({
  lineId: z.string(),
  /** The line is not for everyone: a phone list or a group's members (decision 048). */
  isWhiteList: z.boolean(),
  /** The passenger may buy it. */
  isWhiteUser: z.boolean(),
  /** Who may buy it and, on a group's line, what a member pays. */
  access: LineAccess,
  /** Why the passenger may not buy it, in words they can act on; null when they may. */
  refusal: z.string().nullable(),
});
export type WhiteUserData = z.infer<typeof WhiteUserData>;

/**
 * Whether the passenger may buy the line, from its access rule (decision 048): everyone may buy a public
 * line; a phone-list line only the phones on its list; a group's line only the group's members. The server
 * checks the same rule again at every purchase.
 */
export const isWhiteUser = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/line/isWhiteUser',
  summary: "Whether the logged-in passenger may buy the line (white-list check)",
  isPublic: false,
  needsClientHeaders: true,
  query: LineIdQuery,
  data: WhiteUserData,
});
