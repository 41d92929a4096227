import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_INVITE_CODE_SECRET, DEV_RIDE_CODE_SECRET, loadConfig } from './config';

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
    const production = { NODE_ENV: 'production', SMS_CODE_SECRET: 'a-production-secret-0001', RIDE_CODE_SECRET: 'a-production-ride-secret-01', INVITE_CODE_SECRET: 'a-production-invite-secret-01' };
    expect(loadConfig(production).isResponseValidationOn).toBe(false);
    expect(loadConfig({ ...production, RESPONSE_VALIDATION: 'on' }).isResponseValidationOn).toBe(true);
    expect(() => loadConfig({ RESPONSE_VALIDATION: 'maybe' })).toThrow('RESPONSE_VALIDATION');
  });

  it('has riding defaults: a development ride-code secret, check-in from 60 minutes before to 30 after', () => {
    expect(loadConfig({}).riding).toEqual({ rideCodeSecret: DEV_RIDE_CODE_SECRET, checkOpensMinutes: 60, checkClosesMinutes: 30 });
    expect(loadConfig({ TICKET_CHECK_OPENS_MINUTES: '45', TICKET_CHECK_CLOSES_MINUTES: '0', RIDE_CODE_SECRET: 'another-secret-of-16+' }).riding).toEqual({
      rideCodeSecret: 'another-secret-of-16+',
      checkOpensMinutes: 45,
      checkClosesMinutes: 0,
    });
  });

  it('needs a ride-code secret of its own in production, naming it', () => {
    const production = { NODE_ENV: 'production', SMS_CODE_SECRET: 'a-production-secret-0001' };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow('RIDE_CODE_SECRET');
    expect(() => loadConfig({ ...production, RIDE_CODE_SECRET: DEV_RIDE_CODE_SECRET })).toThrow('RIDE_CODE_SECRET');
    expect(loadConfig({ ...production, RIDE_CODE_SECRET: 'a-production-ride-secret-01', INVITE_CODE_SECRET: 'a-production-invite-secret-01' }).riding.rideCodeSecret).toBe('a-production-ride-secret-01');
  });

  it('has invitation defaults, and needs an invite-code secret of its own in production, naming it', () => {
    expect(loadConfig({}).invitations).toEqual({ codeSecret: DEV_INVITE_CODE_SECRET, rewardSeconds: 30 });
    expect(loadConfig({ INVITE_CODE_SECRET: 'another-secret-of-16+', INVITE_REWARD_SECONDS: '5' }).invitations).toEqual({ codeSecret: 'another-secret-of-16+', rewardSeconds: 5 });
    const production = { NODE_ENV: 'production', SMS_CODE_SECRET: 'a-production-secret-0001', RIDE_CODE_SECRET: 'a-production-ride-secret-01' };
    expect(() => loadConfig(production)).toThrow('INVITE_CODE_SECRET');
    expect(() => loadConfig({ ...production, INVITE_CODE_SECRET: DEV_INVITE_CODE_SECRET })).toThrow('INVITE_CODE_SECRET');
    expect(loadConfig({ ...production, INVITE_CODE_SECRET: 'a-production-invite-secret-01' }).invitations.codeSecret).toBe('a-production-invite-secret-01');
    expect(() => loadConfig({ INVITE_CODE_SECRET: 'short' })).toThrow('INVITE_CODE_SECRET');
    expect(() => loadConfig({ INVITE_REWARD_SECONDS: '0' })).toThrow('INVITE_REWARD_SECONDS');
  });

  it.each([
    ['RIDE_CODE_SECRET', 'short'],
    ['TICKET_CHECK_OPENS_MINUTES', '-1'],
    ['TICKET_CHECK_OPENS_MINUTES', 'soon'],
    ['TICKET_CHECK_CLOSES_MINUTES', '1441'],
    ['TICKET_CHECK_CLOSES_MINUTES', '2.5'],
  ])('stops on a bad riding setting %s=%s, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('normalises the base path', () => {
    expect(loadConfig({ BASE_PATH: '/chuxing-h5/' }).basePath).toBe('/chuxing-h5');
  });
});
