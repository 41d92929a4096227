import formBody from '@fastify/formbody';
import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { z } from 'zod';
import { AppError } from './http/app-error';
import type { Config } from './config';
import type { Db } from './db/database';
import type { App } from './http/app-instance';
import { registerErrorHandling } from './http/error-handler';
import { registerJsonBodyParser } from './http/json-body';
import { registerOperatorAccess } from './http/operator-access';
import { registerOpenApi } from './http/openapi';
import { registerRequestHooks } from './http/request-hooks';
import { responseSerializer } from './http/response-serializer';
import { registerSecurityHeaders } from './http/security-headers';
import { registerTextCompression } from './http/text-compression';
import { answerClientError, answerFrameworkError, answerUnmetExpectation } from './http/transport-errors';
import { registerTransportHooks } from './http/transport-hooks';
import { trustProxyOption } from './http/trust-proxy';
import { registerConsoleApp } from './http/console-app';
import { registerWebApp } from './http/web-app';
import { registerJobs, type PeriodicJob } from './jobs/scheduler';
import { periodicJobs } from './jobs/periodic-jobs';
import { registerAccounts } from './modules/accounts/accounts.wiring';
import { registerBuying } from './modules/buying/buying.wiring';
import { registerContent } from './modules/content/content.wiring';
import { registerDemand } from './modules/demand/demand.wiring';
import { registerFeedback } from './modules/feedback/feedback.wiring';
import { registerGroups } from './modules/groups/groups.wiring';
import { registerLive } from './modules/live/live.wiring';
import { registerNetwork } from './modules/network/network.wiring';
import { registerOperations } from './modules/operations/operations.wiring';
import { registerPromotions } from './modules/promotions/promotions.wiring';
import { registerRiding } from './modules/riding/riding.wiring';
import { registerSystem } from './modules/system/system.wiring';
import { createEmailProvider } from './providers/email/create-email-provider';

// Validation messages reach passengers: Chinese, once for the whole process.
z.config(z.locales.zhCN());

export type AppDeps = {
  config: Config;
  db: Db;
  /** A pino logger; tests pass a silent one. */
  logger?: Logger | boolean;
  /** Tests pass a clock to reach limits, expiries, check windows and stale positions without waiting. */
  now?: () => Date;
  /** The periodic jobs (jobs/periodic-jobs.ts): on in the server, off in tests, which run the work themselves. */
  isJobsOn?: boolean;
  /** Handed the periodic jobs, on or off: a test runs one when it chooses (test/test-app.ts runJob). */
  onJobs?: (jobs: readonly PeriodicJob[]) => void;
};

/** A quarter of the shortest time-out, between 10 ms and 1 s: a limit is enforced at most a quarter late. */
const connectionsCheckingInterval = ({ headersTimeoutMs, requestTimeoutMs }: Config['http']): number => {
  const limits = [headersTimeoutMs, requestTimeoutMs].filter((ms) => ms > 0);
  if (limits.length === 0) return 30_000;
  return Math.min(1000, Math.max(10, Math.floor(Math.min(...limits) / 4)));
};

