import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, clientHeaders, type TestApp } from '../test/test-app';

let t: TestApp;
const url = '/ydbus-api-v2/user/v1/info';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('authentication (token + userId)', () => {
  it('lets a logged-in passenger through and masks the phone', async () => {
    const { headers, userId } = await t.loginAs('13912345678');
    const res = await get(headers);
    expect(res.json().meta.code).toBe(1);
    expect(res.json().data).toEqual({ userId, phoneNum: '139****5678', nickname: '' });
  });

  it.each([
    ['no token and no userId', {}],
    ['a token without userId', { token: 'a'.repeat(43) }],
    ['a malformed token', { token: 'not a token!', userId: '100001' }],
    ['a malformed userId', { token: 'a'.repeat(43), userId: '1; DROP TABLE users' }],
    ['an unknown token', { token: 'b'.repeat(43), userId: '100001' }],
  ])('answers 502 for %s', async (_name, extra) => {
    const res = await get({ ...clientHeaders, ...extra });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta).toMatchObject({ code: 502, desc: '登录已失效，请重新登录' });
    expect(res.json().data).toBeNull();
  });

  it('answers 502 for a valid token sent with another userId', async () => {
    const a = await t.loginAs('13700000001');
    const b = await t.loginAs('13700000002');
    const res = await get({ ...a.headers, userId: b.userId });
    expect(res.json().meta.code).toBe(502);
  });

  it('answers 502 for an expired session', async () => {
    const { headers, userId } = await t.loginAs('13700000003');
    await sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = ${Number(userId)}`.execute(
      t.database.db,
    );
    expect((await get(headers)).json().meta.code).toBe(502);
  });

  it('answers 420 to the older client when the account logs in elsewhere', async () => {
    const first = await t.loginAs('13700000004');
    const second = await t.loginAs('13700000004');
    const old = await get(first.headers);
    expect(old.json().meta.code).toBe(420);
    expect(old.json().meta.desc).toContain('其他客户端登录');
    expect((await get(second.headers)).json().meta.code).toBe(1);
  });

  it('leaves exactly one active session when the same account logs in twice at once', async () => {
    const phone = '13700000005';
    await t.loginAs(phone);
    await Promise.all(Array.from({ length: 6 }, () => t.loginAs(phone)));
    const active = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE u.phone = ${phone} AND s.revoked_at IS NULL`.execute(t.database.db);
    expect(active.rows[0]?.count).toBe(1);
  });

  it('lets public routes through with a bad token, without attributing them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ydbus-api-v2/log/behaviour',
      headers: { ...clientHeaders, token: 'c'.repeat(43), userId: '100001' },
      payload: {
        events: [
          {
            timestamp: Date.now(),
            longitude: null,
            latitude: null,
            speed: null,
            angle: null,
            eventType: 'page_change',
            page: '/udianbus/app/home.html',
            fromPage: null,
            startTime: null,
            endTime: null,
            duration: null,
          },
        ],
      },
    });
    expect(res.json().meta.code).toBe(1);
    const row = await t.database.db.selectFrom('behaviour_logs').select(['user_id']).executeTakeFirstOrThrow();
    expect(row.user_id).toBeNull();
  });
});
