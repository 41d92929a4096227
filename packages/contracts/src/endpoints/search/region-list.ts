import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { CityId, Id } from '../../schemas/common';

export const RegionQuery = z.object({ cityId: CityId });
export type RegionQuery = z.infer<typeof RegionQuery>;

export const Region = z.object({
  regionId: Id,
  parentId: Id.nullable(),
  name: z.string(),
  code: z.string(),
  level: z.number().int(),
  cityId: z.number().int(),
  center: z.object({ lng: z.number(), lat: z.number() }),
  /** Outline as [[lng, lat], …], or null. */
  path: z.array(z.tuple([z.number(), z.number()])).nullable(),
  parentName: z.string().nullable(),
});
export type Region = z.infer<typeof Region>;

export const RegionListData = z.object({ regions: z.array(Region) });
export type RegionListData = z.infer<typeof RegionListData>;

export const regionList = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/region/list',
  summary: 'The districts (and sub-districts) of a city (SPEC section 3: region)',
  isPublic: true,
  needsClientHeaders: true,
  query: RegionQuery,
  data: RegionListData,
});
