import type { HostLoginConfigData } from '@udian/contracts/endpoints/auth/host-login-config';
import type { SuperAppLoginBody } from '@udian/contracts/endpoints/auth/super-app-login';
import type { ThirdAppAuthBindBody, ThirdAppAuthBindData } from '@udian/contracts/endpoints/auth/third-app-auth-bind';
import type { WechatOauthLoginData } from '@udian/contracts/endpoints/auth/wechat-oauth-login';
import type { LoginInfoData } from '@udian/contracts/schemas/accounts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database';
import type { HostName } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { HostRejectedError, type HostUser, type TicketHost, type WechatProvider } from '../../../providers/host/host-provider';
import { checkSuperAppUserData } from '../../../providers/host/super-app-user-data';
import type { UserRepository } from '../user/user.repository';
import type { AuthRepository } from './auth.repository';
import { BIND_TICKET_TTL_MS, hashBindTicket, newBindTicket } from './bind-ticket';
import type { LoginClient, LoginIssuer } from './login-issuer';

/** A ticket host wired for one appId: which host it is (for the bindings) and how to ask it. */
export type TicketHostEntry = { host: Extract<HostName, 'citizenApp' | 'jinhuaApp'>; adapter: TicketHost };

export type HostLoginServiceDeps = {
  db: Db;
  users: UserRepository;
  auth: AuthRepository;
  logins: LoginIssuer;
  /** '' switches super-app login off. */
  superAppSignKey: string;
  /** Keyed by appId; a host that is not configured is simply absent. */
  ticketHosts: ReadonlyMap<string, TicketHostEntry>;
  /** null when the messaging app is not configured (production without WECHAT_APP_SECRET). */
  wechat: WechatProvider | null;
  jinhuaAppId: string;
  logger: FastifyBaseLogger;
  now?: () => Date;
};

const SUPER_APP_CITY_ID = 11;

/** Host logins (decision 017): each host proves a user; the binding maps it to our account, made on first use. */
export const createHostLoginService = (deps: HostLoginServiceDeps) => {
  const { db, users, auth, logins, logger, now = () => new Date() } = deps;

  /** The bound account, or the account of the host's verified phone (created if new), bound from now on. */
  const accountFor = async (host: HostName, hostUser: HostUser) =>
    db.transaction().execute(async (tx) => {
      const boundId = await auth.findBoundUserId(host, hostUser.hostUserId, tx);
      const bound = boundId === undefined ? undefined : await users.findById(boundId, tx);
      if (bound) return bound;
      const user = await users.findOrCreateByPhone(hostUser.phone, tx);
      await auth.bind(host, hostUser.hostUserId, user.id, tx);
      return user;
    });

  return {
    config: (): HostLoginConfigData => ({
      wechatAppId: deps.wechat?.appId ?? '',
      jinhuaAppId: deps.ticketHosts.has(deps.jinhuaAppId) ? deps.jinhuaAppId : '',
      superAppCityId: SUPER_APP_CITY_ID,
    }),

    superAppLogin: async (input: SuperAppLoginBody, client: LoginClient): Promise<LoginInfoData> => {
      if (!deps.superAppSignKey) throw new AppError('hostAppUnknown');
      const check = checkSuperAppUserData(deps.superAppSignKey, input.userData, input.sign, now());
      if (!check.ok) {
        logger.warn({ reason: check.reason }, 'super-app login refused');
        throw new AppError(check.reason === 'stale' ? 'hostTicketInvalid' : 'hostSignInvalid');
      }
      return logins.issue(await accountFor('superApp', check.user), true, client);
    },

    thirdAppBind: async (input: ThirdAppAuthBindBody, client: LoginClient): Promise<ThirdAppAuthBindData> => {
      const entry = deps.ticketHosts.get(input.appId);
      if (!entry) throw new AppError('hostAppUnknown');
      let hostUser: HostUser;
      try {
        hostUser = await entry.adapter.exchangeTicket(input.accessticket);
      } catch (error) {
        logger.warn({ err: error, host: entry.host }, 'host ticket exchange failed');
        throw new AppError(error instanceof HostRejectedError ? 'hostTicketInvalid' : 'hostLoginFailed');
      }
      const login = await logins.issue(await accountFor(entry.host, hostUser), true, client);
      return { uid: login.user.userId, phoneNum: login.user.phoneNum, token: login.token };
    },

    wechatOauthLogin: async (code: string, client: LoginClient): Promise<WechatOauthLoginData> => {
      if (!deps.wechat) throw new AppError('wechatAuthFailed', '暂不支持微信登录，请使用手机号登录');
      let openid: string;
      try {
        openid = await deps.wechat.openidForCode(code);
      } catch (error) {
        logger.warn({ err: error }, 'WeChat OAuth code exchange failed');
        throw new AppError('wechatAuthFailed');
      }
      const boundId = await auth.findBoundUserId('wechat', openid);
      const user = boundId === undefined ? undefined : await users.findById(boundId);
      if (user) return { isBound: true, login: await logins.issue(user, true, client), bindTicket: null };

      const bindTicket = newBindTicket();
      await auth.insertBindTicket(hashBindTicket(bindTicket), openid, new Date(now().getTime() + BIND_TICKET_TTL_MS));
      return { isBound: false, login: null, bindTicket };
    },
  };
};

export type HostLoginService = ReturnType<typeof createHostLoginService>;
