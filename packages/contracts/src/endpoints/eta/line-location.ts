import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { LineEtaQuery, LineVehicles } from '../../schemas/eta';

/** Where a line's vehicles are (online-bus): last positions snapped to the route, stale ones flagged. */
export const lineLocation = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/bus/lineDetail/location/query',
  summary: "A line's vehicles and their last positions along its route",
  isPublic: true,
  needsClientHeaders: true,
  query: LineEtaQuery,
  data: LineVehicles,
});
