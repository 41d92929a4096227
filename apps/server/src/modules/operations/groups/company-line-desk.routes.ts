import {
  closeShuttleRequest,
  decideRideApplication,
  listRideApplications,
  listShuttleRequests,
  quoteShuttleRequest,
} from '@udian/contracts/endpoints/ops/groups/applications';
import type { App } from '../../../http/app-instance';
import { registerOperatorEndpoint } from '../../../http/register-operator-endpoint';
import type { CompanyLineDeskService } from './company-line-desk.service';

/** The console's 乘车申请 (a group's ride applications) and 班车定制 (enterprises' shuttle requests). */
export const registerCompanyLineDeskRoutes = (app: App, { desk }: { desk: CompanyLineDeskService }) => {
  registerOperatorEndpoint(app, listRideApplications, ({ operator, query }) => desk.applications(operator, query));
  registerOperatorEndpoint(app, decideRideApplication, ({ operator, body }) => desk.decide(operator, body));
  registerOperatorEndpoint(app, listShuttleRequests, ({ query }) => desk.shuttleRequests(query));
  registerOperatorEndpoint(app, quoteShuttleRequest, ({ operator, body }) => desk.quote(operator, body));
  registerOperatorEndpoint(app, closeShuttleRequest, ({ operator, body }) => desk.close(operator, body));
};
