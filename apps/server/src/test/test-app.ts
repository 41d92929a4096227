import type { ClientHeaders } from '@udian/contracts/client-headers';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import type { PeriodicJob } from '../jobs/scheduler';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import type { App } from '../http/app-instance';
import { createSessionRepository } from '../modules/accounts/session/session.repository';
import { createSessionService } from '../modules/accounts/session/session.service';
import { createUserRepository } from '../modules/accounts/user/user.repository';
import { createTestDatabase } from './test-database';

/** Headers a real client sends on every call (SPEC section 7). */
export const clientHeaders: ClientHeaders = {
  platform: 'H5',
  channel: '10000',
  channelId: '10000',
  clientPlatformId: 'browser',
  bizType: '100001',
  clientPlatform: 'udian',
  deviceId: 'test-device-0001',
  appVersion: 'v0.1.0',
  appName: 'udianbus-passenger',
  os: 'iOS',
  osVersion: '17.4',
  market: '1001',
  networkType: '4g',
  screenSize: '375x812',
  manufacturer: 'Apple',
  phoneModel: 'iPhone',
  cityId: '440300',
};

/**
 * inject's peer address is 127.0.0.1: tests that give each client its own X-Forwarded-For (to keep the per-IP
 * SMS cap out of their way) run as if behind a proxy there (decision 041; the default trusts no proxy).
 */
export const behindLoopbackProxy = { TRUST_PROXY: '127.0.0.1' } as const;

export type TestApp = {
  app: App;
  database: DatabaseHandle;
  config: Config;
  /** Every log line the app wrote, parsed. */
  logs: Record<string, unknown>[];
  /** Creates (or finds) the user with this phone, starts a session and returns the headers to send. */
  loginAs: (phone?: string) => Promise<{ userId: string; token: string; headers: Record<string, string> }>;
  /** Runs one periodic job of the app now (they are never scheduled in tests) and answers its summary. */
  runJob: (name: string) => Promise<Record<string, unknown>>;
  close: () => Promise<void>;
};

export type TestAppOptions = {
  /** A clock for the app's services (SMS limits and expiries, sessions); the real one by default. */
  now?: () => Date;
  /** A database several apps of one file share (migrating one is the slow part); the caller closes it. */
  database?: DatabaseHandle;
};

export const createTestApp = async (env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> => {
  const database = options.database ?? (await createTestDatabase());
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', WEB_DIST_DIR: '/nonexistent', ...env });
  const logs: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logs.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  let jobs: readonly PeriodicJob[] = [];
  const app = await buildApp({ config, db: database.db, logger: pino({ level: 'info' }, sink), now: options.now, onJobs: (all) => (jobs = all) });
  const sessions = createSessionService({ db: database.db, sessions: createSessionRepository(database.db), ttlDays: 30 });
  const users = createUserRepository(database.db);

  return {
    app,
    database,
    config,
    runJob: async (name) => {
      const job = jobs.find((j) => j.name === name);
      if (!job) throw new Error(`no periodic job named ${name}`);
      return (await job.run()) as Record<string, unknown>;
    },
    logs,
    loginAs: async (phone = '13800138000') => {
      const user = await users.findOrCreateByPhone(phone);
      const { token } = await sessions.issue({ userId: user.id, platform: 'H5', deviceId: 'test-device-0001', isPersistent: true });
      const userId = String(user.id);
      return { userId, token, headers: { ...clientHeaders, token, userId } };
    },
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
};
