import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_SMS_CODE_SECRET, DEV_SUPER_APP_SIGN_KEY, loadConfig } from './config';

const PRODUCTION = { NODE_ENV: 'production', SMS_CODE_SECRET: 'a-production-secret-of-32-chars!', RIDE_CODE_SECRET: 'a-production-ride-secret-01', INVITE_CODE_SECRET: 'a-production-invite-secret-01' };

describe('accounts configuration', () => {
  it('works out of the box in development: console SMS, dev keys, dev host adapters', () => {
    const { accounts } = loadConfig({});
    expect(accounts.sms).toMatchObject({ provider: 'console', codeSecret: DEV_SMS_CODE_SECRET, ipHourlyLimit: 20, deviceHourlyLimit: 10 });
    expect(accounts.superAppSignKey).toBe(DEV_SUPER_APP_SIGN_KEY);
    expect(accounts.citizenApp).toEqual({ appId: 'citizen-app-dev', apiUrl: '', secret: '' });
    expect(accounts.sessionOnlyTtlHours).toBe(24);
  });

  it('refuses the development SMS secret in production, naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('SMS_CODE_SECRET');
    expect(loadConfig(PRODUCTION).accounts.sms.codeSecret).toBe(PRODUCTION.SMS_CODE_SECRET);
  });

  it('turns super-app login off in production unless a key is set, and refuses the dev key there', () => {
    expect(loadConfig(PRODUCTION).accounts.superAppSignKey).toBe('');
    expect(loadConfig({ ...PRODUCTION, SUPER_APP_SIGN_KEY: 'a-real-super-app-key' }).accounts.superAppSignKey).toBe('a-real-super-app-key');
    expect(() => loadConfig({ ...PRODUCTION, SUPER_APP_SIGN_KEY: DEV_SUPER_APP_SIGN_KEY })).toThrow('SUPER_APP_SIGN_KEY');
  });

  it('needs every Aliyun setting when SMS_PROVIDER is aliyun', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'aliyun' })).toThrow(/ALIYUN_SMS_ACCESS_KEY_ID[\s\S]*ALIYUN_SMS_TEMPLATE_CODE/);
    const config = loadConfig({
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: 'id',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
      ALIYUN_SMS_SIGN_NAME: '优点巴士',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
    });
    expect(config.accounts.sms.aliyun).toMatchObject({ endpoint: 'https://dysmsapi.aliyuncs.com/', regionId: 'cn-hangzhou', signName: '优点巴士' });
  });

  it.each([
    ['SMS_PROVIDER', 'tencent'],
    ['SMS_CODE_SECRET', 'short'],
    ['SMS_IP_HOURLY_LIMIT', '0'],
    ['SMS_DEVICE_HOURLY_LIMIT', 'many'],
    ['SESSION_ONLY_TTL_HOURS', '0'],
    ['CITIZEN_APP_API_URL', 'not a url'],
    ['WECHAT_API_BASE_URL', 'ftp//x'],
    ['SUPER_APP_SIGN_KEY', 'short'],
  ])('stops on a bad %s, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('drops a trailing slash from the WeChat API base URL', () => {
    expect(loadConfig({ WECHAT_API_BASE_URL: 'http://127.0.0.1:9000/' }).accounts.wechat.apiBaseUrl).toBe('http://127.0.0.1:9000');
  });
});
