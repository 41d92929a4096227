import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { CityId, Lat, Limit, Lng } from '../../schemas/common';
import { LineSummary } from '../../schemas/lines';

export const RecommendQuery = z.object({
  cityId: CityId,
  /** When known, lines near the passenger rank higher. */
  lng: Lng.optional(),
  lat: Lat.optional(),
  limit: Limit(30, 10),
});
export type RecommendQuery = z.infer<typeof RecommendQuery>;

export const RecommendLinesData = z.object({ lines: z.array(LineSummary) });
export type RecommendLinesData = z.infer<typeof RecommendLinesData>;

const definition = {
  method: 'GET',
  prefix: ApiPrefix.api,
  summary: 'Recommended lines of a city: most booked in the coming week, near the passenger first when a point is given',
  isPublic: true,
  needsClientHeaders: true,
  query: RecommendQuery,
  data: RecommendLinesData,
} as const;

export const recommendLines = defineEndpoint({ ...definition, path: '/lineOptimize/recommend' });
/** The older home page's name for the same call. */
export const recommendLinesV4 = defineEndpoint({ ...definition, path: '/line/V4/recommend' });
