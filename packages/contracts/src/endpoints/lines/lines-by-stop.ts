import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { Id } from '../../schemas/common';
import { LineSummary, Station } from '../../schemas/lines';

export const LinesByStopQuery = z.object({ stationId: Id });
export type LinesByStopQuery = z.infer<typeof LinesByStopQuery>;

export const LinesByStopData = z.object({ station: Station, lines: z.array(LineSummary) });
export type LinesByStopData = z.infer<typeof LinesByStopData>;

export const linesByStop = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/lineOptimize/queryLinesByStopId',
  summary: 'A station and the active lines that serve it',
  isPublic: true,
  needsClientHeaders: true,
  query: LinesByStopQuery,
  data: LinesByStopData,
});
