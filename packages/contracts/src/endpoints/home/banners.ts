import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { CityId, Id } from '../../schemas/common';

export const Banner = z.object({
  bannerId: Id,
  title: z.string(),
  imageUrl: z.string(),
  /** An in-app path or a deep link (SPEC section 2); '' when the banner only informs. */
  linkUrl: z.string(),
});
export type Banner = z.infer<typeof Banner>;

export const BannerQuery = z.object({ cityId: CityId });
export type BannerQuery = z.infer<typeof BannerQuery>;

export const BannersData = z.object({ banners: z.array(Banner) });
export type BannersData = z.infer<typeof BannersData>;

export const banners = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/banner/query',
  summary: "A city's banners that are showing now, in display order",
  isPublic: true,
  needsClientHeaders: true,
  query: BannerQuery,
  data: BannersData,
});
