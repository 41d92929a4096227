import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { CityId, Id } from '../../schemas/common';
import { City } from '../../schemas/lines';
import { Banner } from './banners';

export const IndexInitQuery = z.object({ cityId: CityId });
export type IndexInitQuery = z.infer<typeof IndexInitQuery>;

export const IndexInitData = z.object({
  city: City,
  banners: z.array(Banner),
  /** Active lines in the city, for the "all lines" entry. */
  lineCount: z.number().int(),
  /** Short notice for the home page, '' when there is none. */
  notice: z.string(),
  /** The line the notice is about, whose adjustment page the notice opens; null when there is no notice. */
  noticeLineId: Id.nullable(),
});
export type IndexInitData = z.infer<typeof IndexInitData>;

/** What the home page needs before anything else, in one call. */
export const indexInit = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/index/init',
  summary: "The home page's first data for a city: the city, its banners, its line count and notice",
  isPublic: true,
  needsClientHeaders: true,
  query: IndexInitQuery,
  data: IndexInitData,
});
