import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { App } from '../../http/app-instance';
import { createHostProviders } from '../../providers/host/create-host-providers';
import { createSmsProvider } from '../../providers/sms/create-sms-provider';
import { createAddressRepository } from './address/address.repository';
import { registerAddressRoutes } from './address/address.routes';
import { createAddressService } from './address/address.service';
import { createAuthRepository } from './auth/auth.repository';
import { registerAuthRoutes } from './auth/auth.routes';
import { createAuthService } from './auth/auth.service';
import { createHostLoginService } from './auth/host-login.service';
import { createLoginIssuer } from './auth/login-issuer';
import { createPassengerRepository } from './passenger/passenger.repository';
import { registerPassengerRoutes } from './passenger/passenger.routes';
import { createPassengerService } from './passenger/passenger.service';
import { createSessionRepository } from './session/session.repository';
import { createSessionService } from './session/session.service';
import { createSmsCodeRepository } from './sms/sms.repository';
import { registerSmsRoutes } from './sms/sms.routes';
import { createSmsService } from './sms/sms.service';
import { createTransitCardsRepository } from './transit-cards/transit-cards.repository';
import { registerTransitCardRoutes } from './transit-cards/transit-cards.routes';
import { createTransitCardsService } from './transit-cards/transit-cards.service';
import { createUserRepository } from './user/user.repository';
import { registerUserRoutes } from './user/user.routes';
import { createUserService } from './user/user.service';
import { registerWechatRoutes } from './wechat/wechat.routes';
import { createWechatService } from './wechat/wechat.service';

export type AccountsDeps = {
  config: Config;
  db: Db;
  /** Tests pass a clock to reach limits and expiries without waiting. */
  now?: () => Date;
};

/**
 * The accounts context (decisions 005, 016, 017): sessions, SMS codes, every login, logout, the profile, the
 * JS-SDK signature, passengers and addresses (repositories → services → routes). Answers the session
 * service (the request hooks check every token with it) and the port the contexts after it use.
 */
export const registerAccounts = (app: App, { config, db, now }: AccountsDeps) => {
  const accounts = config.accounts;
  const isProduction = config.env === 'production';
  const logger = app.log;
  const users = createUserRepository(db);
  const auth = createAuthRepository(db);
  const passengers = createPassengerRepository(db);

  const sessionService = createSessionService({
    db,
    sessions: createSessionRepository(db),
    ttlDays: config.sessionTtlDays,
    sessionOnlyTtlHours: accounts.sessionOnlyTtlHours,
    now,
  });

  const { provider, consoleOutbox } = createSmsProvider(accounts.sms, logger);
  if (isProduction && provider.name === 'console') {
    logger.warn('SMS_PROVIDER is console in production: codes are written to the log and no text message is sent');
  }
  const smsService = createSmsService({
    db,
    codes: createSmsCodeRepository(db),
    provider,
    secret: accounts.sms.codeSecret,
    ipHourlyLimit: accounts.sms.ipHourlyLimit,
    deviceHourlyLimit: accounts.sms.deviceHourlyLimit,
    logger,
    now,
  });
  registerSmsRoutes(app, { smsService, devOutbox: isProduction ? null : consoleOutbox });

  const logins = createLoginIssuer({ sessions: sessionService });
  const { ticketHosts, wechat } = createHostProviders(accounts, isProduction, now);
  const authService = createAuthService({ db, users, auth, sms: smsService, sessions: sessionService, logins, logger, now });
  registerAuthRoutes(app, {
    authService,
    hostLoginService: createHostLoginService({
      db,
      users,
      auth,
      logins,
      superAppSignKey: accounts.superAppSignKey,
      ticketHosts,
      wechat,
      jinhuaAppId: accounts.jinhuaApp.appId,
      logger,
      now,
    }),
  });
  registerWechatRoutes(app, { wechatService: createWechatService({ wechat, logger, now }) });

  const userService = createUserService({ users });
  const passengerService = createPassengerService({ db, users, passengers });
  registerUserRoutes(app, { userService });
  registerPassengerRoutes(app, { passengerService });
  const addressService = createAddressService({ db, users, addresses: createAddressRepository(db) });
  registerAddressRoutes(app, { addressService });
  // Transit cards (decision 053): numbers bound to the account, shown on tickets of lines that take a swipe.
  registerTransitCardRoutes(app, { transitCards: createTransitCardsService({ db, users, cards: createTransitCardsRepository(db) }) });

  return {
    sessionService,
    /** SMS sign-up from another context (promotions' invite link), through its port. */
    authService,
    userService,
    passengerService,
    /** The passenger's common addresses (demand's port: the places near a tapped point). */
    addressService,
    /** The SMS provider, for notices to riders (operations: a stopped departure). */
    smsProvider: provider,
    /** What the contexts after accounts may ask of it (buying's AccountsPort), through its services. */
    port: { lockUser: userService.lockUser, listPassengerIds: passengerService.listIds },
  };
};

export type Accounts = ReturnType<typeof registerAccounts>;
