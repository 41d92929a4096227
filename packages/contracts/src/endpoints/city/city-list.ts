import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { City } from '../../schemas/lines';

export const CityListData = z.object({ cities: z.array(City) });
export type CityListData = z.infer<typeof CityListData>;

/** The cities where the service runs, in display order. */
export const cityList = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/city/list/v2',
  summary: 'Cities where the service runs, in display order',
  isPublic: true,
  needsClientHeaders: true,
  data: CityListData,
});
