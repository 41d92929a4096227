import path from 'node:path';
import { isTileTemplate } from '@udian/contracts/map-tiles';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxySetting } from './http/trust-proxy';

/**
 * All settings, read once from the environment and validated. A bad value stops start-up with a message
 * that names it. Every setting is listed with its default in the README.
 */
/** Development and tests only: loadConfig refuses it when NODE_ENV is production. */
export const DEV_SMS_CODE_SECRET = 'dev-only-sms-code-secret-change-me';
/** Development and tests only: in production an unset SUPER_APP_SIGN_KEY turns super-app login off. */
export const DEV_SUPER_APP_SIGN_KEY = 'dev-only-super-app-sign-key';
/** Development and tests only: the sandbox gateway signs its notifications with it. */
export const DEV_SANDBOX_PAY_SECRET = 'dev-only-sandbox-pay-secret';
/** Development and tests only: the super-app payment sign key when SUPER_APP_PAY_KEY is unset. */
export const DEV_SUPER_APP_PAY_KEY = 'dev-only-super-app-pay-key';
/** Development and tests only: loadConfig refuses it when NODE_ENV is production. */
export const DEV_RIDE_CODE_SECRET = 'dev-only-ride-code-secret-change-me';
/** Development and tests only: loadConfig refuses it when NODE_ENV is production. */
export const DEV_INVITE_CODE_SECRET = 'dev-only-invite-code-secret-change-me';

const boolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const csv = z.string().transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  // Decision 038: the pool per server instance, and how long a query may wait for one of its connections.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3_000),
  SEED_DEMO: boolean.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PRODUCT_NAME: z.string().min(1).max(20).default('优点巴士'),
  BASE_PATH: z
    .string()
    .regex(/^(\/[A-Za-z0-9._-]+)*\/?$/, 'must be empty or a path such as /chuxing-h5')
    .default('')
    .transform((v) => v.replace(/\/+$/, '')),
  WEB_DIST_DIR: z.string().min(1).optional(),
  // Decision 043: pages rendered on the server, and how long a render may take before the page goes out unrendered.
  PAGE_RENDERING: boolean.default(true),
  PAGE_RENDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(1500),
  API_BASE_URL: z.string().url().or(z.literal('')).default(''),
  LOG_HOST: z.string().url().or(z.literal('')).default(''),
  MONITOR_COLLECTOR: z.string().url().or(z.literal('')).default(''),
  PRODUCTION_HOSTS: csv.default([]),
  WECHAT_JS_SDK_URL: z.string().url().or(z.literal('')).default(''),
  // A Leaflet template; subdomains as {s} (a, b, c) or a range such as {1-4} (packages/contracts/src/map-tiles.ts).
  MAP_TILE_URL: z
    .string()
    .refine((v) => v === '' || isTileTemplate(v), 'must be an http(s) tile URL template with {z}, {x} and {y}')
    .default(''),
  // AMap (Gaode) JS API 2.0 for the maps and place search: the web key and its security code.
  AMAP_KEY: z.string().regex(/^[A-Za-z0-9]{1,64}$/, 'must be an AMap web key (letters and digits)').or(z.literal('')).default(''),
  AMAP_SECURITY_CODE: z.string().regex(/^[A-Za-z0-9]{1,64}$/, 'must be an AMap security code (letters and digits)').or(z.literal('')).default(''),
  // Tests only (refused in production): where the web app loads the AMap script from instead of AMap's host.
  AMAP_JS_URL: z.string().regex(/^https?:\/\/[^\s]+$/, 'must be an http(s) URL').or(z.literal('')).default(''),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // The operator console (decision 044): session length, failed logins per address per 15 minutes, the
  // largest after-sales refund customer service may make (cents; finance and admin any), where its build is.
  OPS_SESSION_HOURS: z.coerce.number().int().min(1).max(168).default(12),
  OPS_LOGIN_IP_LIMIT: z.coerce.number().int().min(10).max(10_000).default(50),
  OPS_SERVICE_REFUND_LIMIT_CENTS: z.coerce.number().int().min(0).max(100_000_000).default(20_000),
  CONSOLE_DIST_DIR: z.string().default(''),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  // Decision 041: whose X-Forwarded-For is believed (empty: nobody's), and the slow-client time-outs.
  TRUST_PROXY: z.string().default('').transform((value, ctx) => {
    const parsed = parseTrustProxy(value);
    if ('problem' in parsed) {
      ctx.addIssue({ code: 'custom', message: `${parsed.problem} (e.g. 10.0.0.5,10.1.0.0/16, loopback, or 1)` });
      return z.NEVER;
    }
    return parsed.setting;
  }),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(15_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1).max(3_600_000).default(72_000),
  HTTP_CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  // Decision 019: on by default outside production.
  RESPONSE_VALIDATION: z.enum(['on', 'off']).optional(),

  // Accounts (decisions 016 and 017).
  SESSION_ONLY_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  SMS_PROVIDER: z.enum(['console', 'aliyun']).default('console'),
  SMS_CODE_SECRET: z.string().min(16, 'must be at least 16 characters').default(DEV_SMS_CODE_SECRET),
  SMS_IP_HOURLY_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
  SMS_DEVICE_HOURLY_LIMIT: z.coerce.number().int().min(1).max(1_000).default(10),
  ALIYUN_SMS_ENDPOINT: z.string().url().default('https://dysmsapi.aliyuncs.com/'),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().default(''),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().default(''),
  ALIYUN_SMS_SIGN_NAME: z.string().default(''),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().default(''),
  ALIYUN_SMS_NOTICE_TEMPLATE_CODE: z.string().default(''),
  ALIYUN_SMS_REGION_ID: z.string().min(1).default('cn-hangzhou'),
  // Groups (decision 048): the e-mail provider of company-address codes (only the console one so far).
  EMAIL_PROVIDER: z.enum(['console']).default('console'),
  SUPER_APP_SIGN_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  CITIZEN_APP_ID: z.string().min(1).default('citizen-app-dev'),
  CITIZEN_APP_API_URL: z.string().url().or(z.literal('')).default(''),
  CITIZEN_APP_SECRET: z.string().default(''),
  JINHUA_APP_ID: z.string().min(1).default('jinhua-app-dev'),
  JINHUA_APP_API_URL: z.string().url().or(z.literal('')).default(''),
  JINHUA_APP_SECRET: z.string().default(''),
  WECHAT_APP_ID: z.string().min(1).default('wx-dev-appid'),
  WECHAT_APP_SECRET: z.string().default(''),
  WECHAT_API_BASE_URL: z.string().url().default('https://api.weixin.qq.com'),

  // Buying (decisions 020-022).
  // Fractions allowed (0.75 = 45 s) so end-to-end tests can watch an order lapse.
  ORDER_HOLD_MINUTES: z.coerce.number().min(0.25, 'must be at least 0.25 (15 s)').max(120).default(10),
  ORDER_EXPIRY_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  /** Refunds no provider took on are sent again this often (decision 025). */
  REFUND_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /** Sales of a departure close this many minutes before it leaves the first stop. */
  SALES_CLOSE_MINUTES: z.coerce.number().int().min(0).max(1440).default(0),
  MAX_PENDING_ORDERS: z.coerce.number().int().min(1).max(100).default(5),
  PAYMENT_SANDBOX: z.enum(['on', 'off']).optional(),
  PAYMENT_SANDBOX_SECRET: z.string().min(16, 'must be at least 16 characters').default(DEV_SANDBOX_PAY_SECRET),
  SUPER_APP_PAY_LINK: z.string().regex(/^[a-z][a-z0-9+.-]*:/, 'must be a URL or app scheme such as wdnj://pay').or(z.literal('')).default(''),
  SUPER_APP_PAY_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  SUPER_APP_PAY_API_URL: z.string().url().or(z.literal('')).default(''),
  WECHAT_PAY_MCH_ID: z.string().default(''),
  WECHAT_PAY_APP_ID: z.string().default(''),
  WECHAT_PAY_SERIAL_NO: z.string().default(''),
  WECHAT_PAY_PRIVATE_KEY: z.string().default(''),
  WECHAT_PAY_API_V3_KEY: z.string().refine((v) => v === '' || Buffer.byteLength(v) === 32, 'must be exactly 32 bytes').default(''),
  WECHAT_PAY_PLATFORM_PUBLIC_KEY: z.string().default(''),
  WECHAT_PAY_PLATFORM_SERIAL: z.string().default(''),
  WECHAT_PAY_API_BASE_URL: z.string().url().default('https://api.mch.weixin.qq.com'),
  WECHAT_PAY_NOTIFY_URL: z.string().url().or(z.literal('')).default(''),

  // Riding (decision 024).
  RIDE_CODE_SECRET: z.string().min(16, 'must be at least 16 characters').default(DEV_RIDE_CODE_SECRET),
  TICKET_CHECK_OPENS_MINUTES: z.coerce.number().int().min(0).max(1440).default(60),
  TICKET_CHECK_CLOSES_MINUTES: z.coerce.number().int().min(0).max(1440).default(30),

  // The invitation campaign (decision 045): the invite code's HMAC key, and how often rewards are settled.
  INVITE_CODE_SECRET: z.string().min(16, 'must be at least 16 characters').default(DEV_INVITE_CODE_SECRET),
  INVITE_REWARD_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  CROWDFUND_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),

  // Live buses: vehicle positions in (decision 026). The GTFS-Realtime poller runs only when the URL is set.
  GTFS_RT_VEHICLE_POSITIONS_URL: z.string().url().optional(),
  GTFS_RT_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  // Live buses: the vehicle simulator (decision 027): on by default with the embedded database.
  SIMULATOR: z.enum(['on', 'off']).optional(),
  SIMULATOR_TICK_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  // Segment learning (decision 028): stop passages into segment travel times, this often.
  SEGMENT_LEARNING_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  // Money back when the bus is late: finished departures are judged against their riders' stops this often.
  LATENESS_CHECK_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),

  // The departure horizon (the next 30 service days of departures) is rolled forward this often.
  DEPARTURE_HORIZON_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  // Decision 039: how often each instance asks whether the network changed (another instance's import).
  NETWORK_REFRESH_SECONDS: z.coerce.number().int().min(1).max(3600).default(3),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL only (decision 038): connections per instance, and the longest wait for one. */
  database: { poolSize: number; connectTimeoutMs: number };
  isDemoSeedEnabled: boolean;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  productName: string;
  basePath: string;
  webDistDir: string;
  /** Decision 043: pages rendered on the server (when the build has its bundle), and the render's time-out. */
  pageRendering: { isOn: boolean; timeoutMs: number };
  apiBaseUrl: string;
  logHost: string;
  monitorCollector: string;
  productionHosts: string[];
  mapTileUrl: string;
  /** AMap JS API 2.0: key '' = AMap off (Leaflet over mapTileUrl, or no base map). */
  amap: { key: string; securityCode: string; scriptUrl: string };
  wechatJsSdkUrl: string;
  sessionTtlDays: number;
  /** The operator console (decision 044). consoleDistDir: its build, served under /ops/. */
  operations: { sessionHours: number; loginIpLimit: number; serviceRefundLimitCents: number; consoleDistDir: string };
  shutdownGraceMs: number;
  http: HttpConfig;
  /** Responses checked against their contract schema (decision 019); otherwise plain JSON.stringify. */
  isResponseValidationOn: boolean;
  accounts: AccountsConfig;
  /** Groups (decision 048): the provider that sends company-address codes. */
  email: EmailConfig;
  buying: BuyingConfig;
  riding: RidingConfig;
  /** The invitation campaign: the key of the invite code's HMAC, and how often the invite-rewards job runs. */
  invitations: { codeSecret: string; rewardSeconds: number };
  /** Crowdfunded lines (decision 047): how often they are checked against their target and deadline. */
  crowdfunds: { checkSeconds: number };
  vehiclePositions: VehiclePositionsConfig;
  /** Simulated buses (decision 027): on by default with the embedded database (no DATABASE_URL), off otherwise. */
  simulator: { isOn: boolean; tickSeconds: number };
  /** ETAs (decision 028): how often stop passages are learned into segment travel times. */
  eta: { segmentLearningSeconds: number };
  /** Lateness compensation: how often finished departures are judged and their late riders compensated. */
  lateness: { checkSeconds: number };
  /** The network: how often the departure horizon is rolled forward, and how often the version is checked. */
  network: { departureHorizonMinutes: number; refreshSeconds: number };
};

