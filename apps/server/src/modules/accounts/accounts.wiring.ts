import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { App } from '../../http/app-instance';
import { createHostProviders } from '../../providers/host/create-host-providers';
import { createSmsProvider } from '../../providers/sms/create-sms-provider';
import { createAddressRepository } from './address/address.repository';
import { registerAddressRoutes } from './address/address.routes';
import { createAddressService } from './address/address.service';
import { createPassengerRepository } from './passenger/passenger.repository';
import { registerPassengerRoutes } from './passenger/passenger.routes';
import { createPassengerService } from './passenger/passenger.service';
import type { SessionService } from './session/session.service';
import { createSmsCodeRepository } from './sms/sms.repository';
import { registerSmsRoutes } from './sms/sms.routes';
import { createSmsService } from './sms/sms.service';
import { createUserRepository } from './user/user.repository';
import { createWechatService } from './wechat/wechat.service';
import { registerWechatRoutes } from './wechat/wechat.routes';
import { createAuthRepository } from './auth/auth.repository';
import { registerAuthRoutes } from './auth/auth.routes';
import { createAuthService } from './auth/auth.service';
import { createHostLoginService } from './auth/host-login.service';
import { createLoginIssuer } from './auth/login-issuer';

export type AccountsDeps = {
  config: Config;
  db: Db;
  sessions: SessionService;
  /** Tests pass a clock to reach limits and expiries without waiting. */
  now?: () => Date;
};

/**
 * Issue 4 in one place, so app.ts gains one line: SMS codes, every login, logout, the JS-SDK signature,
 * passengers and addresses (repositories → services → routes, as app.ts does for the rest).
 */
export const registerAccounts = (app: App, { config, db, sessions, now }: AccountsDeps): void => {
  const accounts = config.accounts;
  const isProduction = config.env === 'production';
  const logger = app.log;
  const users = createUserRepository(db);
  const auth = createAuthRepository(db);

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

  const logins = createLoginIssuer({ sessions });
  const { ticketHosts, wechat } = createHostProviders(accounts, isProduction, now);
  registerAuthRoutes(app, {
    authService: createAuthService({ users, auth, sms: smsService, sessions, logins, logger, now }),
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

  registerPassengerRoutes(app, {
    passengerService: createPassengerService({ db, users, passengers: createPassengerRepository(db) }),
  });
  registerAddressRoutes(app, { addressService: createAddressService({ db, users, addresses: createAddressRepository(db) }) });
};
