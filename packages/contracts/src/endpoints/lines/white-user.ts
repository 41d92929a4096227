import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { LineIdQuery } from './line-detail';

export const WhiteUserData = z.object({ lineId: z.string(), isWhiteList: z.boolean(), isWhiteUser: z.boolean() });
export type WhiteUserData = z.infer<typeof WhiteUserData>;

/**
 * Whether the passenger may buy a white-listed line (their phone is on its list). For a line that is not
 * white-listed every passenger may: isWhiteUser is true.
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
