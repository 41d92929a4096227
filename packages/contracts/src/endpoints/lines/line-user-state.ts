import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { Id } from '../../schemas/common';
import { LineIdQuery } from './line-detail';

export const LineUserStateData = z.object({
  lineId: Id,
  isCollected: z.boolean(),
  /** A white-listed line can be bought only by its white users; any other line by everyone. */
  canBuy: z.boolean(),
});
export type LineUserStateData = z.infer<typeof LineUserStateData>;

/** The logged-in passenger's own view of a line, kept out of the line detail so that the detail is the same for all. */
export const lineUserState = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/line/userState/query',
  summary: 'Whether the logged-in passenger collected the line and may buy it',
  isPublic: false,
  needsClientHeaders: true,
  query: LineIdQuery,
  data: LineUserStateData,
});
