import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('EMAIL_PROVIDER', () => {
  it('is the console provider by default', () => {
    expect(loadConfig({}).email).toEqual({ provider: 'console' });
    expect(loadConfig({ EMAIL_PROVIDER: 'console' }).email).toEqual({ provider: 'console' });
  });

  it('refuses a provider that does not exist, naming the setting', () => {
    expect(() => loadConfig({ EMAIL_PROVIDER: 'smtp' })).toThrow(ConfigError);
    expect(() => loadConfig({ EMAIL_PROVIDER: 'smtp' })).toThrow(/EMAIL_PROVIDER/);
  });
});
