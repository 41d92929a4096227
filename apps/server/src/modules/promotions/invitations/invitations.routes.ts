import { inviteActivityInfo, inviteRegister, inviterInfo, myInviteUsers } from '@udian/contracts/endpoints/activity/invite-activity';
import type { App } from '../../../http/app-instance';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { InvitationsService } from './invitations.service';

/** The invitation campaign's passenger calls (SPEC section 7: /activity/invite_user/...). */
export const registerInvitationsRoutes = (app: App, { invitations }: { invitations: InvitationsService }) => {
  registerEndpoint(app, inviteActivityInfo, ({ request }) => invitations.activityInfo(request.session?.userId ?? null));
  registerEndpoint(app, inviterInfo, ({ query }) => invitations.inviterInfo(query.inviteCode));
  // The client headers are required on this call, so platform and deviceId are present.
  registerEndpoint(app, inviteRegister, ({ body, request }) =>
    invitations.register(body, { platform: request.clientInfo.platform ?? 'H5', deviceId: request.clientInfo.deviceId ?? '' }),
  );
  registerEndpoint(app, myInviteUsers, ({ query, session }) => invitations.myInviteUsers(session.userId, query.activityId));
};
