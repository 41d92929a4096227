import { CSRF_HEADER, OPERATOR_COOKIE, type OperatorRole } from '@udian/contracts/operator-roles';
import type { Db } from '../db/database';
import type { App } from '../http/app-instance';
import { hashOperatorPassword } from '../modules/operations/operators/operator-password';

export const TEST_OPERATOR_PASSWORD = 'test-password-2026';

// Hashing with scrypt's full cost takes a while: every test operator shares one hash of the test password.
let sharedHash: Promise<string> | undefined;

/** Creates an operator (password changed already) straight in the database; answers its id. */
export const createTestOperator = async (db: Db, { username, role }: { username: string; role: OperatorRole }): Promise<number> => {
  sharedHash ??= hashOperatorPassword(TEST_OPERATOR_PASSWORD);
  const row = await db
    .insertInto('operators')
    .values({ username, role, display_name: username, password_hash: await sharedHash, must_change_password: false })
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

/** Creates an operator of this role and signs it in. */
export const operatorAs = async (app: App, db: Db, role: OperatorRole, username = `test-${role}`): Promise<OperatorClient> => {
  await createTestOperator(db, { username, role });
  return loginOperator(app, username);
};
