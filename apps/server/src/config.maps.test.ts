import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const production = { NODE_ENV: 'production', SMS_CODE_SECRET: 'a-production-secret-0001', RIDE_CODE_SECRET: 'a-production-ride-secret-01', INVITE_CODE_SECRET: 'a-production-invite-secret-01' };

describe('map configuration', () => {
  it('has AMap off by default', () => {
    expect(loadConfig({}).amap).toEqual({ key: '', securityCode: '', scriptUrl: '' });
  });

  it('takes an AMap key, its security code and, outside production, a stand-in script', () => {
    const config = loadConfig({ AMAP_KEY: 'abc123', AMAP_SECURITY_CODE: 'def456', AMAP_JS_URL: 'http://127.0.0.1:4000/amap/maps' });
    expect(config.amap).toEqual({ key: 'abc123', securityCode: 'def456', scriptUrl: 'http://127.0.0.1:4000/amap/maps' });
  });

  it.each([
    ['AMAP_KEY', 'not a key!'],
    ['AMAP_SECURITY_CODE', 'a"b'],
    ['AMAP_JS_URL', 'javascript:alert(1)'],
  ])('stops on a bad %s, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('refuses the stand-in AMap script in production', () => {
    expect(loadConfig({ ...production, AMAP_KEY: 'abc123' }).amap.key).toBe('abc123');
    expect(() => loadConfig({ ...production, AMAP_JS_URL: 'http://127.0.0.1:4000/amap/maps' })).toThrow('AMAP_JS_URL');
  });
});
