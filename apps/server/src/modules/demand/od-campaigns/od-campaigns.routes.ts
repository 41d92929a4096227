import { odCampaignInfo, odCampaignList } from '@udian/contracts/endpoints/demand/demand';
import type { App } from '../../../http/app-instance';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { OdCampaignsService } from './od-campaigns.service';

/** OD-collection campaigns as passengers see them: public, with the passenger's own demands when logged in. */
export const registerOdCampaignsRoutes = (app: App, { campaigns }: { campaigns: OdCampaignsService }) => {
  registerEndpoint(app, odCampaignInfo, ({ request, query }) => campaigns.info(request.session?.userId ?? null, query.id));
  registerEndpoint(app, odCampaignList, ({ query }) => campaigns.listRunning(query.cityId));
};
