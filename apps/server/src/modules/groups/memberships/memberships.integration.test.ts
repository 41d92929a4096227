import { errorCatalogue } from '@udian/contracts/meta-codes';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsPortOf } from '../../../test/accounts-port';
import { emailOutbox, groupCall, insertTestGroup, latestEmailCode } from '../../../test/groups-fixture';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createGroupsRepository } from '../directory/groups.repository';
import { createMembershipProofsRepository } from './membership-proofs.repository';
import { createMembershipsRepository } from './memberships.repository';
import { createMembershipsService } from './memberships.service';

/**
 * Proving membership of a group (decision 048): the account's phone on the staff list, a code sent to an
 * address of the group's e-mail domains (one a minute, ten minutes valid, five wrong within the hour lock the
 * address for an hour for everyone), the invite code (ten wrong within the hour and the passenger waits),
 * and leaving. Every refusal is a Chinese message in the envelope and changes nothing it should not.
 */

let clock = new Date('2026-09-28T02:00:00Z');
const advance = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};
let t: TestApp;
const ids = { udian: '', udianTravel: '', noProof: '' };

const expectFailure = (meta: { code: number; desc: string }, name: keyof typeof errorCatalogue, desc?: string) =>
  expect(meta, meta.desc).toMatchObject({ code: errorCatalogue[name].code, desc: desc ?? errorCatalogue[name].desc });

const as = async (phone: string) => (await t.loginAs(phone)).headers;
const post = (headers: Record<string, string>, path: string, body: unknown) => groupCall(t.app, 'POST', path, { headers, body });
const sendCode = (headers: Record<string, string>, email: string, groupId = ids.udian) => post(headers, '/group/member/emailCode', { groupId, email });
const verify = (headers: Record<string, string>, email: string, code: string, groupId = ids.udian) => post(headers, '/group/member/verifyEmail', { groupId, email, code });
const join = (headers: Record<string, string>, inviteCode: string, groupId = ids.udian) => post(headers, '/group/member/joinByInvite', { groupId, inviteCode });
const leave = (headers: Record<string, string>, groupId = ids.udian) => post(headers, '/group/member/leave', { groupId });
const detail = async (headers: Record<string, string>, groupId = ids.udian) => (await groupCall(t.app, 'GET', '/group/detail', { headers, query: { groupId } })).data;
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const liveMemberships = (groupId: string) =>
  t.database.db.selectFrom('group_memberships').select(['user_id', 'method', 'email', 'ended_at', 'ended_by']).where('group_id', '=', Number(groupId)).orderBy('id').execute();

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  const { db } = t.database;
  ids.udian = String(await insertTestGroup(db, { name: '优点科技', shortName: '优点', emailDomains: ['udian-tech.com', 'udian.cn'], inviteCode: 'UDIAN2026', staff: ['13800000001'] }));
  ids.udianTravel = String(await insertTestGroup(db, { name: '优点出行', emailDomains: ['udian-tech.com'] }));
  ids.noProof = String(await insertTestGroup(db, { name: '无认证方式企业' }));
});
afterAll(async () => t.close());

describe('the staff list', () => {
  it('makes the account whose phone is listed a member since it was listed', async () => {
    const answer = await post(await as('13800000001'), '/group/member/verifyPhone', { groupId: ids.udian });
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    const listed = await t.database.db.selectFrom('group_staff').select('added_at').where('phone', '=', '13800000001').executeTakeFirstOrThrow();
    expect(answer.data.membership).toEqual({ groupId: ids.udian, method: 'staffPhone', email: null, since: listed.added_at.toISOString() });
  });

  it('refuses another phone, and an unknown group', async () => {
    expectFailure((await post(await as('13800000002'), '/group/member/verifyPhone', { groupId: ids.udian })).meta, 'groupPhoneNotListed');
    expectFailure((await post(await as('13800000002'), '/group/member/verifyPhone', { groupId: '999999' })).meta, 'groupNotFound');
  });

  it('keeps a listed member in when they try to leave', async () => {
    expectFailure((await leave(await as('13800000001'))).meta, 'groupStaffMembershipKept');
    expect((await detail(await as('13800000001'))).membership).toMatchObject({ method: 'staffPhone' });
  });
});