/** Builds the whole server without listening: the entry point listens, tests call app.inject. */
export const buildApp = async ({ config, db, logger, now, isJobsOn = false, onJobs }: AppDeps): Promise<App> => {
  const app = Fastify({
    loggerInstance: typeof logger === 'object' ? (logger as FastifyBaseLogger) : undefined,
    logger: typeof logger === 'object' ? undefined : (logger ?? { level: config.logLevel }),
    // Our own onResponse hook logs each request once, with the client headers.
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 256 * 1024,
    // Decision 041: X-Forwarded-For is believed only from the configured proxies.
    trustProxy: trustProxyOption(config.http.trustProxy),
    // Decision 041: slow clients (a head or body dripped in, an idle connection) are cut off.
    connectionTimeout: config.http.connectionTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    requestTimeout: config.http.requestTimeoutMs,
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      // Node looks for expired heads and requests this often (30 s by default, which would stretch a 15 s limit).
      connectionsCheckingInterval: connectionsCheckingInterval(config.http),
      // transport-hooks.ts answers a missing Host in the envelope instead of Node's empty 400.
      requireHostHeader: false,
    },
    // Decision 040: faults found before a route runs are answered in the envelope too.
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    return503OnClosing: false,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  app.server.on('checkExpectation', answerUnmetExpectation);

  app.setValidatorCompiler(validatorCompiler);
  // Checking every answer against its contract costs more than most calls' own work (decision 019): on in
  // development and tests, so drift still fails loudly; plain JSON in production. The schemas still
  // describe the routes in the OpenAPI document either way.
  app.setSerializerCompiler(responseSerializer(config.isResponseValidationOn));

  registerErrorHandling(app);
  registerTransportHooks(app);
  registerJsonBodyParser(app);
  await registerSecurityHeaders(app, config);
  await registerTextCompression(app);
  await app.register(formBody);
  await registerOpenApi(app, { productName: config.productName });

  // The bounded contexts (modules/<context>/), each wired once, in dependency order: a context gets what it
  // needs of the ones before it as ports (accounts ← groups ← network ← buying ← riding; network ← live).
  registerSystem(app, { db });
  const accounts = registerAccounts(app, { config, db, now });
  // Fastify gives root hooks to every route once the app is ready, so these also check the routes above.
  registerRequestHooks(app, { sessions: accounts.sessionService });
  // Feedback (decision 057): complaints and suggestions, cooperation leads; it needs only the session.
  const feedback = registerFeedback(app, { db, now });
  // Groups (decision 048): enterprises and their members; network asks it who may buy a group's line.
  const email = createEmailProvider(config.email, { logger: app.log, isProduction: config.env === 'production' });
  const groups = registerGroups(app, {
    db,
    now,
    accounts: { lockUser: accounts.port.lockUser, phones: accounts.userService.phones },
    sms: { sendNotice: accounts.smsProvider.sendNotice, productName: config.productName },
    email: { provider: email.provider, devOutbox: email.consoleOutbox },
    codeSecret: config.accounts.sms.codeSecret,
    productName: config.productName,
  });
  const network = registerNetwork(app, { db, now, groups: groups.port });
  const buying = registerBuying(app, { config, db, accounts: accounts.port, network: network.port, groups: groups.port.schools, now });
  // Return-to-work shuttles (decision 052): groups' desk, with network's custom lines and buying's issued tickets.
  const returnWorkDesk = groups.returnWorkDesk({ accountOfPhone: accounts.userService.accountOfPhone, lines: network.customLines, tickets: buying.issuedTickets });
  registerRiding(app, { config, db, buying: buying.port, groups: groups.port.schools, now });
  const live = registerLive(app, { config, db, now });
  const promotions = registerPromotions(app, {
    config,
    db,
    now,
    accounts: {
      lockUser: accounts.port.lockUser,
      registerBySms: accounts.authService.registerBySms,
      hasUsedDevice: accounts.sessionService.hasUsedDevice,
    },
    buying: {
      grantCoupon: buying.couponService.grant,
      couponView: buying.couponService.view,
      couponTerms: buying.couponService.templateTerms,
      paidShares: buying.port.paidShares,
    },
  });
  // Demand for new lines (decision 046): what it needs of accounts and network, through their services.
  const demand = registerDemand(app, {
    db,
    now,
    accounts: {
      lockUser: accounts.port.lockUser,
      phones: accounts.userService.phones,
      commonAddresses: async (userId) => {
        const { home, work, others } = await accounts.addressService.list(String(userId));
        return [home, work, ...others].filter((address) => address !== null);
      },
    },
    network: {
      stationsNear: (at, radiusM, limit) => network.discoveryService.nearbyStops({ ...at, radius: radiusM, limit }),
      cityAt: network.citiesService.cityAt,
      regionAt: network.searchService.regionAt,
      openCities: async () => (await network.citiesService.list()).map((city) => ({ id: city.cityId, name: city.cityName })),
    },
    crowdfund: {
      lines: network.customLines,
      buying: {
        presales: buying.presalesService,
        stopDeparture: async (departureId, reason) => {
          try {
            const outcome = await buying.departureStops.stop({ departureId, reason, operatorId: null }, async () => {});
            return outcome.refunds.map((r) => ({ orderId: r.orderId, phone: r.phone, amountCents: r.amountCents }));
          } catch (err) {
            // Stopped meanwhile (another instance, the operator): nothing left to refund here.
            if (err instanceof AppError) return null;
            throw err;
          }
        },
      },
      sms: { sendNotice: accounts.smsProvider.sendNotice, productName: config.productName },
    },
  });
  // Content pages (decision 058): guides, notices and fee rules operators edit; it needs no other context.
  const content = registerContent(app, { db, now });
  // The operator console's API (decision 044), acting through the contexts above; its own access hook.
  const operations = registerOperations(app, {
    config,
    db,
    now,
    couponAdmin: promotions.couponAdmin,
    inviteCampaigns: promotions.inviteCampaigns,
    sms: accounts.smsProvider,
    lineNotices: network.lineNotices,
    lineTransitCard: network.lineTransitCard,
    lineFares: network.lineFares,
    gtfsUpload: network.gtfsUpload,
    departuresAdmin: network.departuresAdmin,
    afterSalesRefunds: buying.afterSalesRefundsService,
    departureStops: buying.departureStops,
    fleetVehicles: live.fleetVehicles,
    eta: live.etaService,
    lateness: promotions.lateness,
    lineLateThresholds: network.lineLateThresholds,
    demandAdmin: demand.demandAdmin,
    demandClusters: demand.clusters,
    odCampaignAdmin: demand.odCampaignAdmin,
    crowdfundAdmin: demand.crowdfundAdmin,
    groupAdmin: groups.admin,
    rideApplications: groups.rideApplications,
    shuttleRequests: groups.shuttleRequests,
    returnWorkDesk,
    studentCharters: groups.studentCharters,
    suggestions: feedback.suggestions,
    cooperationLeads: feedback.cooperationLeads,
    contentPages: content.pages,
    schoolAdmin: groups.schoolAdmin,
    schoolRoster: groups.schoolRoster,
    schoolLines: network.schoolLines,
    groupLines: network.groupLines,
    groupStatement: buying.groupStatement,
    periodPassProducts: buying.periodPassProducts,
    passSales: network.passSales,
  });
  registerOperatorAccess(app, operations.auth);
  const jobs = periodicJobs({ config, network, buying, live, promotions, demand });
  onJobs?.(jobs);
  if (isJobsOn) registerJobs(app, jobs);

  // The operator console's pages under /ops/ (its own build, apps/console), before the web app's catch-all.
  await registerConsoleApp(app, { distDir: config.operations.consoleDistDir, productName: config.productName });
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
      amapKey: config.amap.key,
      amapSecurityCode: config.amap.securityCode,
      amapJsUrl: config.amap.scriptUrl,
      wechatJsSdkUrl: config.wechatJsSdkUrl,
      isWechatPayOn: config.buying.wechatPay !== null,
      superAppPayLink: config.buying.superApp.payLink,
      isSandboxPayOn: config.buying.sandbox.isOn,
    },
    pageRendering: config.pageRendering,
  });

  return app;
};
