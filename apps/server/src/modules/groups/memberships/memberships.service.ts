import {
  EMAIL_CODE_MAX_TRIES,
  EMAIL_CODE_TTL_MINUTES,
  EMAIL_LOCK_MINUTES,
  EMAIL_RESEND_SECONDS,
  INVITE_CODE_MAX_TRIES,
  type GroupMembership,
} from '@udian/contracts/schemas/groups';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import type { EmailProvider } from '../../../providers/email/email-provider';
import type { GroupRow, GroupsRepository } from '../directory/groups.repository';
import type { GroupsAccountsPort } from '../groups.ports';
import { isSameHash } from '../../../lib/secret-token';
import { emailCodeMessage, hashEmailCode, newEmailCode } from './email-code';
import type { MembershipProofsRepository } from './membership-proofs.repository';
import { toMembership, toMemberships } from './membership-view';
import type { MembershipsRepository } from './memberships.repository';

const MINUTE_MS = 60_000;
/** Wrong codes count for an address within this window; wrong invite codes for a passenger too. */
const WINDOW_MS = 60 * MINUTE_MS;

export type MembershipsServiceDeps = {
  db: Db;
  groups: GroupsRepository;
  memberships: MembershipsRepository;
  proofs: MembershipProofsRepository;
  accounts: Pick<GroupsAccountsPort, 'lockUser'>;
  email: EmailProvider;
  /** The key of the HMAC that stores e-mail codes. */
  codeSecret: string;
  productName: string;
  logger: FastifyBaseLogger;
  now?: () => Date;
};

/** What a transaction decided when the refusal must still commit what it counted (a wrong code). */
type Verdict = { membership: GroupMembership } | { refusal: AppError };

const settle = (verdict: Verdict): { membership: GroupMembership } => {
  if ('refusal' in verdict) throw verdict.refusal;
  return verdict;
};

const domainOf = (email: string): string => email.slice(email.lastIndexOf('@') + 1);

/**
 * Membership of a group (decision 048): proved by the account's phone on the staff list, a code sent to an
 * address of the group's e-mail domains, or the group's invite code; ended by the passenger (leave). A
 * membership is made under the passenger's lock, so two proofs at once make one.
 */