describe('a company e-mail code', () => {
  it('is sent to an address of the group’s domains, in Chinese, with the code, the enterprise and its 10 minutes', async () => {
    const answer = await sendCode(await as('13800000011'), 'Zhang.San@UDIAN-tech.com');
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data).toEqual({ email: 'zhang.san@udian-tech.com', resendSeconds: 60, expiresInMinutes: 10 });
    const [mail] = await emailOutbox(t.app, 'zhang.san@udian-tech.com');
    expect(mail).toMatchObject({ to: 'zhang.san@udian-tech.com', subject: '【优点巴士】企业认证验证码' });
    expect(mail!.text).toMatch(/验证码为：\d{6}/);
    expect(mail!.text).toContain('优点科技');
    expect(mail!.text).toContain('10 分钟内有效');
    // Stored as an HMAC, never the code itself.
    const code = await latestEmailCode(t.app, 'zhang.san@udian-tech.com');
    const stored = await t.database.db.selectFrom('email_codes').select(['code_hash', 'expires_at']).where('email', '=', 'zhang.san@udian-tech.com').executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toContain(code);
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.expires_at).toEqual(new Date(clock.getTime() + 10 * 60_000));
  });

  it('is sent once a minute to an address, whoever asks', async () => {
    advance(0.5);
    expectFailure((await sendCode(await as('13800000012'), 'zhang.san@udian-tech.com')).meta, 'emailResendTooSoon', '验证码已发送，请 30 秒后再重新获取');
    advance(0.5);
    expect((await sendCode(await as('13800000011'), 'zhang.san@udian-tech.com')).meta.code).toBe(1);
  });

  it('is refused for another domain, a group without e-mail proof, and a malformed address', async () => {
    const headers = await as('13800000011');
    expectFailure((await sendCode(headers, 'zhangsan@gmail.com')).meta, 'groupEmailDomain', '请使用该企业的邮箱地址认证（@udian-tech.com、@udian.cn）');
    // A subdomain is another domain.
    expectFailure((await sendCode(headers, 'zhangsan@mail.udian-tech.com')).meta, 'groupEmailDomain', '请使用该企业的邮箱地址认证（@udian-tech.com、@udian.cn）');
    expectFailure((await sendCode(headers, 'zhangsan@udian-tech.com', ids.noProof)).meta, 'groupEmailNotOffered');
    const malformed = await sendCode(headers, 'zhangsan@');
    expect(malformed.meta.code).toBe(errorCatalogue.invalidParams.code);
    expect(malformed.meta.desc).toContain('请输入正确的邮箱地址');
    expect(await emailOutbox(t.app, 'zhangsan@gmail.com')).toEqual([]);
  });

  it('makes a member with the right code, used up at once; the membership shows the address masked', async () => {
    const headers = await as('13800000011');
    const code = await latestEmailCode(t.app, 'zhang.san@udian-tech.com');
    const answer = await verify(headers, 'zhang.san@udian-tech.com', code);
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data.membership).toEqual({ groupId: ids.udian, method: 'email', email: 'zh***@udian-tech.com', since: clock.toISOString() });
    expect((await detail(headers)).membership).toMatchObject({ method: 'email', email: 'zh***@udian-tech.com' });
    const used = await t.database.db.selectFrom('email_codes').select('consumed_at').where('email', '=', 'zhang.san@udian-tech.com').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(used.consumed_at).toEqual(clock);
    // The same code again (a second tap): the one membership, nothing new.
    expect((await verify(headers, 'zhang.san@udian-tech.com', code)).data.membership.since).toBe(clock.toISOString());
    expect((await liveMemberships(ids.udian)).filter((m) => m.ended_at === null)).toHaveLength(1);
  });

  it('is refused when none was sent, and after its 10 minutes', async () => {
    const headers = await as('13800000013');
    expectFailure((await verify(headers, 'li.si@udian-tech.com', '123456')).meta, 'emailCodeExpired', '请先获取验证码');
    await sendCode(headers, 'li.si@udian-tech.com');
    const code = await latestEmailCode(t.app, 'li.si@udian-tech.com');
    advance(10);
    expectFailure((await verify(headers, 'li.si@udian-tech.com', code)).meta, 'emailCodeExpired');
    expect((await detail(headers)).membership).toBeNull();
  });

  it('is only another passenger’s to use', async () => {
    await sendCode(await as('13800000014'), 'wang.wu@udian-tech.com');
    const code = await latestEmailCode(t.app, 'wang.wu@udian-tech.com');
    expectFailure((await verify(await as('13800000015'), 'wang.wu@udian-tech.com', code)).meta, 'emailCodeExpired', '请先获取验证码');
  });
});

