import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, productName: '优点巴士', basePath: '', isDemoSeedEnabled: true, databaseUrl: undefined });
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['BASE_PATH', 'no-leading-slash'],
    ['SEED_DEMO', 'maybe'],
    ['LOG_LEVEL', 'loud'],
  ])('stops on a bad %s, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('validates responses outside production unless told otherwise', () => {
    expect(loadConfig({}).isResponseValidationOn).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).isResponseValidationOn).toBe(true);
    expect(loadConfig({ RESPONSE_VALIDATION: 'off' }).isResponseValidationOn).toBe(false);
    const production = { NODE_ENV: 'production', SMS_CODE_SECRET: 'a-production-secret-0001' };
    expect(loadConfig(production).isResponseValidationOn).toBe(false);
    expect(loadConfig({ ...production, RESPONSE_VALIDATION: 'on' }).isResponseValidationOn).toBe(true);
    expect(() => loadConfig({ RESPONSE_VALIDATION: 'maybe' })).toThrow('RESPONSE_VALIDATION');
  });

  it('normalises the base path', () => {
    expect(loadConfig({ BASE_PATH: '/chuxing-h5/' }).basePath).toBe('/chuxing-h5');
  });
});
