import {
  createInviteCampaign,
  inviteCampaignReport,
  listInvitations,
  listInviteCampaigns,
  pauseInviteCampaign,
  updateInviteCampaign,
} from '@udian/contracts/endpoints/ops/invitations/invite-campaigns';
import type { App } from '../../../http/app-instance';
import { registerOperatorEndpoint } from '../../../http/register-operator-endpoint';
import type { InvitationDeskService } from './invitation-desk.service';

/** The console's 邀请有礼 section: campaigns, their report and their invitations. */
export const registerInvitationDeskRoutes = (app: App, { desk }: { desk: InvitationDeskService }) => {
  registerOperatorEndpoint(app, listInviteCampaigns, () => desk.list());
  registerOperatorEndpoint(app, createInviteCampaign, ({ operator, body }) => desk.create(operator, body));
  registerOperatorEndpoint(app, updateInviteCampaign, ({ operator, body }) => desk.update(operator, body));
  registerOperatorEndpoint(app, pauseInviteCampaign, ({ operator, body }) => desk.setPaused(operator, body));
  registerOperatorEndpoint(app, inviteCampaignReport, ({ query }) => desk.report(query.campaignId));
  registerOperatorEndpoint(app, listInvitations, ({ query }) => desk.invitations(query));
};
