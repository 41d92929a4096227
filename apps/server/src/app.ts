import formBody from '@fastify/formbody';
import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Config } from './config';
import type { Db } from './db/database';
import type { App } from './http/app-instance';
import { registerErrorHandling } from './http/error-handler';
import { registerOpenApi } from './http/openapi';
import { registerRequestHooks } from './http/request-hooks';
import { responseSerializer } from './http/response-serializer';
import { registerSecurityHeaders } from './http/security-headers';
import { registerWebApp } from './http/web-app';
import { createBehaviourLogRepository } from './modules/system/behaviour-log/behaviour-log.repository';
import { registerBehaviourLogRoutes } from './modules/system/behaviour-log/behaviour-log.routes';
import { createBehaviourLogService } from './modules/system/behaviour-log/behaviour-log.service';
// Accounts (issue 4): SMS login, host logins, logout, JS-SDK signature, passengers, addresses.
import { registerAccounts } from './modules/accounts/accounts.wiring';
import { registerNetwork } from './modules/network/network.wiring';
import { registerBuying } from './modules/buying/buying.wiring';
import { registerRiding } from './modules/riding/riding.wiring';
import { registerEta } from './modules/live/eta/eta.wiring';
import { registerVehicles } from './modules/live/vehicles/vehicles.wiring';
import { registerSimulation } from './modules/live/simulation/simulation.wiring';
import { createHealthRepository } from './modules/system/health/health.repository';
import { registerHealthRoutes } from './modules/system/health/health.routes';

// Validation messages reach passengers: Chinese, once for the whole process.
z.config(z.locales.zhCN());

export type AppDeps = {
  config: Config;
  db: Db;
  /** A pino logger; tests pass a silent one. */
  logger?: Logger | boolean;
  /** Accounts (issue 4): tests pass a clock to reach SMS limits and expiries without waiting. */
  now?: () => Date;
  /** Periodic work inside the app (the order expiry sweep): on in the server, off in tests. */
  isJobsOn?: boolean;
};

/** Builds the whole server without listening: the entry point listens, tests call app.inject. */
export const buildApp = async ({ config, db, logger, now, isJobsOn = false }: AppDeps): Promise<App> => {
  const app = Fastify({
    loggerInstance: typeof logger === 'object' ? (logger as FastifyBaseLogger) : undefined,
    logger: typeof logger === 'object' ? undefined : (logger ?? { level: config.logLevel }),
    // Our own onResponse hook logs each request once, with the client headers.
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 256 * 1024,
    trustProxy: true,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Checking every answer against its contract costs more than most calls' own work (decision 019): on in
  // development and tests, so drift still fails loudly; plain JSON in production. The schemas still
  // describe the routes in the OpenAPI document either way.
  app.setSerializerCompiler(responseSerializer(config.isResponseValidationOn));

  registerErrorHandling(app);
  await registerSecurityHeaders(app, config);
  await app.register(formBody);
  await registerOpenApi(app, { productName: config.productName });

  registerHealthRoutes(app, { health: createHealthRepository(db) });
  registerBehaviourLogRoutes(app, {
    behaviourLogService: createBehaviourLogService({ logs: createBehaviourLogRepository(db) }),
  });

  // Accounts (issue 4).
  const accounts = registerAccounts(app, { config, db, now });
  // Fastify gives root hooks to every route once the app is ready, so these check the routes registered above too.
  registerRequestHooks(app, { sessions: accounts.sessionService });
  // Lines and discovery (issue 3): lines, nearby, recommendations, cities, banners, search.
  const network = registerNetwork(app, { db });
  // Buying (issue 5): coupons, orders and seat holds, payment.
  const buying = registerBuying(app, { config, db, accounts: accounts.port, network: network.port, now, isExpiryJobOn: isJobsOn });
  // Riding (issue 6): tickets, ride codes and check-in, share links, bus positions, invoice requests.
  registerRiding(app, { config, db, now, buying: buying.port });
  // Live buses (issue 7): vehicles on a line's route and their ETAs at its stops.
  registerEta(app, { db, now, isLearningJobOn: isJobsOn });
  // Live buses (issue 7): vehicle positions in (device push, GTFS-Realtime poller).
  registerVehicles(app, { config, db, now, isPollerOn: isJobsOn });
  // Live buses (issue 7): the vehicle simulator, on its timer only in the server and with SIMULATOR on.
  registerSimulation(app, { config, db, now, isJobsOn });

  await registerWebApp(app, {
    distDir: config.webDistDir,
    basePath: config.basePath,
    webConfig: {
      productName: config.productName,
      apiBaseUrl: config.apiBaseUrl,
      logHost: config.logHost,
      monitorCollector: config.monitorCollector,
      productionHosts: config.productionHosts,
      mapTileUrl: config.mapTileUrl,
      wechatJsSdkUrl: config.wechatJsSdkUrl,
      isWechatPayOn: config.buying.wechatPay !== null,
      superAppPayLink: config.buying.superApp.payLink,
      isSandboxPayOn: config.buying.sandbox.isOn,
    },
  });

  return app;
};