/** The listening socket (decision 041): whose forwarded address is believed, and how long slow clients may take. */
export type HttpConfig = {
  trustProxy: TrustProxySetting;
  /** The whole request head (request line and headers) must arrive within this; 0 = no limit. */
  headersTimeoutMs: number;
  /** The whole request, body included; 0 = no limit. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** A connection on which nothing moves (either way) for this long is closed; 0 = never. */
  connectionTimeoutMs: number;
};

/** Vehicle positions in (live buses): an operator's GTFS-Realtime VehiclePositions feed, polled when set. */
export type VehiclePositionsConfig = { gtfsRtUrl: string | null; gtfsRtPollSeconds: number };

export type RidingConfig = {
  /** Signs ride codes and share links (HMAC-SHA256). */
  rideCodeSecret: string;
  /** Check-in opens this many minutes before the bus is at the rider's boarding stop… */
  checkOpensMinutes: number;
  /** …and closes this many minutes after. */
  checkClosesMinutes: number;
};

/** WeChat Pay API v3 merchant settings; null when WECHAT_PAY_MCH_ID is unset (WeChat Pay off). */
export type WechatPayConfig = {
  mchId: string;
  appId: string;
  /** The merchant certificate's serial number, sent with every signed request. */
  serialNo: string;
  /** The merchant API private key, PEM. */
  privateKey: string;
  /** The APIv3 key (32 bytes) that decrypts notification resources. */
  apiV3Key: string;
  /** WeChat Pay's public key (PEM) that verifies answers and notifications, and its id (Wechatpay-Serial). */
  platformPublicKey: string;
  platformSerial: string;
  apiBaseUrl: string;
  notifyUrl: string;
};

