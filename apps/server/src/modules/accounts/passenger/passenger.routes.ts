import { passengerAdd } from '@udian/contracts/endpoints/passengers/passenger-add';
import { passengerDelete } from '@udian/contracts/endpoints/passengers/passenger-delete';
import { passengerList } from '@udian/contracts/endpoints/passengers/passenger-list';
import { passengerUpdate } from '@udian/contracts/endpoints/passengers/passenger-update';
import type { App } from '../../../http/app-instance';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { PassengerService } from './passenger.service';

/** Every call acts on the session's own user: the userId never comes from the body. */
export const registerPassengerRoutes = (app: App, { passengerService }: { passengerService: PassengerService }) => {
  registerEndpoint(app, passengerList, ({ session }) => passengerService.list(session.userId));
  registerEndpoint(app, passengerAdd, ({ session, body }) => passengerService.add(session.userId, body));
  registerEndpoint(app, passengerUpdate, ({ session, body }) => passengerService.update(session.userId, body));
  registerEndpoint(app, passengerDelete, ({ session, body }) => passengerService.remove(session.userId, body.passengerId));
};
