import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { CityId, Id } from '../../schemas/common';
import { Announcement } from '../../schemas/lines';

/** Newest first, page by page. */
export const CityNoticesQuery = z.object({
  cityId: CityId,
  page: z.coerce.number().int('页码须为整数').min(1, '页码至少为 1').max(1000, '页码过大').default(1),
  pageSize: z.coerce.number().int('每页条数须为整数').min(1, '每页至少 1 条').max(50, '每页最多 50 条').default(20),
});
export type CityNoticesQuery = z.input<typeof CityNoticesQuery>;

/**
 * A published line notice (线路调整公告) as a passenger reads it on the older section's notice page: the
 * notice, the line it is about, and whether it is in force today or announced for later (Asia/Shanghai).
 */
export const CityNotice = Announcement.extend({
  state: z.enum(['inForce', 'upcoming']),
  line: z.object({ lineId: Id, lineCode: z.string(), lineName: z.string() }),
});
export type CityNotice = z.infer<typeof CityNotice>;

export const CityNoticesData = z.object({ notices: z.array(CityNotice), page: z.number().int(), hasMore: z.boolean() });
export type CityNoticesData = z.infer<typeof CityNoticesData>;

/**
 * The city's current notices (/ydbus/notice-page): those the operator published on its running lines that
 * are in force today or start later, newest published first. An ended notice is not listed.
 */
export const cityNotices = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.legacy,
  path: '/notice/list',
  summary: "A city's line notices in force or upcoming, newest first, paged",
  isPublic: true,
  needsClientHeaders: true,
  query: CityNoticesQuery,
  data: CityNoticesData,
});