export const createMembershipsService = (deps: MembershipsServiceDeps) => {
  const { db, groups, memberships, proofs, accounts, now = () => new Date() } = deps;

  const findGroup = async (groupId: number): Promise<GroupRow> => {
    const group = await groups.find(groupId);
    if (!group) throw new AppError('groupNotFound');
    return group;
  };

  /** The address must be of one of the group's domains (and the group must offer e-mail proof at all). */
  const checkDomain = (group: GroupRow, email: string) => {
    if (group.email_domains.length === 0) throw new AppError('groupEmailNotOffered');
    if (!group.email_domains.includes(domainOf(email))) {
      throw new AppError('groupEmailDomain', `请使用该企业的邮箱地址认证（${group.email_domains.map((d) => `@${d}`).join('、')}）`);
    }
  };

  const checkNotLocked = async (email: string, at: Date, tx: DbOrTx = db) => {
    const state = await proofs.lockState(email, tx);
    if (state?.locked_until && state.locked_until > at) throw new AppError('groupEmailLocked');
  };

  const membershipOf = async (userId: number, groupId: number, tx: DbOrTx = db): Promise<GroupMembership | null> => {
    // One after the other: inside a transaction both go through its one connection anyway.
    const staff = await memberships.staffEntries(userId, groupId, tx);
    const live = await memberships.liveMemberships(userId, groupId, tx);
    return toMembership(staff[0], live[0]);
  };

  /** Makes the membership, or answers the one the passenger holds already; inside the caller's transaction, after the passenger's lock. */
  const join = async (input: { groupId: number; userId: number; method: 'email' | 'inviteCode' | 'application'; email: string | null }, at: Date, tx: DbOrTx): Promise<GroupMembership> => {
    const existing = await membershipOf(input.userId, input.groupId, tx);
    if (existing) return existing;
    const row = await memberships.insert({ ...input, now: at }, tx);
    // The partial unique index refused a second live membership: answer the first.
    return toMembership(undefined, row) ?? (await membershipOf(input.userId, input.groupId, tx))!;
  };

  return {
    membershipOf,

    /**
     * Makes a membership inside the caller's transaction (an approved ride application), or answers the one
     * the passenger holds already. The caller holds the passenger's lock (accounts' lockUser) first.
     */
    joinInTransaction: join,

    /** Every group the passenger belongs to (staff list or a membership not ended), in the order they joined. */
    membershipsOf: async (userId: number): Promise<GroupMembership[]> => {
      const [staff, live] = await Promise.all([memberships.staffEntries(userId, null), memberships.liveMemberships(userId, null)]);
      return toMemberships(staff, live);
    },

    isMember: (userId: number, groupId: number): Promise<boolean> => memberships.isMember(userId, groupId),

    /** The account's own phone on the group's staff list: a membership as long as the phone stays listed. */
    verifyPhone: async (userId: number, groupId: number): Promise<{ membership: GroupMembership }> => {
      await findGroup(groupId);
      const [staff] = await memberships.staffEntries(userId, groupId);
      if (!staff) throw new AppError('groupPhoneNotListed');
      return { membership: toMembership(staff, undefined)! };
    },

    /**
     * Sends a six-digit code to an address of the group's domains: one a minute per address, none while the
     * address is locked. Sent after the code is stored; a provider failure removes the code again, so that
     * the passenger may try again at once.
     */
    sendEmailCode: async (userId: number, input: { groupId: number; email: string }) => {
      const group = await findGroup(input.groupId);
      checkDomain(group, input.email);
      const at = now();
      const code = newEmailCode();
      const codeId = await db.transaction().execute(async (tx) => {
        await memberships.lockKey(`group-email:${input.email}`, tx);
        await checkNotLocked(input.email, at, tx);
        const lastSentAt = await proofs.lastSentAt(input.email, tx);
        const sinceLastMs = lastSentAt ? at.getTime() - lastSentAt.getTime() : Number.POSITIVE_INFINITY;
        if (sinceLastMs < EMAIL_RESEND_SECONDS * 1000) {
          const wait = Math.max(1, Math.ceil((EMAIL_RESEND_SECONDS * 1000 - sinceLastMs) / 1000));
          throw new AppError('emailResendTooSoon', `验证码已发送，请 ${wait} 秒后再重新获取`);
        }
        return proofs.insertCode(
          {
            email: input.email,
            groupId: group.id,
            userId,
            codeHash: hashEmailCode(deps.codeSecret, { email: input.email, groupId: group.id, code }),
            createdAt: at,
            expiresAt: new Date(at.getTime() + EMAIL_CODE_TTL_MINUTES * MINUTE_MS),
          },
          tx,
        );
      });
      // Sent after the commit so that no database connection waits on the mail server.
      try {
        await deps.email.send(emailCodeMessage({ to: input.email, productName: deps.productName, groupName: group.name, code }));
      } catch (error) {
        deps.logger.error({ err: error, provider: deps.email.name }, 'e-mail provider failed');
        await proofs.deleteCode(codeId);
        throw new AppError('emailSendFailed');
      }
      return { email: input.email, resendSeconds: EMAIL_RESEND_SECONDS, expiresInMinutes: EMAIL_CODE_TTL_MINUTES };
    },

    /**
     * The code sent to the address for this passenger and group. A right one is used up and makes the
     * membership in the same transaction; a wrong one counts against the address (committed, then refused):
     * the fifth within the hour locks the address for an hour, for every passenger and group.
     */
    verifyEmail: async (userId: number, input: { groupId: number; email: string; code: string }): Promise<{ membership: GroupMembership }> => {
      const group = await findGroup(input.groupId);
      checkDomain(group, input.email);
      const at = now();
      const verdict = await db.transaction().execute(async (tx): Promise<Verdict> => {
        await accounts.lockUser(userId, tx);
        await checkNotLocked(input.email, at, tx);
        const code = await proofs.lockLatestCode({ email: input.email, groupId: group.id, userId }, tx);
        if (!code) throw new AppError('emailCodeExpired', '请先获取验证码');
        if (code.consumed_at) {
          // A second tap of the same code: the first made the membership.
          const held = await membershipOf(userId, group.id, tx);
          if (held) return { membership: held };
          throw new AppError('emailCodeExpired', '验证码已使用，请重新获取');
        }
        if (code.expires_at <= at) throw new AppError('emailCodeExpired');
        if (!isSameHash(hashEmailCode(deps.codeSecret, { email: input.email, groupId: group.id, code: input.code }), code.code_hash)) {
          await proofs.countWrongTry(code.id, tx);
          const state = await proofs.recordWrongCode({ email: input.email, now: at, windowMs: WINDOW_MS, maxWrong: EMAIL_CODE_MAX_TRIES, lockMs: EMAIL_LOCK_MINUTES * MINUTE_MS }, tx);
          if (state.locked_until && state.locked_until > at) return { refusal: new AppError('groupEmailLocked') };
          return { refusal: new AppError('emailCodeWrong', `验证码错误，还可以再试 ${EMAIL_CODE_MAX_TRIES - state.wrong_count} 次`) };
        }
        if (!(await proofs.consumeCode(code.id, at, tx))) throw new AppError('emailCodeExpired', '验证码已使用，请重新获取');
        return { membership: await join({ groupId: group.id, userId, method: 'email', email: input.email }, at, tx) };
      });
      return settle(verdict);
    },

    /** The group's invite code; ten wrong ones within the hour (any group) and the passenger waits. */
    joinByInvite: async (userId: number, input: { groupId: number; inviteCode: string }): Promise<{ membership: GroupMembership }> => {
      const group = await findGroup(input.groupId);
      const at = now();
      const windowStart = new Date(at.getTime() - WINDOW_MS);
      const verdict = await db.transaction().execute(async (tx): Promise<Verdict> => {
        await accounts.lockUser(userId, tx);
        const failures = await proofs.countInviteFailures(userId, windowStart, tx);
        if (failures >= INVITE_CODE_MAX_TRIES) throw new AppError('groupInviteTooManyTries');
        if (group.invite_code === null || group.invite_code !== input.inviteCode) {
          await proofs.recordInviteFailure({ userId, at, windowStart }, tx);
          return { refusal: new AppError(failures + 1 >= INVITE_CODE_MAX_TRIES ? 'groupInviteTooManyTries' : 'groupInviteWrong') };
        }
        return { membership: await join({ groupId: group.id, userId, method: 'inviteCode', email: null }, at, tx) };
      });
      return settle(verdict);
    },

    /** Ends the passenger's own e-mail or invite membership; a listed phone stays a member (the administrator removes it). */
    leave: async (userId: number, groupId: number): Promise<{ groupId: string }> => {
      await findGroup(groupId);
      return db.transaction().execute(async (tx) => {
        await accounts.lockUser(userId, tx);
        if ((await memberships.staffEntries(userId, groupId, tx)).length > 0) throw new AppError('groupStaffMembershipKept');
        const ended = await memberships.end({ groupId, userId, by: 'member', now: now() }, tx);
        if (!ended) throw new AppError('groupMembershipNotFound');
        return { groupId: String(groupId) };
      });
    },
  };
};

export type MembershipsService = ReturnType<typeof createMembershipsService>;
