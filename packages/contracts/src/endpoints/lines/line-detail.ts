import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { Id } from '../../schemas/common';
import { LineDetail } from '../../schemas/lines';

export const LineIdQuery = z.object({ lineId: Id });
export type LineIdQuery = z.infer<typeof LineIdQuery>;

const definition = {
  method: 'GET',
  prefix: ApiPrefix.api,
  summary:
    'A line: stops, times, price, route, the next 30 days of its service calendar with seats left (at most ' +
    'about a second old), notices; the same for every passenger (their own state is /line/userState/query)',
  isPublic: true,
  needsClientHeaders: true,
  query: LineIdQuery,
  data: LineDetail,
} as const;

export const lineDetail = defineEndpoint({ ...definition, path: '/line/detail/query' });
/** The newer pages' name for the same call. */
export const lineDetailNewVersion = defineEndpoint({ ...definition, path: '/line/newVersion/detail/query' });
