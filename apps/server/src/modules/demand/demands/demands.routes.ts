import { addDemand, demandInfo, joinDemand, myDemands, nearPoi, withdrawDemand } from '@udian/contracts/endpoints/demand/demand';
import type { App } from '../../../http/app-instance';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { DemandsService } from './demands.service';
import type { NearPoiService } from './near-poi.service';

/** 需求征集: submit, see (own or shared), my-custom's list, withdraw, 同路 +1, and what is near a tapped point. */
export const registerDemandsRoutes = (app: App, { demands, near }: { demands: DemandsService; near: NearPoiService }) => {
  registerEndpoint(app, addDemand, ({ session, body }) => demands.add(session.userId, body));
  registerEndpoint(app, demandInfo, ({ request, query }) => demands.info(request.session?.userId ?? null, query));
  registerEndpoint(app, myDemands, ({ session }) => demands.myList(session.userId));
  registerEndpoint(app, withdrawDemand, ({ session, body }) => demands.withdraw(session.userId, body.id));
  registerEndpoint(app, joinDemand, ({ session, body }) => demands.join(session.userId, body.code));
  registerEndpoint(app, nearPoi, ({ request, query }) => near.nearPoi(request.session?.userId ?? null, query));
};
