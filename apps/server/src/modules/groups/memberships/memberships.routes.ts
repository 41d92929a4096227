import { devEmailOutbox } from '@udian/contracts/endpoints/groups/dev-email-outbox';
import { joinGroupByInvite, leaveGroup, sendGroupEmailCode, verifyGroupEmail, verifyGroupPhone } from '@udian/contracts/endpoints/groups/groups';
import type { App } from '../../../http/app-instance';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { ConsoleEmailProvider } from '../../../providers/email/console-email-provider';
import type { MembershipsService } from './memberships.service';

/** Proving membership of a group (staff phone, company e-mail code, invite code) and leaving it. */
export const registerMembershipsRoutes = (app: App, { memberships, devOutbox }: { memberships: MembershipsService; devOutbox: ConsoleEmailProvider | null }) => {
  const userOf = (session: { userId: string }) => Number(session.userId);
  registerEndpoint(app, verifyGroupPhone, ({ session, body }) => memberships.verifyPhone(userOf(session), Number(body.groupId)));
  registerEndpoint(app, sendGroupEmailCode, ({ session, body }) => memberships.sendEmailCode(userOf(session), { groupId: Number(body.groupId), email: body.email }));
  registerEndpoint(app, verifyGroupEmail, ({ session, body }) =>
    memberships.verifyEmail(userOf(session), { groupId: Number(body.groupId), email: body.email, code: body.code }),
  );
  registerEndpoint(app, joinGroupByInvite, ({ session, body }) => memberships.joinByInvite(userOf(session), { groupId: Number(body.groupId), inviteCode: body.inviteCode }));
  registerEndpoint(app, leaveGroup, ({ session, body }) => memberships.leave(userOf(session), Number(body.groupId)));

  // Development and tests only (the caller passes null in production): lets tests read the code they asked for.
  if (devOutbox) {
    registerEndpoint(app, devEmailOutbox, async ({ query }) => ({
      messages: devOutbox.latestFor(query.email).map((message) => ({ to: message.to, subject: message.subject, text: message.text, sentAt: message.sentAt.toISOString() })),
    }));
  }
};
