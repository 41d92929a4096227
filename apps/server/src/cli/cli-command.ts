import { ConfigError, loadConfig, type Config } from '../config';
import { databaseOptionsFromConfig, openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';

/**
 * What the operator commands share: the server's settings and its database (DATABASE_URL, else the embedded
 * one under DATA_DIR), migrated, closed afterwards whatever happens.
 */
export const withServerDatabase = async <T>(run: (db: Db, config: Config) => Promise<T>): Promise<T> => {
  const config = loadConfig();
  const database = await openDatabase(databaseOptionsFromConfig(config));
  try {
    await migrateToLatest(database.db);
    return await run(database.db, config);
  } finally {
    await database.close();
  }
};

/** Runs a command's main and exits with its code; a bad setting prints its message, anything else `failure`. */
export const runCommand = (main: () => Promise<number>, failure: string): void => {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof ConfigError) console.error(error.message);
      else console.error(failure, error);
      process.exit(1);
    },
  );
};
