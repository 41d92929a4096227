import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { Id } from '../../schemas/common';
import { LineSummary } from '../../schemas/lines';

export const LinesByRegionData = z.object({
  region: z.object({ regionId: Id, name: z.string() }),
  /** Active lines with a stop where one can board in the region (or one of its sub-districts), by code. */
  items: z.array(
    z.object({
      line: LineSummary,
      /** The names of the line's boarding stops in the region, in the line's order. */
      boardingStops: z.array(z.string()),
    }),
  ),
});
export type LinesByRegionData = z.infer<typeof LinesByRegionData>;

/** group-optimize/search-area: the lines one can board in a district (decision 048). */
export const linesByRegion = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/lineOptimize/queryLinesByRegionId',
  summary: 'The active lines with a boarding stop in a district or its sub-districts',
  isPublic: true,
  needsClientHeaders: true,
  query: z.object({ regionId: Id }),
  data: LinesByRegionData,
});
