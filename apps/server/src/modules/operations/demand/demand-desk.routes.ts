import {
  createOdCampaign,
  evaluateDemands,
  listDemandClusters,
  listDemandHeat,
  listDemands,
  listOdCampaigns,
  updateOdCampaign,
} from '@udian/contracts/endpoints/ops/demand/demand';
import type { App } from '../../../http/app-instance';
import { registerOperatorEndpoint } from '../../../http/register-operator-endpoint';
import type { DemandDeskService } from './demand-desk.service';

/** The console's 需求与众筹 section: demands and their heat map, clusters, 评估中, and OD-collection campaigns. */
export const registerDemandDeskRoutes = (app: App, { desk }: { desk: DemandDeskService }) => {
  registerOperatorEndpoint(app, listDemands, ({ query }) => desk.listDemands(query));
  registerOperatorEndpoint(app, listDemandHeat, ({ query }) => desk.listHeat(query));
  registerOperatorEndpoint(app, listDemandClusters, ({ query }) => desk.listClusters(query));
  registerOperatorEndpoint(app, evaluateDemands, ({ operator, body }) => desk.evaluate(operator, body.demandIds));
  registerOperatorEndpoint(app, listOdCampaigns, () => desk.listCampaigns());
  registerOperatorEndpoint(app, createOdCampaign, ({ operator, body }) => desk.createCampaign(operator, body));
  registerOperatorEndpoint(app, updateOdCampaign, ({ operator, body }) => desk.updateCampaign(operator, body));
};
