import { submitCooperationLead } from '@udian/contracts/endpoints/feedback/cooperation-leads';
import type { App } from '../../../http/app-instance';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { CooperationLeadsService } from './cooperation-leads.service';

/** business-cooperation (商务合作): a lead, logged out too; the address counted is the one trust-proxy believes (decision 041). */
export const registerCooperationLeadsRoutes = (app: App, { leads }: { leads: CooperationLeadsService }) => {
  registerEndpoint(app, submitCooperationLead, ({ body, request }) =>
    // Required by the contract (needsClientHeaders), so the hook has already refused a call without it.
    leads.submit(body, { ip: request.ip, deviceId: request.clientInfo.deviceId ?? '' }),
  );
};
