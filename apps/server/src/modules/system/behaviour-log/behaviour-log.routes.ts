import { behaviourLog } from '@udian/contracts/endpoints/log/behaviour-log';
import type { App } from '../../../http/app-instance';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { BehaviourLogService } from './behaviour-log.service';

export const registerBehaviourLogRoutes = (
  app: App,
  { behaviourLogService }: { behaviourLogService: BehaviourLogService },
) => {
  // Public, so that visitors are logged too; a valid session, when sent, attributes the entries.
  registerEndpoint(app, behaviourLog, async ({ body, request }) => {
    const userId = request.session ? Number(request.session.userId) : null;
    return { accepted: await behaviourLogService.record(body.events, request.clientInfo, userId) };
  });
};
