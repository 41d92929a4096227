import {
  applyCompanyLine,
  myRideApplications,
  myShuttleRequests,
  requestShuttle,
  respondShuttleQuote,
  shuttleRequestDetail,
  withdrawRideApplication,
} from '@udian/contracts/endpoints/groups/company-lines';
import type { App } from '../../../http/app-instance';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { RideApplicationsService } from './ride-applications.service';
import type { ShuttleRequestsService } from './shuttle-requests.service';

/** company-line-apply (a passenger's application to ride) and company-line-apply-enterprise (a shuttle request). */
export const registerCompanyLinesRoutes = (app: App, { applications, shuttles }: { applications: RideApplicationsService; shuttles: ShuttleRequestsService }) => {
  const userOf = (session: { userId: string }) => Number(session.userId);
  registerEndpoint(app, applyCompanyLine, ({ session, body }) => applications.apply(userOf(session), body));
  registerEndpoint(app, myRideApplications, ({ session }) => applications.mine(userOf(session)));
  registerEndpoint(app, withdrawRideApplication, ({ session, body }) => applications.withdraw(userOf(session), Number(body.applicationId)));

  registerEndpoint(app, requestShuttle, ({ session, body }) => shuttles.request(userOf(session), body));
  registerEndpoint(app, myShuttleRequests, ({ session }) => shuttles.mine(userOf(session)));
  registerEndpoint(app, shuttleRequestDetail, ({ session, query }) => shuttles.detail(userOf(session), Number(query.requestId)));
  registerEndpoint(app, respondShuttleQuote, ({ session, body }) =>
    shuttles.respond(userOf(session), { requestId: Number(body.requestId), isAccepted: body.isAccepted, reason: body.reason }),
  );
};
