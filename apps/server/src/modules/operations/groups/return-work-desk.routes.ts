import {
  assignReturnWorkShuttle,
  closeReturnWorkCampaign,
  createReturnWorkCampaign,
  createReturnWorkShuttle,
  listReturnWorkCampaigns,
  listReturnWorkEnrolments,
  listReturnWorkRequests,
  listReturnWorkShuttles,
} from '@udian/contracts/endpoints/ops/return-work/return-work';
import type { App } from '../../../http/app-instance';
import { registerOperatorEndpoint } from '../../../http/register-operator-endpoint';
import type { ReturnWorkDeskService } from './return-work-desk.service';

/** The console's 复工专线 (decision 052): campaigns, enrolments, stated needs, shuttles and grouping. */
export const registerReturnWorkDeskRoutes = (app: App, { desk }: { desk: ReturnWorkDeskService }) => {
  registerOperatorEndpoint(app, listReturnWorkCampaigns, () => desk.campaigns());
  registerOperatorEndpoint(app, createReturnWorkCampaign, ({ operator, body }) => desk.createCampaign(operator, body));
  registerOperatorEndpoint(app, closeReturnWorkCampaign, ({ operator, body }) => desk.closeCampaign(operator, body));
  registerOperatorEndpoint(app, listReturnWorkEnrolments, ({ query }) => desk.enrolments(query));
  registerOperatorEndpoint(app, listReturnWorkRequests, ({ query }) => desk.requests(query));
  registerOperatorEndpoint(app, listReturnWorkShuttles, ({ query }) => desk.shuttles(query));
  registerOperatorEndpoint(app, createReturnWorkShuttle, ({ operator, body }) => desk.createShuttle(operator, body));
  registerOperatorEndpoint(app, assignReturnWorkShuttle, ({ operator, body }) => desk.assign(operator, body));
};
