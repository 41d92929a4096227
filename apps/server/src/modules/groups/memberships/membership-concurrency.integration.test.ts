import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupCall, insertTestGroup, latestEmailCode } from '../../../test/groups-fixture';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** Races only mean something on a real PostgreSQL with a pool (DESIGN "Tests"); PGlite runs one query at a time. */
describe.runIf(process.env.TEST_DATABASE_URL)('memberships under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let groupId = '';
  beforeAll(async () => {
    t = await createTestApp();
    groupId = String(await insertTestGroup(t.database.db, { name: '优点科技', emailDomains: ['udian-tech.com'], inviteCode: 'UDIAN2026' }));
  });
  afterAll(async () => t.close());

  const memberships = (userId: string) =>
    t.database.db.selectFrom('group_memberships').select(['method', 'ended_at']).where('user_id', '=', Number(userId)).where('group_id', '=', Number(groupId)).execute();

  it('the same right e-mail code sent twice at once makes one membership', async () => {
    const { userId, headers } = await t.loginAs('13800000051');
    const email = 'race@udian-tech.com';
    await groupCall(t.app, 'POST', '/group/member/emailCode', { headers, body: { groupId, email } });
    const code = await latestEmailCode(t.app, email);
    const answers = await Promise.all(Array.from({ length: 2 }, () => groupCall(t.app, 'POST', '/group/member/verifyEmail', { headers, body: { groupId, email, code } })));
    // Both taps answer the one membership: the second finds the code used and the passenger a member.
    expect(answers.map((a) => a.meta.code)).toEqual([1, 1]);
    expect(answers[0]!.data.membership).toEqual(answers[1]!.data.membership);
    expect(await memberships(userId)).toEqual([{ method: 'email', ended_at: null }]);
  });

  it('six proofs at once by e-mail and invite code make one membership', async () => {
    const { userId, headers } = await t.loginAs('13800000052');
    const email = 'race2@udian-tech.com';
    await groupCall(t.app, 'POST', '/group/member/emailCode', { headers, body: { groupId, email } });
    const code = await latestEmailCode(t.app, email);
    const answers = await Promise.all([
      ...Array.from({ length: 3 }, () => groupCall(t.app, 'POST', '/group/member/verifyEmail', { headers, body: { groupId, email, code } })),
      ...Array.from({ length: 3 }, () => groupCall(t.app, 'POST', '/group/member/joinByInvite', { headers, body: { groupId, inviteCode: 'UDIAN2026' } })),
    ]);
    expect(answers.every((a) => a.meta.code === 1)).toBe(true);
    expect(await memberships(userId)).toHaveLength(1);
  });

  it('wrong e-mail codes sent at once all count: eight at once lock the address', async () => {
    const { headers } = await t.loginAs('13800000053');
    const email = 'race3@udian-tech.com';
    await groupCall(t.app, 'POST', '/group/member/emailCode', { headers, body: { groupId, email } });
    const code = await latestEmailCode(t.app, email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await Promise.all(Array.from({ length: 8 }, () => groupCall(t.app, 'POST', '/group/member/verifyEmail', { headers, body: { groupId, email, code: wrong } })));
    const lock = await t.database.db.selectFrom('email_locks').select(['wrong_count', 'locked_until']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(lock.locked_until).not.toBeNull();
    expect((await groupCall(t.app, 'POST', '/group/member/verifyEmail', { headers, body: { groupId, email, code } })).meta.code).toBe(3203);
  });
});
