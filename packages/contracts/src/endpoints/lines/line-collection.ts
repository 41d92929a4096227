import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { LineSummary } from '../../schemas/lines';

export const CollectionData = z.object({ lines: z.array(LineSummary) });
export type CollectionData = z.infer<typeof CollectionData>;

export const lineCollection = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/lineOptimize/collection',
  summary: "The passenger's collected lines, most recent first",
  isPublic: false,
  needsClientHeaders: true,
  data: CollectionData,
});
