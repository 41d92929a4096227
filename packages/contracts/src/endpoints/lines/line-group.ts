import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { LineSummary } from '../../schemas/lines';

export const LineGroupQuery = z.object({
  /** Comma-separated line ids, as a shared link carries them. */
  lineIds: z
    .string()
    .regex(/^[1-9]\d{0,15}(,[1-9]\d{0,15}){0,19}$/, '线路编号格式不正确（以逗号分隔，最多 20 条）'),
});
export type LineGroupQuery = z.infer<typeof LineGroupQuery>;

export const LineGroupData = z.object({ lines: z.array(LineSummary) });
export type LineGroupData = z.infer<typeof LineGroupData>;

/** A shared group of lines (line-group-share); unknown or inactive ids are left out. */
export const lineGroupShare = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/lineGroup/share/detail/query',
  summary: 'The lines of a shared line group, in the order given; unknown ids are left out',
  isPublic: true,
  needsClientHeaders: true,
  query: LineGroupQuery,
  data: LineGroupData,
});