export type BuyingConfig = {
  holdMinutes: number;
  expirySweepSeconds: number;
  /** How often refunds no provider took on are sent again. */
  refundRetrySeconds: number;
  salesCloseMinutes: number;
  maxPendingOrders: number;
  /** The sandbox cashier: on outside production by default; never on in production unless asked for. */
  sandbox: { isOn: boolean; secret: string };
  /** link '' = super-app payment off. */
  superApp: { payLink: string; payKey: string; apiUrl: string };
  wechatPay: WechatPayConfig | null;
};

/**
 * A ticket-exchanging host (citizen app, Jinhua app): its app id, and its server. An empty apiUrl means
 * "no real server": the development adapter outside production, the host login switched off in production.
 */
export type TicketHostConfig = { appId: string; apiUrl: string; secret: string };

export type AccountsConfig = {
  sessionOnlyTtlHours: number;
  sms: {
    provider: 'console' | 'aliyun';
    codeSecret: string;
    ipHourlyLimit: number;
    deviceHourlyLimit: number;
    aliyun: { endpoint: string; accessKeyId: string; accessKeySecret: string; signName: string; templateCode: string; noticeTemplateCode: string; regionId: string };
  };
  /** '' when super-app login is off (production without SUPER_APP_SIGN_KEY). */
  superAppSignKey: string;
  citizenApp: TicketHostConfig;
  jinhuaApp: TicketHostConfig;
  /** An empty appSecret means the development adapter outside production, and off in production. */
  wechat: { appId: string; appSecret: string; apiBaseUrl: string };
};

/** The e-mail provider: console logs each message (and, outside production, keeps it for GET /dev/email-outbox). */
export type EmailConfig = { provider: 'console' };

