import { changeDepartureSeats, departureStopPreview, listDepartures, stopDeparture } from '@udian/contracts/endpoints/ops/departures/departures';
import type { App } from '../../../http/app-instance';
import { registerOperatorEndpoint } from '../../../http/register-operator-endpoint';
import type { DepartureDeskService } from './departure-desk.service';

export const registerDepartureDeskRoutes = (app: App, { desk }: { desk: DepartureDeskService }) => {
  registerOperatorEndpoint(app, listDepartures, ({ query }) => desk.list(query));
  registerOperatorEndpoint(app, changeDepartureSeats, ({ operator, body }) => desk.changeSeats(operator, body));
  registerOperatorEndpoint(app, departureStopPreview, ({ query }) => desk.preview(query.departureId));
  registerOperatorEndpoint(app, stopDeparture, ({ operator, body }) => desk.stop(operator, body));
};
