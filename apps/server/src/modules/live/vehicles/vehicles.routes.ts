import { positionPush } from '@udian/contracts/endpoints/vehicles/position-push';
import type { App } from '../../../http/app-instance';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { VehiclesService } from './vehicles.service';

/** Device calls: public to the passenger session check, authorised by the vehicle's own Bearer token. */
export const registerVehicleRoutes = (app: App, { vehiclesService }: { vehiclesService: VehiclesService }) => {
  registerEndpoint(app, positionPush, ({ request, body }) => vehiclesService.push(request.headers.authorization, body.points));
};
