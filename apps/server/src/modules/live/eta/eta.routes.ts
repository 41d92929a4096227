import { lineEta } from '@udian/contracts/endpoints/eta/line-eta';
import { lineLocation } from '@udian/contracts/endpoints/eta/line-location';
import { lineVehicleRealtimeEta } from '@udian/contracts/endpoints/eta/line-vehicle-realtime-eta';
import type { App } from '../../../http/app-instance';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { EtaService } from './eta.service';

/** Live buses and ETAs: public, like the line page. */
export const registerEtaRoutes = (app: App, { etaService }: { etaService: EtaService }) => {
  registerEndpoint(app, lineEta, ({ query }) => etaService.lineStopEta(query.lineId, query.stationId));
  registerEndpoint(app, lineVehicleRealtimeEta, ({ query }) => etaService.lineEta(query.lineId));
  registerEndpoint(app, lineLocation, ({ query }) => etaService.lineVehicles(query.lineId));
};
