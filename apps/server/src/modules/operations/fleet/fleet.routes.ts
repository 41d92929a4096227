import { assignDeparture, dispatchBoard } from '@udian/contracts/endpoints/ops/fleet/dispatch';
import { createDriver, listDrivers, updateDriver } from '@udian/contracts/endpoints/ops/fleet/drivers';
import { createVehicle, issueVehicleToken, listVehicles, revokeVehicleToken, updateVehicle } from '@udian/contracts/endpoints/ops/fleet/vehicles';
import { liveBuses } from '@udian/contracts/endpoints/ops/live/live-buses';
import type { App } from '../../../http/app-instance';
import { registerOperatorEndpoint } from '../../../http/register-operator-endpoint';
import type { EtaService } from '../../live/eta/eta.service';
import type { DispatchService } from '../dispatch/dispatch.service';
import type { DriversService } from '../drivers/drivers.service';
import type { VehicleRegisterService } from './vehicle-register.service';

/** The console's 车辆与司机 and 实时监控 sections: vehicles, drivers, the dispatch board and the live map. */
export const registerFleetRoutes = (
  app: App,
  {
    vehicles,
    drivers,
    dispatch,
    eta,
    mapTileUrl,
  }: { vehicles: VehicleRegisterService; drivers: DriversService; dispatch: DispatchService; eta: EtaService; mapTileUrl: string },
) => {
  registerOperatorEndpoint(app, listVehicles, () => vehicles.list());
  registerOperatorEndpoint(app, createVehicle, ({ operator, body }) => vehicles.create(operator, body));
  registerOperatorEndpoint(app, updateVehicle, ({ operator, body }) => vehicles.update(operator, body));
  registerOperatorEndpoint(app, issueVehicleToken, ({ operator, body }) => vehicles.issueToken(operator, body));
  registerOperatorEndpoint(app, revokeVehicleToken, ({ operator, body }) => vehicles.revokeToken(operator, body));

  registerOperatorEndpoint(app, listDrivers, () => drivers.list());
  registerOperatorEndpoint(app, createDriver, ({ operator, body }) => drivers.create(operator, body));
  registerOperatorEndpoint(app, updateDriver, ({ operator, body }) => drivers.update(operator, body));

  registerOperatorEndpoint(app, dispatchBoard, ({ query }) => dispatch.board(query.date));
  registerOperatorEndpoint(app, assignDeparture, ({ operator, body }) => dispatch.assign(operator, body));

  registerOperatorEndpoint(app, liveBuses, async () => ({ ...(await eta.liveBuses()), mapTileUrl }));
};
