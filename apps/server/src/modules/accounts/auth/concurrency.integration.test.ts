import { residentIdCheckCharacter } from '@udian/contracts/resident-id';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode, postLogin, requestCode } from '../../../test/sms-login';
import { behindLoopbackProxy, createTestApp, type TestApp } from '../../../test/test-app';

/** Races only mean something on a real PostgreSQL with a pool (DESIGN "Tests"); PGlite runs one query at a time. */
describe.runIf(process.env.TEST_DATABASE_URL)('accounts under concurrency (PostgreSQL)', () => {
  let clock = Date.parse('2025-06-02T02:00:00Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...behindLoopbackProxy }, { now: () => new Date(clock) });
  });
  afterAll(async () => t.close());

  it('two logins with the same code at once: exactly one gets in', async () => {
    await requestCode(t.app, '13200000001', { headers: { 'x-forwarded-for': '10.20.0.1', deviceId: 'race-device-1' } });
    const code = await latestCode(t.app, '13200000001');
    const answers = await Promise.all(Array.from({ length: 8 }, () => postLogin(t.app, { phoneNum: '13200000001', code })));
    expect(answers.filter((a) => a.meta.code === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.meta.code === 2011)).toHaveLength(7);
  });

  it('ten sends for one phone at once: one code goes out, the rest wait their 60 s', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => requestCode(t.app, '13200000002', { headers: { 'x-forwarded-for': `10.21.0.${i}`, deviceId: `race-device-2-${i}` } })),
    );
    expect(answers.filter((a) => a.meta.code === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.meta.code === 2001)).toHaveLength(9);
  });

  it('25 phones from one IP at once: exactly 20 are served', async () => {
    clock += 86_400_000;
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        requestCode(t.app, `1320000${String(100 + i).padStart(4, '0')}`, { headers: { 'x-forwarded-for': '10.22.0.1', deviceId: `race-device-3-${i}` } }),
      ),
    );
    expect(answers.filter((a) => a.meta.code === 1)).toHaveLength(20);
    expect(answers.filter((a) => a.meta.code === 2004)).toHaveLength(5);
  });

  it('five passenger adds at once with 18 saved: exactly two more fit', async () => {
    const { headers } = await t.loginAs('13200000003');
    const id = (seq: number) => {
      const first17 = `44030419900101${String(seq).padStart(3, '0')}`;
      return first17 + residentIdCheckCharacter(first17);
    };
    const add = (seq: number) =>
      t.app.inject({ method: 'POST', url: '/ydbus-api-v2/passenger/add', headers, payload: { name: '并发', idNumber: id(seq) } }).then((r) => r.json());
    for (let i = 1; i <= 18; i += 1) await add(i);
    const answers = await Promise.all([19, 20, 21, 22, 23].map(add));
    expect(answers.filter((a) => a.meta.code === 1)).toHaveLength(2);
    expect(answers.filter((a) => a.meta.code === 2201)).toHaveLength(3);
  });
});