describe('five wrong codes', () => {
  const address = 'lock.me@udian-tech.com';

  it('lock the address for an hour, for every passenger and group, even with the right code', async () => {
    advance(60);
    const owner = await as('13800000021');
    expect((await sendCode(owner, address)).meta.code).toBe(1);
    const code = await latestEmailCode(t.app, address);
    for (const left of [4, 3, 2, 1]) {
      expectFailure((await verify(owner, address, wrongOf(code))).meta, 'emailCodeWrong', `验证码错误，还可以再试 ${left} 次`);
      advance(1);
    }
    expectFailure((await verify(owner, address, wrongOf(code))).meta, 'groupEmailLocked');
    expect(await t.database.db.selectFrom('email_locks').select(['wrong_count', 'locked_until']).where('email', '=', address).executeTakeFirstOrThrow()).toEqual({
      wrong_count: 5,
      locked_until: new Date(clock.getTime() + 60 * 60_000),
    });
    expectFailure((await verify(owner, address, code)).meta, 'groupEmailLocked');
    // Anyone else, for any group with the domain: no code is sent while it is locked.
    const other = await as('13800000022');
    expectFailure((await sendCode(other, address)).meta, 'groupEmailLocked');
    expectFailure((await sendCode(other, address, ids.udianTravel)).meta, 'groupEmailLocked');
    expect(await emailOutbox(t.app, address)).toHaveLength(1);
    expect((await detail(owner)).membership).toBeNull();
  });

  it('the hour passing unlocks it', async () => {
    advance(59);
    const other = await as('13800000022');
    expectFailure((await sendCode(other, address, ids.udianTravel)).meta, 'groupEmailLocked');
    advance(1);
    expect((await sendCode(other, address, ids.udianTravel)).meta.code).toBe(1);
    const answer = await verify(other, address, await latestEmailCode(t.app, address), ids.udianTravel);
    expect(answer.data.membership).toMatchObject({ groupId: ids.udianTravel, method: 'email', email: 'lo***@udian-tech.com' });
  });

  it('count within an hour of the first: four wrong an hour apart lock nothing', async () => {
    const owner = await as('13800000023');
    const spaced = 'spaced@udian-tech.com';
    await sendCode(owner, spaced);
    const code = await latestEmailCode(t.app, spaced);
    for (let i = 0; i < 4; i += 1) await verify(owner, spaced, wrongOf(code));
    advance(61);
    await sendCode(owner, spaced);
    const next = await latestEmailCode(t.app, spaced);
    expectFailure((await verify(owner, spaced, wrongOf(next))).meta, 'emailCodeWrong', '验证码错误，还可以再试 4 次');
    expect((await verify(owner, spaced, next)).meta.code).toBe(1);
  });
});

