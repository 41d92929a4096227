import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { Announcement, LineSummary } from '../../schemas/lines';
import { LineIdQuery } from './line-detail';

export const LineAdjustmentData = z.object({ line: LineSummary, announcements: z.array(Announcement) });
export type LineAdjustmentData = z.infer<typeof LineAdjustmentData>;

/** A line's announced changes (line-info-adjustment), current and upcoming, newest first. */
export const lineAdjustment = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/line/adjustment/query',
  summary: "A line's announced changes that are in force or upcoming, newest first",
  isPublic: true,
  needsClientHeaders: true,
  query: LineIdQuery,
  data: LineAdjustmentData,
});
