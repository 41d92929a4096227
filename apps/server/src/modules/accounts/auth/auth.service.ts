import type { SmsLoginBody } from '@udian/contracts/endpoints/auth/sms-login';
import type { LoginInfoData } from '@udian/contracts/schemas/accounts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import type { SessionService } from '../session/session.service';
import type { SmsService } from '../sms/sms.service';
import type { UserRepository } from '../user/user.repository';
import type { AuthRepository } from './auth.repository';
import { hashBindTicket } from './bind-ticket';
import type { LoginClient, LoginIssuer } from './login-issuer';

export type AuthServiceDeps = {
  db: Db;
  users: UserRepository;
  auth: AuthRepository;
  sms: SmsService;
  sessions: SessionService;
  logins: LoginIssuer;
  logger: FastifyBaseLogger;
  now?: () => Date;
};

/** The account an SMS registration found or created, as the registering context sees it in its transaction. */
export type RegisteredAccount = { id: number; phone: string; isCreated: boolean };

/** SMS login (signing up on the first one) and logout. */
export const createAuthService = ({ db, users, auth, sms, sessions, logins, logger, now = () => new Date() }: AuthServiceDeps) => ({
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

  /**
   * The SMS login of another context's sign-up (an invite link): the code is used as /auth/sms/login uses
   * it (functionType baseLogin), the account is found or created knowing whether this call created it, and
   * `within` runs in that same transaction (what the sign-up records commits with the account, or neither
   * does). Then the login is issued as every login is.
   */
  registerBySms: async <T>(
    input: { phoneNum: string; code: string; isPersistent: boolean },
    client: LoginClient,
    within: (account: RegisteredAccount, tx: DbOrTx) => Promise<T>,
  ): Promise<{ login: LoginInfoData; account: RegisteredAccount; outcome: T }> => {
    await sms.useCode({ phone: input.phoneNum, functionType: 'baseLogin', code: input.code });
    const { account, outcome } = await db.transaction().execute(async (tx) => {
      const { user, isCreated } = await users.findOrCreateByPhoneNoting(input.phoneNum, tx);
      const registered: RegisteredAccount = { id: user.id, phone: user.phone, isCreated };
      return { account: registered, outcome: await within(registered, tx) };
    });
    return { login: await logins.issue(account, input.isPersistent, client), account, outcome };
  },

  logout: async (sessionId: string): Promise<{ isLoggedOut: boolean }> => {
    await sessions.revoke(sessionId);
    return { isLoggedOut: true };
  },
});

export type AuthService = ReturnType<typeof createAuthService>;