describe('the invite code', () => {
  it('makes a member, in any case; a wrong one is recorded', async () => {
    const headers = await as('13800000031');
    expectFailure((await join(headers, 'WRONG123')).meta, 'groupInviteWrong');
    expect(await t.database.db.selectFrom('group_invite_failures').select('attempted_at').execute()).toEqual([{ attempted_at: clock }]);
    const answer = await join(headers, 'udian2026');
    expect(answer.data.membership).toEqual({ groupId: ids.udian, method: 'inviteCode', email: null, since: clock.toISOString() });
  });

  it('is wrong for a group that hands none out', async () => {
    expectFailure((await join(await as('13800000031'), 'UDIAN2026', ids.noProof)).meta, 'groupInviteWrong');
  });

  it('tried wrong ten times within the hour makes the passenger wait, even with the right code, then not', async () => {
    const headers = await as('13800000032');
    for (let i = 1; i <= 9; i += 1) expectFailure((await join(headers, `WRONG${100 + i}`)).meta, 'groupInviteWrong');
    expectFailure((await join(headers, 'WRONG110')).meta, 'groupInviteTooManyTries');
    expectFailure((await join(headers, 'UDIAN2026')).meta, 'groupInviteTooManyTries');
    // Another passenger is not held back.
    expect((await join(await as('13800000033'), 'UDIAN2026')).meta.code).toBe(1);
    advance(61);
    expect((await join(headers, 'UDIAN2026')).meta.code).toBe(1);
  });
});

describe('leaving', () => {
  it('ends an e-mail or invite membership by the member; then there is nothing to leave', async () => {
    const user = await t.loginAs('13800000031');
    const { headers } = user;
    const answer = await leave(headers);
    expect(answer).toMatchObject({ meta: { code: 1 }, data: { groupId: ids.udian } });
    expect(await t.database.db.selectFrom('group_memberships').select(['ended_at', 'ended_by']).where('user_id', '=', Number(user.userId)).execute()).toEqual([
      { ended_at: clock, ended_by: 'member' },
    ]);
    expect((await detail(headers)).membership).toBeNull();
    expectFailure((await leave(headers)).meta, 'groupMembershipNotFound');
    // Joining again makes a new membership.
    expect((await join(headers, 'UDIAN2026')).meta.code).toBe(1);
  });
});

describe('an e-mail provider that fails', () => {
  it('answers 邮件发送失败 and keeps nothing, so the passenger may ask again at once', async () => {
    const { db } = t.database;
    let isDown = true;
    const service = createMembershipsService({
      db,
      groups: createGroupsRepository(db),
      memberships: createMembershipsRepository(db),
      proofs: createMembershipProofsRepository(db),
      accounts: accountsPortOf(db),
      email: {
        name: 'console',
        send: async () => {
          if (isDown) throw new Error('mail server down');
        },
      },
      codeSecret: 'a-test-code-secret-of-16+',
      productName: '优点巴士',
      logger: pino({ level: 'silent' }),
      now: () => clock,
    });
    const user = await t.loginAs('13800000041');
    await expect(service.sendEmailCode(Number(user.userId), { groupId: Number(ids.udian), email: 'down@udian-tech.com' })).rejects.toMatchObject({
      code: errorCatalogue.emailSendFailed.code,
      desc: '邮件发送失败，请稍后重试',
    });
    expect(await db.selectFrom('email_codes').select('id').where('email', '=', 'down@udian-tech.com').execute()).toEqual([]);
    isDown = false;
    await expect(service.sendEmailCode(Number(user.userId), { groupId: Number(ids.udian), email: 'down@udian-tech.com' })).resolves.toMatchObject({ resendSeconds: 60 });
  });
});

describe('the dev outbox', () => {
  it('does not exist in production', async () => {
    const prod = await createTestApp({
      NODE_ENV: 'production',
      SMS_CODE_SECRET: 'a-production-secret-of-32-chars!',
      RIDE_CODE_SECRET: 'a-production-ride-secret-01',
      INVITE_CODE_SECRET: 'a-production-invite-secret-01',
    });
    try {
      expect(prod.app.hasRoute({ method: 'GET', url: '/dev/email-outbox' })).toBe(false);
      expect((await prod.app.inject({ method: 'GET', url: '/dev/email-outbox', query: { email: 'a@udian-tech.com' } })).statusCode).not.toBe(200);
    } finally {
      await prod.close();
    }
  });
});
