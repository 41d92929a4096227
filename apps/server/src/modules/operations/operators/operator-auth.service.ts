import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import type { CurrentOperator } from '../../../http/request-context';
import { hashSecretToken, isWellFormedSecretToken, newSecretToken } from '../../../lib/secret-token';
import type { AuditService } from '../audit/audit.service';
import { hashOfNoPassword, hashOperatorPassword, verifyOperatorPassword } from './operator-password';
import { toOperator } from './operator-view';
import type { OperatorsRepository } from './operators.repository';
import { isTotpCodeRight, newTotpSecret, totpUrl } from './totp';

/** Ten wrong passwords in a row lock an account for 15 minutes. */
export const MAX_FAILED_LOGINS = 10;
export const LOCK_MINUTES = 15;
/** The window of the per-address login rate limit. */
const ADDRESS_WINDOW_MS = 15 * 60_000;

export type OperatorAuthDeps = {
  db: Db;
  operators: OperatorsRepository;
  audit: AuditService;
  sessionHours: number;
  loginIpLimit: number;
  productName: string;
  now?: () => Date;
};

export const isSameSecret = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * Operator sign-in (decision 044): passwords by scrypt, the account lock after ten wrong ones, the login
 * rate limit per address, optional TOTP, and cookie sessions each with its own CSRF token.
 */
