import { assembleShareDetail, customLineInfo, customLineShareJoin, myLineAssembleList } from '@udian/contracts/endpoints/assemble/assemble';
import type { App } from '../../../http/app-instance';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { CrowdfundsService } from './crowdfunds.service';

/** Crowdfunded lines for passengers: a line's crowdfund, a shared one, joining from a share, my crowdfunds. */
export const registerCrowdfundsRoutes = (app: App, { crowdfunds }: { crowdfunds: CrowdfundsService }) => {
  registerEndpoint(app, customLineInfo, ({ request, query }) => crowdfunds.info(request.session?.userId ?? null, query.lineId));
  registerEndpoint(app, assembleShareDetail, ({ query }) => crowdfunds.shareDetail(query.shareCode));
  registerEndpoint(app, customLineShareJoin, ({ session, body }) => crowdfunds.join(session.userId, body.shareCode));
  registerEndpoint(app, myLineAssembleList, ({ session }) => crowdfunds.myList(session.userId));
};
