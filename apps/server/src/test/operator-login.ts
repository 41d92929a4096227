import { CSRF_HEADER, OPERATOR_COOKIE, type OperatorRole } from '@udian/contracts/operator-roles';
import type { Db } from '../db/database';
import type { App } from '../http/app-instance';
import { hashOperatorPassword } from '../modules/operations/operators/operator-password';
import { insertTestGroup } from './groups-fixture';

export const TEST_OPERATOR_PASSWORD = 'test-password-2026';

// Hashing with scrypt's full cost takes a while: every test operator shares one hash of the test password.
let sharedHash: Promise<string> | undefined;

/**
 * Creates an operator (password changed already) straight in the database; answers its id. A groupAdmin
 * administers `groupId`, or a group of its own made for it (`<username>单位`).
 */
export const createTestOperator = async (db: Db, { username, role, groupId }: { username: string; role: OperatorRole; groupId?: number }): Promise<number> => {
  sharedHash ??= hashOperatorPassword(TEST_OPERATOR_PASSWORD);
  const group = role === 'groupAdmin' ? (groupId ?? (await insertTestGroup(db, { name: `${username}单位` }))) : null;
  const row = await db
    .insertInto('operators')
    .values({ username, role, group_id: group, display_name: username, password_hash: await sharedHash, must_change_password: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

export type OperatorClient = {
  id: number;
  cookie: string;
  csrfToken: string;
  /** Headers of a read: the session cookie. */
  readHeaders: Record<string, string>;
  /** Headers of a write: the cookie and the CSRF token. */
  writeHeaders: Record<string, string>;
};

/** Signs in through POST /ops-api/auth/login, as the console does, and answers what a write needs. */
export const loginOperator = async (app: App, username: string, password = TEST_OPERATOR_PASSWORD): Promise<OperatorClient> => {
  const response = await app.inject({ method: 'POST', url: '/ops-api/auth/login', payload: { username, password } });
  const body = response.json<{ data: { operator: { id: string }; csrfToken: string } | null; meta: { code: number; desc: string } }>();
  if (!body.data) throw new Error(`operator login failed: ${body.meta.code} ${body.meta.desc}`);
  const setCookie = String(response.headers['set-cookie']);
  const cookie = setCookie.split(';')[0]!;
  if (!cookie.startsWith(`${OPERATOR_COOKIE}=`)) throw new Error(`no operator cookie in ${setCookie}`);
  return {
    id: Number(body.data.operator.id),
    cookie,
    csrfToken: body.data.csrfToken,
    readHeaders: { cookie },
    writeHeaders: { cookie, [CSRF_HEADER]: body.data.csrfToken },
  };
};

/** Creates an operator of this role (a groupAdmin of `groupId`, or of a group made for it) and signs it in. */
export const operatorAs = async (app: App, db: Db, role: OperatorRole, username = `test-${role.toLowerCase()}`, groupId?: number): Promise<OperatorClient> => {
  await createTestOperator(db, { username, role, groupId });
  return loginOperator(app, username);
};
