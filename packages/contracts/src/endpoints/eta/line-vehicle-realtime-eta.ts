import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { LineEta, LineEtaQuery } from '../../schemas/eta';

/** A line's live vehicles and the ETAs at every stop, polled by the line-eta page. */
export const lineVehicleRealtimeEta = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/line_eta/line_vehicle_realtime_eta',
  summary: "A line's live vehicles snapped to its route and their ETAs at every stop ahead",
  isPublic: true,
  needsClientHeaders: true,
  query: LineEtaQuery,
  data: LineEta,
});
