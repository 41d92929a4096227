import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { LineSummary } from '../../schemas/lines';
import { LineIdQuery } from './line-detail';

export const RelatedLinesData = z.object({ lines: z.array(LineSummary) });
export type RelatedLinesData = z.infer<typeof RelatedLinesData>;

/** The return line first, then lines sharing at least two stops, most shared first. */
export const relatedLines = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/line/related/query',
  summary: 'Lines related to a line: its return line, then lines sharing at least two of its stops',
  isPublic: true,
  needsClientHeaders: true,
  query: LineIdQuery,
  data: RelatedLinesData,
});
