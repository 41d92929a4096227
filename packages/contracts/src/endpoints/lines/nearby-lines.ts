import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { LineSummary, NearbyStation } from '../../schemas/lines';
import { NearbyQuery } from './nearby-stops';

export const NearbyLine = LineSummary.extend({ nearestStop: NearbyStation });
export type NearbyLine = z.infer<typeof NearbyLine>;

export const NearbyLinesData = z.object({ lines: z.array(NearbyLine) });
export type NearbyLinesData = z.infer<typeof NearbyLinesData>;

/** Lines with a boardable stop within the radius, by the distance to that stop. */
export const nearbyLines = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/lineOptimize/nearby',
  summary: 'Active lines with a boardable stop near a point, nearest stop first',
  isPublic: true,
  needsClientHeaders: true,
  query: NearbyQuery,
  data: NearbyLinesData,
});
