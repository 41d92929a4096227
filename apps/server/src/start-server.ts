import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { databaseOptionsFromConfig, openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemoData } from './db/seed/seed';
import type { App } from './http/app-instance';
import { syncContentPages } from './modules/content/pages/content-pages.seed';
import { syncCnCalendar } from './modules/network/calendar/calendar.service';

const readConfig = (): Config => {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
};

export type StartOptions = {
  /**
   * The app's clock; the real one by default. Only the end-to-end server passes another (scripts/e2e-clock.ts:
   * a request may ask for its own time, so a test can ride a pass on a day ahead).
   */
  now?: () => Date;
  /** Called with the built app before it listens (the end-to-end server adds its clock's hooks). */
  beforeListen?: (app: App) => void;
};

/** config → database → migrations → seed → buildApp → listen, with a graceful shutdown (server.ts runs it). */
export const startServer = async ({ now, beforeListen }: StartOptions = {}): Promise<void> => {
  const config = readConfig();
  const logger = pino({ level: config.logLevel, base: { service: 'udianbus' } });
  const startedAt = Date.now();

  const options = databaseOptionsFromConfig(config);
  const database = await openDatabase(
    options.kind === 'postgres'
      ? { ...options, onConnectionLost: (err) => logger.warn({ err }, 'database connection lost') }
      : options,
  );
  const applied = await migrateToLatest(database.db);
  logger.info({ database: database.kind, applied }, 'database migrated');
  // The official calendar is reference data every deployment needs, demo seed or not.
  await syncCnCalendar(database.db);
  // The content pages' first versions (decision 058): pages the store lacks are added, edited ones kept.
  const contentPagesAdded = await syncContentPages(database.db);
  if (contentPagesAdded.length > 0) logger.info({ pages: contentPagesAdded }, 'content pages added');
  if (config.isDemoSeedEnabled && (await seedDemoData(database.db))) logger.info('demo data seeded');

  // With jobs on, the app runs the periodic work (jobs/periodic-jobs.ts): the departure horizon before it
  // answers, the rest from then on, all stopped when it closes.
  const app = await buildApp({ config, db: database.db, logger, isJobsOn: true, now });
  beforeListen?.(app);

  closeWithGrace({ delay: config.shutdownGraceMs }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'shutting down after an error');
    else logger.info({ signal }, 'shutting down');
    await app.close();
    // After the app: its onClose hooks (the jobs waiting for their runs) still use the database. Fastify
    // runs root onClose hooks last-registered first, so a hook added here would close it before them.
    await database.close();
  });

  await app.listen({ host: config.host, port: config.port });
  logger.info({ url: `http://localhost:${config.port}${config.basePath}/`, startMs: Date.now() - startedAt }, 'ready');
};
