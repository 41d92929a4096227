import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { databaseOptionsFromConfig } from './db/database';

describe('database configuration', () => {
  it('gives each instance a pool of 10 that waits at most 3 s for a connection by default', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://db.internal/udian' });
    expect(config.database).toEqual({ poolSize: 10, connectTimeoutMs: 3000 });
    expect(databaseOptionsFromConfig(config)).toEqual({ kind: 'postgres', url: 'postgres://db.internal/udian', maxConnections: 10, connectTimeoutMs: 3000 });
  });

  it('reads the pool size and the wait from their variables', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://db.internal/udian', DATABASE_POOL_SIZE: '4', DATABASE_CONNECT_TIMEOUT_MS: '1500' });
    expect(databaseOptionsFromConfig(config)).toMatchObject({ maxConnections: 4, connectTimeoutMs: 1500 });
  });

  it('keeps the embedded database without DATABASE_URL', () => {
    expect(databaseOptionsFromConfig(loadConfig({ DATA_DIR: '/srv/udian' }))).toEqual({ kind: 'pglite', dataDir: '/srv/udian/pglite' });
  });

  it.each([
    ['DATABASE_POOL_SIZE', '0'],
    ['DATABASE_POOL_SIZE', 'many'],
    ['DATABASE_CONNECT_TIMEOUT_MS', '0'],
    ['DATABASE_CONNECT_TIMEOUT_MS', '60001'],
  ])('stops on a bad %s=%s, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
