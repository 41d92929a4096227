import type { OperatorRole } from '@udian/contracts/operator-roles';
import { operatorRoleLabels } from '@udian/contracts/operator-roles';
import type { Db, DbOrTx } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import type { AuditActor, AuditService } from '../audit/audit.service';
import { hashOperatorPassword, newOneTimePassword } from './operator-password';
import { toOperator } from './operator-view';
import type { OperatorRow, OperatorsRepository } from './operators.repository';

const snapshot = (row: OperatorRow) => ({
  username: row.username,
  displayName: row.display_name,
  role: row.role,
  groupId: row.group_id === null ? null : String(row.group_id),
  isDisabled: row.is_disabled,
  isTotpOn: row.is_totp_on,
});

/** What operators needs of groups: that a group exists (a groupAdmin's), else groupNotFound. */
export type OperatorGroupsPort = { find: (groupId: number) => Promise<unknown> };

/**
 * Operator accounts as an admin keeps them (decision 044); every change is in the audit log. A groupAdmin
 * (decision 048) is tied to one group that exists; any other role to none.
 */
export const createOperatorsService = ({
  db,
  operators,
  audit,
  groups,
  now = () => new Date(),
}: {
  db: Db;
  operators: OperatorsRepository;
  audit: AuditService;
  /** Absent for the command line's admin reset, which makes no groupAdmin. */
  groups?: OperatorGroupsPort;
  now?: () => Date;
}) => {
  const findOrFail = async (id: number): Promise<OperatorRow> => {
    const row = await operators.findById(id);
    if (!row) throw new AppError('operatorNotFound');
    return row;
  };

  /** Refuses a change that would leave no admin able to sign in. */
  const assertAdminLeft = async (changing: OperatorRow, next: { role: OperatorRole; isDisabled: boolean }, tx: DbOrTx) => {
    if (changing.role !== 'admin' || (next.role === 'admin' && !next.isDisabled)) return;
    const admins = (await operators.list(tx)).filter((o) => o.role === 'admin' && !o.is_disabled && o.id !== changing.id);
    if (admins.length === 0) throw new AppError('conflict', '至少要保留一个可用的管理员账号');
  };

  /** The group of an account with this role: required and existing for a groupAdmin, none for any other role. */
  const groupFor = async (role: OperatorRole, groupId: string | null | undefined): Promise<number | null> => {
    if (role !== 'groupAdmin') return null;
    if (groupId === null || groupId === undefined) throw new AppError('groupAdminNeedsGroup');
    if (!groups) throw new Error('the operators service was built without groups: it cannot make a groupAdmin');
    await groups.find(Number(groupId));
    return Number(groupId);
  };

  const roleSummary = (row: OperatorRow) => `${operatorRoleLabels[row.role]}${row.group_name ? `（${row.group_name}）` : ''}`;

  return {
    list: async () => {
      const at = now();
      return { operators: (await operators.list()).map((row) => toOperator(row, at)) };
    },

    create: async (actor: AuditActor, input: { username: string; displayName: string; role: OperatorRole; groupId?: string | null }) => {
      const at = now();
      const groupId = await groupFor(input.role, input.groupId);
      const oneTimePassword = newOneTimePassword();
      const passwordHash = await hashOperatorPassword(oneTimePassword);
      const created = await db.transaction().execute(async (tx) => {
        const row = await operators.insert({ username: input.username, displayName: input.displayName, role: input.role, groupId, passwordHash, now: at }, tx);
        if (!row) throw new AppError('operatorUsernameTaken');
        await audit.record(
          actor,
          { action: 'operator.create', targetType: 'operator', targetId: row.id, summary: `创建${roleSummary(row)}账号 ${row.username}`, after: snapshot(row) },
          tx,
        );
        return row;
      });
      return { operator: toOperator(created, at), oneTimePassword };
    },

    /** A role other than groupAdmin clears the group; a groupAdmin keeps its group unless another is given. */
    update: async (actor: AuditActor, input: { id: string; displayName?: string; role?: OperatorRole; groupId?: string | null; isDisabled?: boolean }) => {
      const at = now();
      const id = Number(input.id);
      if (id === actor.id && (input.isDisabled === true || (input.role && input.role !== 'admin'))) {
        throw new AppError('conflict', '不能停用自己的账号或取消自己的管理员角色');
      }
      // The group is looked up before the transaction: groups answers on its own connection.
      const current = await findOrFail(id);
      const groupId = await groupFor(input.role ?? current.role, input.groupId !== undefined ? input.groupId : current.group_id === null ? null : String(current.group_id));
      const updated = await db.transaction().execute(async (tx) => {
        const before = await operators.lockById(id, tx);
        if (!before) throw new AppError('operatorNotFound');
        await assertAdminLeft(before, { role: input.role ?? before.role, isDisabled: input.isDisabled ?? before.is_disabled }, tx);
        const after = (await operators.update(
          id,
          {
            ...(input.displayName !== undefined ? { display_name: input.displayName } : {}),
            ...(input.role ? { role: input.role } : {}),
            ...(groupId !== before.group_id ? { group_id: groupId } : {}),
            ...(input.isDisabled !== undefined ? { is_disabled: input.isDisabled } : {}),
          },
          at,
          tx,
        ))!;
        if (after.is_disabled) await operators.deleteSessionsOf(id, null, tx);
        await audit.record(
          actor,
          { action: 'operator.update', targetType: 'operator', targetId: id, summary: `修改运营账号 ${after.username}`, before: snapshot(before), after: snapshot(after) },
          tx,
        );
        return after;
      });
      return { operator: toOperator(updated, at) };
    },

    /** A new one-time password: the lock is lifted, TOTP turned off and every session of the account ended. */
    resetPassword: async (actor: AuditActor, input: { id: string }) => {
      const at = now();
      const id = Number(input.id);
      await findOrFail(id);
      const oneTimePassword = newOneTimePassword();
      const passwordHash = await hashOperatorPassword(oneTimePassword);
      const updated = await db.transaction().execute(async (tx) => {
        const after = (await operators.update(
          id,
          { password_hash: passwordHash, must_change_password: true, failed_logins: 0, locked_until: null, is_totp_on: false, totp_secret: null },
          at,
          tx,
        ))!;
        await operators.deleteSessionsOf(id, null, tx);
        await audit.record(actor, { action: 'operator.resetPassword', targetType: 'operator', targetId: id, summary: `重置了 ${after.username} 的密码` }, tx);
        return after;
      });
      return { operator: toOperator(updated, at), oneTimePassword };
    },

    /**
     * `npm run ops:admin`: creates the admin, or resets an existing account to an admin with a new one-time
     * password (enabled, unlocked, TOTP off). Recorded in the audit log as done by the command line.
     */
    createOrResetAdmin: async (username: string) => {
      const at = now();
      const oneTimePassword = newOneTimePassword();
      const passwordHash = await hashOperatorPassword(oneTimePassword);
      const cli: AuditActor = { id: null, username: 'ops:admin（命令行）' };
      const result = await db.transaction().execute(async (tx) => {
        const existing = await operators.findByUsername(username, tx);
        const row = existing
          ? (await operators.update(
              existing.id,
              { role: 'admin', group_id: null, is_disabled: false, password_hash: passwordHash, must_change_password: true, failed_logins: 0, locked_until: null, is_totp_on: false, totp_secret: null },
              at,
              tx,
            ))!
          : (await operators.insert({ username, displayName: '管理员', role: 'admin', passwordHash, now: at }, tx))!;
        if (existing) await operators.deleteSessionsOf(existing.id, null, tx);
        await audit.record(cli, { action: 'operator.cliReset', targetType: 'operator', targetId: row.id, summary: `${existing ? '重置' : '创建'}管理员 ${username}` }, tx);
        return { row, isNew: !existing };
      });
      return { operator: toOperator(result.row, at), oneTimePassword, isNew: result.isNew };
    },
  };
};

export type OperatorsService = ReturnType<typeof createOperatorsService>;
