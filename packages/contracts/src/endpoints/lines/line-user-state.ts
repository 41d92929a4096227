import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { Id } from '../../schemas/common';
import { GroupKind } from '../../schemas/groups';
import { LineIdQuery } from './line-detail';

export const LineUserStateData = z.object({
  lineId: Id,
  isCollected: z.boolean(),
  /** From the line's access rule (decision 048): a public line by everyone, a phone-list line by its phones, a group's line by its members. */
  canBuy: z.boolean(),
  /** Why not, in words the passenger can act on ('该线路仅限某某公司员工乘坐，请先完成企业认证'); null when canBuy. */
  refusal: z.string().nullable(),
  /** The group the line is kept for, so the page can lead to its membership proof; null for other lines. */
  group: z.object({ groupId: Id, kind: GroupKind, name: z.string() }).nullable(),
  /** What the passenger pays per ticket when it is not the fare (a member on a group-paid line); null otherwise. */
  memberPriceCents: z.number().int().nullable(),
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
