import type { Envelope } from '@udian/contracts/envelope';
import { ApiPrefix } from '@udian/contracts/prefixes';
import type { Db } from '../db/database';
import type { App } from '../http/app-instance';
import { storedInitials } from '../modules/groups/directory/group-initials';

/** A city for groups of tests without the line network (insertLineNetwork adds Shenzhen and Nanjing itself). */
export const TEST_GROUP_CITY = { id: 110100, name: '北京市', lng: 116.40739, lat: 39.90421 } as const;

export const ensureTestGroupCity = async (db: Db): Promise<number> => {
  await db
    .insertInto('cities')
    .values({ ...TEST_GROUP_CITY, is_open: true, sort_order: 99 })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return TEST_GROUP_CITY.id;
};

export type TestGroupInput = {
  name: string;
  shortName?: string;
  kind?: 'enterprise' | 'school';
  cityId?: number;
  emailDomains?: string[];
  inviteCode?: string | null;
  /** Phones on its staff list. */
  staff?: string[];
};

/**
 * A group straight in the database (its initials computed as the console's create does), with a staff list:
 * for tests that need one before they call anything. Answers its id.
 */
export const insertTestGroup = async (db: Db, input: TestGroupInput): Promise<number> => {
  const cityId = input.cityId ?? (await ensureTestGroupCity(db));
  const shortName = input.shortName ?? '';
  const row = await db
    .insertInto('groups')
    .values({
      kind: input.kind ?? 'enterprise',
      name: input.name,
      short_name: shortName,
      initials: storedInitials(input.name, shortName),
      city_id: cityId,
      email_domains: input.emailDomains ?? [],
      invite_code: input.inviteCode ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (input.staff && input.staff.length > 0) {
    await db
      .insertInto('group_staff')
      .values(input.staff.map((phone) => ({ group_id: row.id, phone })))
      .execute();
  }
  return row.id;
};

/** Calls a passenger endpoint of /group/… as the web app does and answers the envelope. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the data loosely; the app checks it against the contract
export const groupCall = async <T = any>(
  app: App,
  method: 'GET' | 'POST',
  path: string,
  input: { headers: Record<string, string>; query?: Record<string, string>; body?: unknown },
): Promise<Envelope<T>> => {
  const response = await app.inject({
    method,
    url: `${ApiPrefix.api}${path}`,
    query: input.query,
    headers: { ...input.headers, ...(input.body === undefined ? {} : { 'content-type': 'application/json' }) },
    payload: input.body === undefined ? undefined : JSON.stringify(input.body),
  });
  if (response.statusCode !== 200) throw new Error(`${path}: HTTP ${response.statusCode} ${response.body}`);
  return response.json();
};

/** The e-mails the console provider "sent" to an address, newest first, read from the dev outbox. */
export const emailOutbox = async (app: App, email: string): Promise<{ to: string; subject: string; text: string; sentAt: string }[]> => {
  const response = await app.inject({ method: 'GET', url: '/dev/email-outbox', query: { email } });
  return response.json<Envelope<{ messages: { to: string; subject: string; text: string; sentAt: string }[] }>>().data?.messages ?? [];
};

/** The six-digit code of the newest e-mail sent to an address. */
export const latestEmailCode = async (app: App, email: string): Promise<string> => {
  const [latest] = await emailOutbox(app, email);
  const code = latest?.text.match(/验证码为：(\d{6})/)?.[1];
  if (!code) throw new Error(`no code in the dev e-mail outbox for ${email}`);
  return code;
};
