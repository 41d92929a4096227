import path from 'node:path';
import { z } from 'zod';

/**
 * All settings, read once from the environment and validated. A bad value stops start-up with a message
 * that names it. Every setting is listed with its default in the README.
 */
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
  SEED_DEMO: boolean.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PRODUCT_NAME: z.string().min(1).max(20).default('优点巴士'),
  BASE_PATH: z
    .string()
    .regex(/^(\/[A-Za-z0-9._-]+)*\/?$/, 'must be empty or a path such as /chuxing-h5')
    .default('')
    .transform((v) => v.replace(/\/+$/, '')),
  WEB_DIST_DIR: z.string().min(1).optional(),
  API_BASE_URL: z.string().url().or(z.literal('')).default(''),
  LOG_HOST: z.string().url().or(z.literal('')).default(''),
  MONITOR_COLLECTOR: z.string().url().or(z.literal('')).default(''),
  PRODUCTION_HOSTS: csv.default([]),
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/.+\{z\}.*\{x\}.*\{y\}/, 'must be a tile URL template with {z}, {x} and {y}')
    .or(z.literal(''))
    .default(''),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  isDemoSeedEnabled: boolean;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  productName: string;
  basePath: string;
  webDistDir: string;
  apiBaseUrl: string;
  logHost: string;
  monitorCollector: string;
  productionHosts: string[];
  mapTileUrl: string;
  sessionTtlDays: number;
  shutdownGraceMs: number;
};

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
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    isDemoSeedEnabled: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    productName: e.PRODUCT_NAME,
    basePath: e.BASE_PATH,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    apiBaseUrl: e.API_BASE_URL,
    logHost: e.LOG_HOST,
    monitorCollector: e.MONITOR_COLLECTOR,
    productionHosts: e.PRODUCTION_HOSTS,
    mapTileUrl: e.MAP_TILE_URL,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
  };
};
