import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, clientHeaders, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const event = (overrides: Record<string, unknown> = {}) => ({
  timestamp: Date.now(),
  longitude: 114.05454,
  latitude: 22.52291,
  speed: null,
  angle: null,
  eventType: 'page_change',
  page: '/udianbus/app/home.html',
  fromPage: null,
  startTime: null,
  endTime: null,
  duration: null,
  ...overrides,
});

describe('behaviour logs', () => {
  it('stores a batch with the caller from the checked session and headers', async () => {
    const { headers, userId } = await t.loginAs('13600000000');
    const start = Date.now() - 60_000;
    const res = await t.app.inject({
      method: 'POST',
      url: '/ydbus-api-v2/log/behaviour',
      headers,
      payload: {
        events: [
          event(),
          event({ eventType: 'user_activate', startTime: start, endTime: start + 60_000, duration: 60_000 }),
        ],
      },
    });
    expect(res.json()).toMatchObject({ data: { accepted: 2 }, meta: { code: 1 } });
    const rows = await t.database.db
      .selectFrom('behaviour_logs')
      .select(['event_type', 'user_id', 'device_id', 'platform', 'channel', 'duration_ms'])
      .where('user_id', '=', Number(userId))
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { event_type: 'page_change', user_id: Number(userId), device_id: clientHeaders.deviceId, platform: 'H5', channel: '10000', duration_ms: null },
      { event_type: 'user_activate', user_id: Number(userId), device_id: clientHeaders.deviceId, platform: 'H5', channel: '10000', duration_ms: 60_000 },
    ]);
  });

  it('refuses an unknown event type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ydbus-api-v2/log/behaviour',
      headers: clientHeaders,
      payload: { events: [event({ eventType: 'click' })] },
    });
    expect(res.json().meta.code).toBe(1001);
  });
});
