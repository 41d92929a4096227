import {
  createOdCampaign,
  evaluateDemands,
  listDemandClusters,
  listDemandHeat,
  listDemands,
  listOdCampaigns,
  updateOdCampaign,
} from '@udian/contracts/endpoints/ops/demand/demand';
import {
  assembleDetail,
  closeAssemble,
  createAssemble,
  extendAssemble,
  listAssembles,
  notifyAssembleDemands,
  suggestAssemble,
} from '@udian/contracts/endpoints/ops/demand/assemble';
import type { App } from '../../../http/app-instance';
import { registerOperatorEndpoint } from '../../../http/register-operator-endpoint';
import type { DemandDeskService } from './demand-desk.service';

/** The console's 需求与众筹 section: demands and their heat map, clusters, 评估中, OD-collection campaigns, crowdfunds. */
export const registerDemandDeskRoutes = (app: App, { desk }: { desk: DemandDeskService }) => {
  registerOperatorEndpoint(app, listDemands, ({ query }) => desk.listDemands(query));
  registerOperatorEndpoint(app, listDemandHeat, ({ query }) => desk.listHeat(query));
  registerOperatorEndpoint(app, listDemandClusters, ({ query }) => desk.listClusters(query));
  registerOperatorEndpoint(app, evaluateDemands, ({ operator, body }) => desk.evaluate(operator, body.demandIds));
  registerOperatorEndpoint(app, listOdCampaigns, () => desk.listCampaigns());
  registerOperatorEndpoint(app, createOdCampaign, ({ operator, body }) => desk.createCampaign(operator, body));
  registerOperatorEndpoint(app, updateOdCampaign, ({ operator, body }) => desk.updateCampaign(operator, body));
  registerOperatorEndpoint(app, suggestAssemble, ({ query }) => desk.suggestCrowdfund(query.demandIds));
  registerOperatorEndpoint(app, createAssemble, ({ operator, body }) => desk.createCrowdfund(operator, body));
  registerOperatorEndpoint(app, listAssembles, ({ query }) => desk.listCrowdfunds(query.status));
  registerOperatorEndpoint(app, assembleDetail, ({ query }) => desk.crowdfundDetail(query.id));
  registerOperatorEndpoint(app, closeAssemble, ({ operator, body }) => desk.closeCrowdfund(operator, body));
  registerOperatorEndpoint(app, extendAssemble, ({ operator, body }) => desk.extendCrowdfund(operator, body));
  registerOperatorEndpoint(app, notifyAssembleDemands, ({ operator, body }) => desk.notifyCrowdfundDemands(operator, body.id));
};