export class ConfigError extends Error {}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  // An empty variable means "not set": the default applies.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const problems: string[] = [];
  if (isProduction && e.SMS_CODE_SECRET === DEV_SMS_CODE_SECRET) {
    problems.push('  SMS_CODE_SECRET: must be set to a secret of your own in production');
  }
  if (isProduction && e.SUPER_APP_SIGN_KEY === DEV_SUPER_APP_SIGN_KEY) {
    problems.push('  SUPER_APP_SIGN_KEY: the development key cannot be used in production');
  }
  if (isProduction && e.PAYMENT_SANDBOX === 'on' && e.PAYMENT_SANDBOX_SECRET === DEV_SANDBOX_PAY_SECRET) {
    problems.push('  PAYMENT_SANDBOX_SECRET: must be set to a secret of your own when the sandbox is on in production');
  }
  if (isProduction && e.RIDE_CODE_SECRET === DEV_RIDE_CODE_SECRET) {
    problems.push('  RIDE_CODE_SECRET: must be set to a secret of your own in production');
  }
  if (isProduction && e.INVITE_CODE_SECRET === DEV_INVITE_CODE_SECRET) {
    problems.push('  INVITE_CODE_SECRET: must be set to a secret of your own in production');
  }
  if (isProduction && e.AMAP_JS_URL) {
    problems.push('  AMAP_JS_URL: a stand-in AMap script is for tests only; unset it in production');
  }
  if (e.SUPER_APP_PAY_LINK && isProduction && !e.SUPER_APP_PAY_KEY) {
    problems.push('  SUPER_APP_PAY_KEY: required when SUPER_APP_PAY_LINK is set in production');
  }
  if (e.WECHAT_PAY_MCH_ID) {
    for (const name of ['WECHAT_PAY_SERIAL_NO', 'WECHAT_PAY_PRIVATE_KEY', 'WECHAT_PAY_API_V3_KEY', 'WECHAT_PAY_PLATFORM_PUBLIC_KEY', 'WECHAT_PAY_PLATFORM_SERIAL', 'WECHAT_PAY_NOTIFY_URL'] as const) {
      if (!e[name]) problems.push(`  ${name}: required when WECHAT_PAY_MCH_ID is set`);
    }
  }
  if (e.SMS_PROVIDER === 'aliyun') {
    for (const name of ['ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATE_CODE'] as const) {
      if (!e[name]) problems.push(`  ${name}: required when SMS_PROVIDER is aliyun`);
    }
  }
  if (e.HTTP_HEADERS_TIMEOUT_MS > 0 && e.HTTP_REQUEST_TIMEOUT_MS > 0 && e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS) {
    problems.push('  HTTP_HEADERS_TIMEOUT_MS: must not exceed HTTP_REQUEST_TIMEOUT_MS (the headers are part of the request)');
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    database: { poolSize: e.DATABASE_POOL_SIZE, connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS },
    isDemoSeedEnabled: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    productName: e.PRODUCT_NAME,
    basePath: e.BASE_PATH,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    pageRendering: { isOn: e.PAGE_RENDERING, timeoutMs: e.PAGE_RENDER_TIMEOUT_MS },
    apiBaseUrl: e.API_BASE_URL,
    logHost: e.LOG_HOST,
    monitorCollector: e.MONITOR_COLLECTOR,
    productionHosts: e.PRODUCTION_HOSTS,
    mapTileUrl: e.MAP_TILE_URL,
    amap: { key: e.AMAP_KEY, securityCode: e.AMAP_SECURITY_CODE, scriptUrl: e.AMAP_JS_URL },
    wechatJsSdkUrl: e.WECHAT_JS_SDK_URL,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    operations: {
      sessionHours: e.OPS_SESSION_HOURS,
      loginIpLimit: e.OPS_LOGIN_IP_LIMIT,
      serviceRefundLimitCents: e.OPS_SERVICE_REFUND_LIMIT_CENTS,
      consoleDistDir: path.resolve(e.CONSOLE_DIST_DIR || path.join(repoRoot, 'apps/console/dist')),
    },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    http: {
      trustProxy: e.TRUST_PROXY,
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      connectionTimeoutMs: e.HTTP_CONNECTION_TIMEOUT_MS,
    },
    isResponseValidationOn: (e.RESPONSE_VALIDATION ?? (isProduction ? 'off' : 'on')) === 'on',
    accounts: {
      sessionOnlyTtlHours: e.SESSION_ONLY_TTL_HOURS,
      sms: {
        provider: e.SMS_PROVIDER,
        codeSecret: e.SMS_CODE_SECRET,
        ipHourlyLimit: e.SMS_IP_HOURLY_LIMIT,
        deviceHourlyLimit: e.SMS_DEVICE_HOURLY_LIMIT,
        aliyun: {
          endpoint: e.ALIYUN_SMS_ENDPOINT,
          accessKeyId: e.ALIYUN_SMS_ACCESS_KEY_ID,
          accessKeySecret: e.ALIYUN_SMS_ACCESS_KEY_SECRET,
          signName: e.ALIYUN_SMS_SIGN_NAME,
          templateCode: e.ALIYUN_SMS_TEMPLATE_CODE,
          noticeTemplateCode: e.ALIYUN_SMS_NOTICE_TEMPLATE_CODE,
          regionId: e.ALIYUN_SMS_REGION_ID,
        },
      },
      superAppSignKey: e.SUPER_APP_SIGN_KEY ?? (isProduction ? '' : DEV_SUPER_APP_SIGN_KEY),
      citizenApp: { appId: e.CITIZEN_APP_ID, apiUrl: e.CITIZEN_APP_API_URL, secret: e.CITIZEN_APP_SECRET },
      jinhuaApp: { appId: e.JINHUA_APP_ID, apiUrl: e.JINHUA_APP_API_URL, secret: e.JINHUA_APP_SECRET },
      wechat: { appId: e.WECHAT_APP_ID, appSecret: e.WECHAT_APP_SECRET, apiBaseUrl: e.WECHAT_API_BASE_URL.replace(/\/+$/, '') },
    },
    email: { provider: e.EMAIL_PROVIDER },
    buying: {
      holdMinutes: e.ORDER_HOLD_MINUTES,
      expirySweepSeconds: e.ORDER_EXPIRY_SWEEP_SECONDS,
      refundRetrySeconds: e.REFUND_RETRY_SECONDS,
      salesCloseMinutes: e.SALES_CLOSE_MINUTES,
      maxPendingOrders: e.MAX_PENDING_ORDERS,
      sandbox: { isOn: (e.PAYMENT_SANDBOX ?? (isProduction ? 'off' : 'on')) === 'on', secret: e.PAYMENT_SANDBOX_SECRET },
      superApp: {
        payLink: e.SUPER_APP_PAY_LINK,
        payKey: e.SUPER_APP_PAY_KEY ?? DEV_SUPER_APP_PAY_KEY,
        apiUrl: e.SUPER_APP_PAY_API_URL.replace(/\/+$/, ''),
      },
      wechatPay: e.WECHAT_PAY_MCH_ID
        ? {
            mchId: e.WECHAT_PAY_MCH_ID,
            appId: e.WECHAT_PAY_APP_ID || e.WECHAT_APP_ID,
            serialNo: e.WECHAT_PAY_SERIAL_NO,
            privateKey: e.WECHAT_PAY_PRIVATE_KEY.replace(/\\n/g, '\n'),
            apiV3Key: e.WECHAT_PAY_API_V3_KEY,
            platformPublicKey: e.WECHAT_PAY_PLATFORM_PUBLIC_KEY.replace(/\\n/g, '\n'),
            platformSerial: e.WECHAT_PAY_PLATFORM_SERIAL,
            apiBaseUrl: e.WECHAT_PAY_API_BASE_URL.replace(/\/+$/, ''),
            notifyUrl: e.WECHAT_PAY_NOTIFY_URL,
          }
        : null,
    },
    riding: {
      rideCodeSecret: e.RIDE_CODE_SECRET,
      checkOpensMinutes: e.TICKET_CHECK_OPENS_MINUTES,
      checkClosesMinutes: e.TICKET_CHECK_CLOSES_MINUTES,
    },
    invitations: { codeSecret: e.INVITE_CODE_SECRET, rewardSeconds: e.INVITE_REWARD_SECONDS },
    crowdfunds: { checkSeconds: e.CROWDFUND_CHECK_SECONDS },
    vehiclePositions: { gtfsRtUrl: e.GTFS_RT_VEHICLE_POSITIONS_URL ?? null, gtfsRtPollSeconds: e.GTFS_RT_POLL_SECONDS },
    simulator: { isOn: (e.SIMULATOR ?? (e.DATABASE_URL ? 'off' : 'on')) === 'on', tickSeconds: e.SIMULATOR_TICK_SECONDS },
    eta: { segmentLearningSeconds: e.SEGMENT_LEARNING_SECONDS },
    lateness: { checkSeconds: e.LATENESS_CHECK_SECONDS },
    network: { departureHorizonMinutes: e.DEPARTURE_HORIZON_MINUTES, refreshSeconds: e.NETWORK_REFRESH_SECONDS },
  };
};
