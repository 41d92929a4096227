import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { CityId, Keyword, Limit } from '../../schemas/common';
import { LineSummary } from '../../schemas/lines';

export const LineSearchQuery = z.object({ cityId: CityId, keyword: Keyword, limit: Limit(50, 20) });
export type LineSearchQuery = z.infer<typeof LineSearchQuery>;

export const LineSearchData = z.object({ lines: z.array(LineSummary) });
export type LineSearchData = z.infer<typeof LineSearchData>;

/** Lines whose code or name, or one of whose stations, matches the keyword. */
export const lineSearch = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/search/line/query',
  summary: 'Active lines of a city whose code, name or a station name contains the keyword',
  isPublic: true,
  needsClientHeaders: true,
  query: LineSearchQuery,
  data: LineSearchData,
});
