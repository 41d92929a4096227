import type { SmsLoginBody } from '@udian/contracts/endpoints/auth/sms-login';
import type { LoginInfoData } from '@udian/contracts/schemas/accounts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../http/app-error';
import type { SessionService } from '../session/session.service';
import type { SmsService } from '../sms/sms.service';
import type { UserRepository } from '../user/user.repository';
import type { AuthRepository } from './auth.repository';
import { hashBindTicket } from './bind-ticket';
import type { LoginClient, LoginIssuer } from './login-issuer';

export type AuthServiceDeps = {
  users: UserRepository;
  auth: AuthRepository;
  sms: SmsService;
  sessions: SessionService;
  logins: LoginIssuer;
  logger: FastifyBaseLogger;
  now?: () => Date;
};

/** SMS login (signing up on the first one) and logout. */
export const createAuthService = ({ users, auth, sms, sessions, logins, logger, now = () => new Date() }: AuthServiceDeps) => ({
  smsLogin: async (input: SmsLoginBody, client: LoginClient): Promise<LoginInfoData> => {
    // Checked before the code is used, so that a stale ticket does not cost the passenger a code.
    const ticketHash = input.wechatBindTicket ? hashBindTicket(input.wechatBindTicket) : null;
    if (ticketHash && !(await auth.peekBindTicket(ticketHash, now()))) throw new AppError('wechatBindTicketInvalid');

    await sms.useCode({ phone: input.phoneNum, functionType: input.functionType, code: input.code });
    const user = await users.findOrCreateByPhone(input.phoneNum);

    if (ticketHash) {
      // The passenger proved the phone; a ticket used meanwhile (a second tab) only skips the binding.
      const openid = await auth.useBindTicket(ticketHash, now());
      if (openid) await auth.bind('wechat', openid, user.id);
      else logger.warn({ userId: user.id }, 'WeChat bind ticket was used meanwhile; logged in without binding');
    }
    return logins.issue(user, input.isPersistent, client);
  },

  logout: async (sessionId: string): Promise<{ isLoggedOut: boolean }> => {
    await sessions.revoke(sessionId);
    return { isLoggedOut: true };
  },
});

export type AuthService = ReturnType<typeof createAuthService>;