export const createOperatorAuthService = ({ db, operators, audit, sessionHours, loginIpLimit, productName, now = () => new Date() }: OperatorAuthDeps) => {
  const refuse = async (input: { ip: string; username: string; at: Date }, operatorId: number | null): Promise<never> => {
    await operators.recordAddressFailure(input);
    if (operatorId === null) throw new AppError('operatorLoginFailed');
    const counted = await operators.countFailure(operatorId, { maxFailures: MAX_FAILED_LOGINS, lockUntil: new Date(input.at.getTime() + LOCK_MINUTES * 60_000) });
    if (counted.locked_until && counted.locked_until > input.at) throw new AppError('operatorLocked');
    const left = MAX_FAILED_LOGINS - counted.failed_logins;
    throw new AppError('operatorLoginFailed', left <= 3 ? `用户名或密码错误，再错 ${left} 次账号将被锁定 15 分钟` : undefined);
  };

  return {
    login: async (input: { username: string; password: string; totpCode?: string; ip: string }) => {
      const at = now();
      const attempt = { ip: input.ip, username: input.username, at };
      if ((await operators.countAddressFailures(input.ip, new Date(at.getTime() - ADDRESS_WINDOW_MS))) >= loginIpLimit) {
        throw new AppError('operatorLoginRateLimited', '该网络登录失败次数过多，请 15 分钟后再试');
      }
      const operator = await operators.findByUsername(input.username);
      if (!operator) {
        // Unknown names take as long as known ones: the timing says nothing about which names exist.
        await verifyOperatorPassword(input.password, await hashOfNoPassword);
        return refuse(attempt, null);
      }
      if (operator.locked_until && operator.locked_until > at) throw new AppError('operatorLocked');
      if (!(await verifyOperatorPassword(input.password, operator.password_hash))) return refuse(attempt, operator.id);
      if (operator.is_disabled) throw new AppError('operatorDisabled');
      if (operator.is_totp_on && operator.totp_secret) {
        if (!input.totpCode) throw new AppError('operatorTotpRequired');
        if (!isTotpCodeRight(operator.totp_secret, input.totpCode, at)) {
          await refuse(attempt, operator.id).catch((error: unknown) => {
            if (error instanceof AppError && error.errorName === 'operatorLocked') throw error;
          });
          throw new AppError('operatorTotpWrong');
        }
      }
      const token = newSecretToken();
      const csrfToken = randomBytes(24).toString('base64url');
      const expiresAt = new Date(at.getTime() + sessionHours * 3_600_000);
      await db.transaction().execute(async (tx) => {
        await operators.update(operator.id, { failed_logins: 0, locked_until: null }, at, tx);
        await operators.insertSession({ tokenHash: hashSecretToken(token), operatorId: operator.id, csrfToken, now: at, expiresAt }, tx);
        await audit.record({ id: operator.id, username: operator.username, ip: input.ip }, { action: 'operator.login', targetType: 'operator', targetId: operator.id, summary: '登录运营后台' }, tx);
      });
      await operators.pruneAddressFailures(new Date(at.getTime() - ADDRESS_WINDOW_MS));
      return { token, expiresAt, session: { operator: toOperator({ ...operator, failed_logins: 0, locked_until: null }, at), csrfToken } };
    },

    /** The operator behind a session cookie's token, or null for none, a malformed, unknown or expired one, or a disabled account. */
    authenticate: async (token: string | undefined): Promise<CurrentOperator | null> => {
      if (!token || !isWellFormedSecretToken(token)) return null;
      const tokenHash = hashSecretToken(token);
      const row = await operators.findSession(tokenHash);
      if (!row || row.expires_at <= now() || row.is_disabled) return null;
      return {
        id: row.id,
        username: row.username,
        role: row.role,
        groupId: row.group_id,
        mustChangePassword: row.must_change_password,
        sessionTokenHash: tokenHash,
        csrfToken: row.csrf_token,
      };
    },

    me: async (current: CurrentOperator) => {
      const row = await operators.findById(current.id);
      if (!row) throw new AppError('operatorNotLoggedIn');
      return { operator: toOperator(row, now()), csrfToken: current.csrfToken };
    },

    logout: async (current: CurrentOperator & { ip: string }) => {
      await db.transaction().execute(async (tx) => {
        await operators.deleteSession(current.sessionTokenHash, tx);
        await audit.record(current, { action: 'operator.logout', targetType: 'operator', targetId: current.id, summary: '退出运营后台' }, tx);
      });
      return {};
    },

    /** Changes the operator's own password; the account's other sessions end, this one stays. */
    changePassword: async (current: CurrentOperator & { ip: string }, input: { currentPassword: string; newPassword: string }) => {
      const at = now();
      const row = await operators.findById(current.id);
      if (!row) throw new AppError('operatorNotLoggedIn');
      if (!(await verifyOperatorPassword(input.currentPassword, row.password_hash))) throw new AppError('operatorPasswordWrong');
      const passwordHash = await hashOperatorPassword(input.newPassword);
      const updated = await db.transaction().execute(async (tx) => {
        const changed = (await operators.update(current.id, { password_hash: passwordHash, must_change_password: false }, at, tx))!;
        await operators.deleteSessionsOf(current.id, current.sessionTokenHash, tx);
        await audit.record(current, { action: 'operator.changePassword', targetType: 'operator', targetId: current.id, summary: '修改了自己的密码' }, tx);
        return changed;
      });
      return { operator: toOperator(updated, at) };
    },

    setUpTotp: async (current: CurrentOperator) => {
      const row = await operators.findById(current.id);
      if (!row) throw new AppError('operatorNotLoggedIn');
      if (row.is_totp_on) throw new AppError('conflict', '动态码已开启；如需更换，请先关闭后再重新设置');
      const secret = newTotpSecret();
      await operators.update(current.id, { totp_secret: secret }, now());
      return { secret, otpauthUrl: totpUrl({ secret, username: row.username, issuer: `${productName}运营后台` }) };
    },

    enableTotp: async (current: CurrentOperator & { ip: string }, code: string) => {
      const at = now();
      const row = await operators.findById(current.id);
      if (!row?.totp_secret) throw new AppError('conflict', '请先获取动态码密钥');
      if (row.is_totp_on) throw new AppError('conflict', '动态码已开启');
      if (!isTotpCodeRight(row.totp_secret, code, at)) throw new AppError('operatorTotpWrong');
      const updated = await db.transaction().execute(async (tx) => {
        const changed = (await operators.update(current.id, { is_totp_on: true }, at, tx))!;
        await audit.record(current, { action: 'operator.totpOn', targetType: 'operator', targetId: current.id, summary: '开启了登录动态码' }, tx);
        return changed;
      });
      return { operator: toOperator(updated, at) };
    },

    disableTotp: async (current: CurrentOperator & { ip: string }, password: string) => {
      const at = now();
      const row = await operators.findById(current.id);
      if (!row) throw new AppError('operatorNotLoggedIn');
      if (!(await verifyOperatorPassword(password, row.password_hash))) throw new AppError('operatorPasswordWrong');
      const updated = await db.transaction().execute(async (tx) => {
        const changed = (await operators.update(current.id, { is_totp_on: false, totp_secret: null }, at, tx))!;
        await audit.record(current, { action: 'operator.totpOff', targetType: 'operator', targetId: current.id, summary: '关闭了登录动态码' }, tx);
        return changed;
      });
      return { operator: toOperator(updated, at) };
    },

    isSameCsrfToken: isSameSecret,
  };
};

export type OperatorAuthService = ReturnType<typeof createOperatorAuthService>;
