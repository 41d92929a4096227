import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import type { OperatorRoleValue } from '../../../db/schema';

export type OperatorRow = {
  id: number;
  username: string;
  display_name: string;
  role: OperatorRoleValue;
  password_hash: string;
  must_change_password: boolean;
  totp_secret: string | null;
  is_totp_on: boolean;
  is_disabled: boolean;
  failed_logins: number;
  locked_until: Date | null;
  /** A groupAdmin's group and its name (decision 048); null for every other role. */
  group_id: number | null;
  group_name: string | null;
  created_at: Date;
};

const COLUMNS = [
  'id',
  'username',
  'display_name',
  'role',
  'password_hash',
  'must_change_password',
  'totp_secret',
  'is_totp_on',
  'is_disabled',
  'failed_logins',
  'locked_until',
  'group_id',
  'created_at',
] as const;

/** The name of a groupAdmin's group, read with the account (the groups table is the groups context's; its name is all that is asked). */
const groupName = sql<string | null>`(SELECT g.name FROM groups g WHERE g.id = operators.group_id)`.as('group_name');

/** An account as the console shows it: its columns and its group's name. */
const WITH_GROUP_NAME = [...COLUMNS, groupName] as const;

/** The account behind a session, asked on every operator call: its columns only (the group's name is not needed there). */
export type OperatorSessionRow = Omit<OperatorRow, 'group_name'> & { csrf_token: string; expires_at: Date };

/** Operator accounts, their sessions and failed logins (decision 044). */
export const createOperatorsRepository = (db: DbOrTx) => ({
  findByUsername: (username: string, tx: DbOrTx = db): Promise<OperatorRow | undefined> =>
    tx.selectFrom('operators').select(WITH_GROUP_NAME).where('username', '=', username).executeTakeFirst(),

  findById: (id: number, tx: DbOrTx = db): Promise<OperatorRow | undefined> =>
    tx.selectFrom('operators').select(WITH_GROUP_NAME).where('id', '=', id).executeTakeFirst(),

  lockById: (id: number, tx: DbOrTx): Promise<OperatorRow | undefined> =>
    tx.selectFrom('operators').select(WITH_GROUP_NAME).where('id', '=', id).forUpdate().executeTakeFirst(),

  list: (tx: DbOrTx = db): Promise<OperatorRow[]> => tx.selectFrom('operators').select(WITH_GROUP_NAME).orderBy('id').execute(),

  insert: (
    input: { username: string; displayName: string; role: OperatorRoleValue; groupId?: number | null; passwordHash: string; now: Date },
    tx: DbOrTx = db,
  ): Promise<OperatorRow | undefined> =>
    // undefined: the username is taken.
    tx
      .insertInto('operators')
      .values({
        username: input.username,
        display_name: input.displayName,
        role: input.role,
        group_id: input.groupId ?? null,
        password_hash: input.passwordHash,
        must_change_password: true,
        created_at: input.now,
        updated_at: input.now,
      })
      .onConflict((oc) => oc.column('username').doNothing())
      .returning(WITH_GROUP_NAME)
      .executeTakeFirst(),

  update: (
    id: number,
    changes: Partial<{
      display_name: string;
      role: OperatorRoleValue;
      group_id: number | null;
      is_disabled: boolean;
      password_hash: string;
      must_change_password: boolean;
      totp_secret: string | null;
      is_totp_on: boolean;
      failed_logins: number;
      locked_until: Date | null;
    }>,
    now: Date,
    tx: DbOrTx = db,
  ): Promise<OperatorRow | undefined> =>
    tx
      .updateTable('operators')
      .set({ ...changes, updated_at: now })
      .where('id', '=', id)
      .returning(WITH_GROUP_NAME)
      .executeTakeFirst(),

  /**
   * One more wrong password, counted in one statement so that wrong passwords sent at once all count; the
   * tenth locks the account until lockUntil and starts the count again.
   */
  countFailure: (id: number, input: { maxFailures: number; lockUntil: Date }, tx: DbOrTx = db): Promise<{ failed_logins: number; locked_until: Date | null }> =>
    tx
      .updateTable('operators')
      .set({
        locked_until: sql<Date | null>`CASE WHEN failed_logins + 1 >= ${input.maxFailures} THEN ${input.lockUntil}::timestamptz ELSE locked_until END`,
        failed_logins: sql<number>`CASE WHEN failed_logins + 1 >= ${input.maxFailures} THEN 0 ELSE failed_logins + 1 END`,
      })
      .where('id', '=', id)
      .returning(['failed_logins', 'locked_until'])
      .executeTakeFirstOrThrow(),

  recordAddressFailure: async (input: { ip: string; username: string; at: Date }, tx: DbOrTx = db): Promise<void> => {
    await tx.insertInto('operator_login_failures').values(input).execute();
  },

  countAddressFailures: async (ip: string, since: Date, tx: DbOrTx = db): Promise<number> => {
    const row = await tx
      .selectFrom('operator_login_failures')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('ip', '=', ip)
      .where('at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Failed logins older than the window count for nothing: the login rate limit's table stays small. */
  pruneAddressFailures: async (before: Date, tx: DbOrTx = db): Promise<void> => {
    await tx.deleteFrom('operator_login_failures').where('at', '<', before).execute();
  },

  insertSession: async (input: { tokenHash: string; operatorId: number; csrfToken: string; now: Date; expiresAt: Date }, tx: DbOrTx = db) => {
    await tx
      .insertInto('operator_sessions')
      .values({ token_hash: input.tokenHash, operator_id: input.operatorId, csrf_token: input.csrfToken, created_at: input.now, expires_at: input.expiresAt })
      .execute();
  },

  findSession: (tokenHash: string, tx: DbOrTx = db): Promise<OperatorSessionRow | undefined> =>
    tx
      .selectFrom('operator_sessions as s')
      .innerJoin('operators as o', 'o.id', 's.operator_id')
      .select(COLUMNS.map((c) => `o.${c}` as const))
      .select(['s.csrf_token', 's.expires_at'])
      .where('s.token_hash', '=', tokenHash)
      .executeTakeFirst(),

  deleteSession: async (tokenHash: string, tx: DbOrTx = db): Promise<void> => {
    await tx.deleteFrom('operator_sessions').where('token_hash', '=', tokenHash).execute();
  },

  /** Ends every session of the operator but `keepTokenHash` (a changed password, a disabled account). */
  deleteSessionsOf: async (operatorId: number, keepTokenHash: string | null, tx: DbOrTx = db): Promise<void> => {
    let query = tx.deleteFrom('operator_sessions').where('operator_id', '=', operatorId);
    if (keepTokenHash) query = query.where('token_hash', '<>', keepTokenHash);
    await query.execute();
  },
});

export type OperatorsRepository = ReturnType<typeof createOperatorsRepository>;
