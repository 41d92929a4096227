import { sql, type Selectable } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import type { GroupKindValue, GroupTable } from '../../../db/schema';

export type GroupRow = Selectable<GroupTable>;

export type GroupValues = Pick<GroupRow, 'kind' | 'name' | 'short_name' | 'initials' | 'city_id' | 'email_domains' | 'invite_code' | 'contact_name' | 'contact_phone'>;

/** What a group counts: its staff list, its members proved otherwise (not ended), its running lines. */
export type GroupCounts = { staff: number; members: number; lines: number };

const columns = [
  'id', 'kind', 'name', 'short_name', 'initials', 'city_id', 'email_domains', 'invite_code', 'contact_name', 'contact_phone', 'created_at', 'updated_at',
] as const;

/** A keyword as a LIKE pattern's literal part: its own % _ and \ match themselves (the staff list's filter too). */
export const likeLiteral = (keyword: string): string => keyword.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The match of a keyword (case-insensitive): a part of the name or short name, or the start of the initials
 * of either (stored space separated: 'YDKJ YD'). Rank 0: the whole name, short name or initials; 1: their
 * start; 2: a part of a name.
 */
const keywordMatch = (keyword: string) => {
  const literal = likeLiteral(keyword);
  const part = `%${literal}%`;
  const start = `${literal}%`;
  const initials = keyword.toUpperCase();
  const isInitials = /^[A-Z0-9]+$/.test(initials);
  const initialsStart = isInitials ? sql<boolean>`(' ' || initials) LIKE ${`% ${literal.toUpperCase()}%`}` : sql<boolean>`false`;
  const initialsWhole = isInitials ? sql<boolean>`(' ' || initials || ' ') LIKE ${`% ${literal.toUpperCase()} %`}` : sql<boolean>`false`;
  return {
    where: sql<boolean>`(name ILIKE ${part} OR short_name ILIKE ${part} OR ${initialsStart})`,
    rank: sql<number>`CASE
      WHEN lower(name) = lower(${keyword}) OR lower(short_name) = lower(${keyword}) OR ${initialsWhole} THEN 0
      WHEN name ILIKE ${start} OR short_name ILIKE ${start} OR ${initialsStart} THEN 1
      ELSE 2 END`,
  };
};

/** Groups (enterprises and schools): the directory passengers search and operators keep. */
export const createGroupsRepository = (db: DbOrTx) => ({
  find: (id: number, tx: DbOrTx = db): Promise<GroupRow | undefined> => tx.selectFrom('groups').select(columns).where('id', '=', id).executeTakeFirst(),

  /**
   * The group's row held until `tx` ends: two writes to it (an edit, a staff import) queue. NO KEY UPDATE
   * lets rows that only refer to the group (a membership, a line) be written meanwhile.
   */
  lock: (id: number, tx: DbOrTx): Promise<GroupRow | undefined> => tx.selectFrom('groups').select(columns).where('id', '=', id).forNoKeyUpdate().executeTakeFirst(),

  findMany: (ids: readonly number[], tx: DbOrTx = db): Promise<GroupRow[]> =>
    ids.length === 0 ? Promise.resolve([]) : tx.selectFrom('groups').select(columns).where('id', 'in', ids).execute(),

  findByName: (name: string, tx: DbOrTx = db): Promise<GroupRow | undefined> => tx.selectFrom('groups').select(columns).where('name', '=', name).executeTakeFirst(),

  /** Groups of a kind matching the keyword, best matches first (whole, start, part), then by name. */
  search: (input: { keyword: string; kind: GroupKindValue; limit: number }, tx: DbOrTx = db): Promise<GroupRow[]> => {
    const match = keywordMatch(input.keyword);
    return tx
      .selectFrom('groups')
      .select(columns)
      .where('kind', '=', input.kind)
      .where(match.where)
      .orderBy(match.rank)
      .orderBy(sql`length(name)`)
      .orderBy('name')
      .orderBy('id')
      .limit(input.limit)
      .execute();
  },

  /** The groups of a kind in a city (or all cities), by name. */
  ofCity: (input: { cityId: number | null; kind: GroupKindValue; limit: number }, tx: DbOrTx = db): Promise<GroupRow[]> =>
    tx
      .selectFrom('groups')
      .select(columns)
      .where('kind', '=', input.kind)
      .$if(input.cityId !== null, (query) => query.where('city_id', '=', input.cityId!))
      .orderBy('name')
      .orderBy('id')
      .limit(input.limit)
      .execute(),

  /** The console's list: every group (or one), of a kind, matching a keyword, newest first. */
  list: (input: { kind?: GroupKindValue; keyword?: string; onlyId?: number }, tx: DbOrTx = db): Promise<GroupRow[]> =>
    tx
      .selectFrom('groups')
      .select(columns)
      .$if(input.kind !== undefined, (query) => query.where('kind', '=', input.kind!))
      .$if(input.onlyId !== undefined, (query) => query.where('id', '=', input.onlyId!))
      .$if(Boolean(input.keyword), (query) => query.where(keywordMatch(input.keyword!).where))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),

  /** undefined: the name is taken. */
  insert: (values: GroupValues, now: Date, tx: DbOrTx = db): Promise<GroupRow | undefined> =>
    tx
      .insertInto('groups')
      .values({ ...values, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning(columns)
      .executeTakeFirst(),

  update: (id: number, changes: Partial<GroupValues>, now: Date, tx: DbOrTx = db): Promise<GroupRow> =>
    tx.updateTable('groups').set({ ...changes, updated_at: now }).where('id', '=', id).returning(columns).executeTakeFirstOrThrow(),

  isInviteCodeTaken: async (code: string, tx: DbOrTx = db): Promise<boolean> =>
    (await tx.selectFrom('groups').select('id').where('invite_code', '=', code).executeTakeFirst()) !== undefined,

  /** Whether the city exists (a group belongs to one of the network's cities). */
  isCity: async (cityId: number, tx: DbOrTx = db): Promise<boolean> =>
    (await tx.selectFrom('cities').select('id').where('id', '=', cityId).executeTakeFirst()) !== undefined,

  /**
   * Each group's counts in one query: staff, live memberships, and lines kept for it that are running (the
   * lines table is network's; counting them is the one question asked of it here).
   */
  counts: async (ids: readonly number[], tx: DbOrTx = db): Promise<Map<number, GroupCounts>> => {
    if (ids.length === 0) return new Map();
    const rows = await tx
      .selectFrom('groups as g')
      .select([
        'g.id',
        sql<number>`(SELECT count(*) FROM group_staff s WHERE s.group_id = g.id)::integer`.as('staff'),
        sql<number>`(SELECT count(*) FROM group_memberships m WHERE m.group_id = g.id AND m.ended_at IS NULL)::integer`.as('members'),
        sql<number>`(SELECT count(*) FROM lines l WHERE l.group_id = g.id AND l.is_active)::integer`.as('lines'),
      ])
      .where('g.id', 'in', ids)
      .execute();
    return new Map(rows.map((row) => [row.id, { staff: Number(row.staff), members: Number(row.members), lines: Number(row.lines) }]));
  },
});

export type GroupsRepository = ReturnType<typeof createGroupsRepository>;
