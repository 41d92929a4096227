import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '@udian/contracts/operator-roles';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestOperator, loginOperator, operatorAs, TEST_OPERATOR_PASSWORD } from '../../../test/operator-login';
import { createAuditRepository } from '../audit/audit.repository';
import { createAuditService } from '../audit/audit.service';
import { createOperatorsRepository } from './operators.repository';
import { createOperatorsService } from './operators.service';
import { totpCodeAt } from './totp';

/** Operator sign-in (decision 044): cookie sessions, the one-time password, CSRF, the lock, TOTP. */

let clock = new Date('2026-11-27T02:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
});
afterAll(async () => t.close());

type Envelope<T = Record<string, unknown>> = { data: T | null; meta: { code: number; desc: string } };

const post = async <T = Record<string, unknown>>(url: string, payload: unknown, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'POST', url: `/ops-api${url}`, payload: payload as Record<string, unknown>, headers });
  return { response, body: response.json<Envelope<T>>() };
};
const get = async <T = Record<string, unknown>>(url: string, headers: Record<string, string> = {}) =>
  (await t.app.inject({ method: 'GET', url: `/ops-api${url}`, headers })).json<Envelope<T>>();

describe('the admin made by ops:admin', () => {
  it('signs in with the one-time password, may do nothing but change it, then works', async () => {
    const service = createOperatorsService({ db: t.database.db, operators: createOperatorsRepository(t.database.db), audit: createAuditService({ audit: createAuditRepository(t.database.db) }) });
    const { oneTimePassword } = await service.createOrResetAdmin('boss');
    const boss = await loginOperator(t.app, 'boss', oneTimePassword);

    const login = await post('/auth/login', { username: 'boss', password: oneTimePassword });
    const cookie = String(login.response.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\//);

    expect((await get('/operators', boss.readHeaders)).meta).toMatchObject({ code: 4020, desc: '首次登录请先修改密码' });
    expect((await get<{ operator: { mustChangePassword: boolean } }>('/auth/me', boss.readHeaders)).data?.operator.mustChangePassword).toBe(true);

    const weak = await post('/auth/password', { currentPassword: oneTimePassword, newPassword: 'short' }, boss.writeHeaders);
    expect(weak.body.meta.code).toBe(1001);
    expect(weak.body.meta.desc).toMatch(/密码至少 10 位/);
    const changed = await post('/auth/password', { currentPassword: oneTimePassword, newPassword: 'new-password-1' }, boss.writeHeaders);
    expect(changed.body.meta.code).toBe(1);

    expect((await get('/operators', boss.readHeaders)).meta.code).toBe(1);
    expect((await post('/auth/login', { username: 'boss', password: oneTimePassword })).body.meta.code).toBe(4010);
    expect((await post('/auth/login', { username: 'boss', password: 'new-password-1' })).body.meta.code).toBe(1);
  });
});

describe('the session cookie', () => {
  it('is Secure outside localhost', async () => {
    await createTestOperator(t.database.db, { username: 'remote', role: 'finance' });
    const response = await t.app.inject({ method: 'POST', url: '/ops-api/auth/login', headers: { host: 'ops.example.cn' }, payload: { username: 'remote', password: TEST_OPERATOR_PASSWORD } });
    expect(String(response.headers['set-cookie'])).toMatch(/; Secure/);
  });

  it('opens no passenger endpoint, and a passenger token opens no operator endpoint', async () => {
    const operator = await operatorAs(t.app, t.database.db, 'admin', 'cookie-admin');
    const passengerCall = await t.app.inject({ method: 'GET', url: '/ydbus-api-v2/passenger/list', headers: { ...operator.readHeaders } });
    expect(passengerCall.json<Envelope>().meta.code).not.toBe(1);
    const { headers } = await t.loginAs('13900001111');
    expect((await get('/auth/me', headers)).meta).toMatchObject({ code: 4001, desc: '请先登录运营后台' });
  });

  it('ends at logout', async () => {
    const operator = await operatorAs(t.app, t.database.db, 'dispatcher', 'leaving');
    expect((await post('/auth/logout', {}, operator.writeHeaders)).body.meta.code).toBe(1);
    expect((await get('/auth/me', operator.readHeaders)).meta.code).toBe(4001);
  });
});

describe('CSRF', () => {
  it('refuses a write without the session token, with another token, or from another site', async () => {
    const admin = await operatorAs(t.app, t.database.db, 'admin', 'csrf-admin');
    const body = { username: 'csrf-victim', role: 'service' };
    expect((await post('/operators/create', body, admin.readHeaders)).body.meta).toMatchObject({ code: 4004, desc: '页面已过期，请刷新页面后重试' });
    expect((await post('/operators/create', body, { ...admin.readHeaders, [CSRF_HEADER]: 'not-the-token' })).body.meta.code).toBe(4004);
    expect((await post('/operators/create', body, { ...admin.writeHeaders, origin: 'https://evil.example' })).body.meta.code).toBe(4004);
    const operators = await get<{ operators: { username: string }[] }>('/operators', admin.readHeaders);
    expect(operators.data?.operators.map((o) => o.username)).not.toContain('csrf-victim');
    expect((await post('/operators/create', body, admin.writeHeaders)).body.meta.code).toBe(1);
  });
});

describe('wrong passwords', () => {
  it('lock the account for 15 minutes after 10, even for the right password, then let it in', async () => {
    await createTestOperator(t.database.db, { username: 'forgetful', role: 'service' });
    const codes: number[] = [];
    for (let i = 0; i < 10; i += 1) codes.push((await post('/auth/login', { username: 'forgetful', password: `wrong-${i}` })).body.meta.code);
    expect(codes.slice(0, 9).every((code) => code === 4010)).toBe(true);
    expect(codes[9]).toBe(4011);
    const locked = await post('/auth/login', { username: 'forgetful', password: TEST_OPERATOR_PASSWORD });
    expect(locked.body.meta).toMatchObject({ code: 4011, desc: '密码错误次数过多，账号已锁定 15 分钟，请稍后再试' });

    clock = new Date(clock.getTime() + 14 * 60_000);
    expect((await post('/auth/login', { username: 'forgetful', password: TEST_OPERATOR_PASSWORD })).body.meta.code).toBe(4011);
    clock = new Date(clock.getTime() + 61_000);
    expect((await post('/auth/login', { username: 'forgetful', password: TEST_OPERATOR_PASSWORD })).body.meta.code).toBe(1);
  });

  it('sent at once all count', async () => {
    await createTestOperator(t.database.db, { username: 'hammered', role: 'service' });
    await Promise.all(Array.from({ length: 10 }, (_, i) => post('/auth/login', { username: 'hammered', password: `wrong-${i}` })));
    expect((await post('/auth/login', { username: 'hammered', password: TEST_OPERATOR_PASSWORD })).body.meta.code).toBe(4011);
  });
});

describe('TOTP', () => {
  it('is asked for once on, and a wrong code is refused', async () => {
    const me = await operatorAs(t.app, t.database.db, 'finance', 'careful');
    const setup = await post<{ secret: string; otpauthUrl: string }>('/auth/totp/setup', {}, me.writeHeaders);
    expect(setup.body.data?.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    const secret = setup.body.data!.secret;
    expect((await post('/auth/totp/enable', { code: '000000' === totpCodeAt(secret, clock) ? '111111' : '000000' }, me.writeHeaders)).body.meta.code).toBe(4014);
    expect((await post('/auth/totp/enable', { code: totpCodeAt(secret, clock) }, me.writeHeaders)).body.meta.code).toBe(1);

    expect((await post('/auth/login', { username: 'careful', password: TEST_OPERATOR_PASSWORD })).body.meta.code).toBe(4013);
    const wrong = totpCodeAt(secret, clock) === '123456' ? '654321' : '123456';
    expect((await post('/auth/login', { username: 'careful', password: TEST_OPERATOR_PASSWORD, totpCode: wrong })).body.meta.code).toBe(4014);
    expect((await post('/auth/login', { username: 'careful', password: TEST_OPERATOR_PASSWORD, totpCode: totpCodeAt(secret, clock) })).body.meta.code).toBe(1);
  });
});

describe('the audit log', () => {
  it('records who created whom, and admins filter it', async () => {
    const admin = await operatorAs(t.app, t.database.db, 'admin', 'auditor');
    await post('/operators/create', { username: 'new-dispatcher', role: 'dispatcher' }, admin.writeHeaders);
    const log = await get<{ items: { operatorUsername: string; action: string; actionLabel: string; after: { role: string } }[]; total: number }>(
      '/audit?action=operator.create&operator=auditor',
      admin.readHeaders,
    );
    expect(log.data?.total).toBe(1);
    expect(log.data?.items[0]).toMatchObject({ operatorUsername: 'auditor', action: 'operator.create', actionLabel: '创建运营账号', after: { role: 'dispatcher' } });
    const service = await operatorAs(t.app, t.database.db, 'service', 'nosy');
    expect((await get('/audit', service.readHeaders)).meta).toMatchObject({ code: 4003 });
  });
});
