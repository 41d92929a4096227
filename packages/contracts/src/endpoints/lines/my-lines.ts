import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { ServiceDate } from '../../schemas/common';
import { LineSummary } from '../../schemas/lines';

/** The largest page the list answers (the user centre shows the first 5; a full list pages by 20). */
export const MY_LINES_MAX_PAGE_SIZE = 50;

/** One page of the list: both numbers required, as the caller's action sends them (SPEC section 7). */
export const MyLinesBody = z.object({
  pageNum: z.number({ error: '页码须为数字' }).int('页码须为整数').min(1, '页码至少为 1').max(1000, '页码过大'),
  pageSize: z
    .number({ error: '每页条数须为数字' })
    .int('每页条数须为整数')
    .min(1, '每页至少 1 条')
    .max(MY_LINES_MAX_PAGE_SIZE, `每页最多 ${MY_LINES_MAX_PAGE_SIZE} 条`),
});
export type MyLinesBody = z.infer<typeof MyLinesBody>;

/** A line of the passenger's own: how often they rode it, when last, and whether they collected it. */
export const MyLine = LineSummary.extend({
  /** Departures the passenger holds or held a paid ticket on (valid or checked in; refunds do not count). */
  rideCount: z.number().int(),
  /** The service day of the latest of those, or null for a line only collected. */
  lastRideDate: ServiceDate.nullable(),
  isCollected: z.boolean(),
});
export type MyLine = z.infer<typeof MyLine>;

export const MyLinesData = z.object({
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  /** All of the passenger's lines; 0 for a visitor or a passenger who neither rode nor collected one. */
  total: z.number().int(),
  /** Most ridden first, then collected, then the most recently ridden or collected. */
  lines: z.array(MyLine),
});
export type MyLinesData = z.infer<typeof MyLinesData>;

/**
 * The passenger's own lines, paged (SPEC section 7's POST /base/path/page; decision 059): the lines they
 * ride and the lines they collected, which the shared model commonStore saves as lineList when the
 * passenger opens the user area (常用线路 in 我的). Public: a visitor gets an empty page, not a login prompt.
 */
export const myLines = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.api,
  path: '/base/path/page',
  summary: "The passenger's own lines (ridden and collected), most ridden first, one page",
  isPublic: true,
  needsClientHeaders: true,
  bodyEncoding: 'json',
  body: MyLinesBody,
  data: MyLinesData,
});
