import { sql, type Selectable } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import type { GroupMembershipTable } from '../../../db/schema';

export type MembershipRow = Pick<Selectable<GroupMembershipTable>, 'id' | 'group_id' | 'user_id' | 'method' | 'email' | 'created_at'>;

/** A staff-list entry matching an account's phone: the group, and when the phone was listed. */
export type StaffEntry = { group_id: number; added_at: Date };

const membershipColumns = ['id', 'group_id', 'user_id', 'method', 'email', 'created_at'] as const;

/**
 * Membership: the staff-list entries an account's phone matches (the users table is accounts'; matching a
 * phone to its account is the one question asked of it here) and the memberships proved otherwise.
 */
export const createMembershipsRepository = (db: DbOrTx) => ({
  /** The staff-list entries of the account's phone, in one group or in all. */
  staffEntries: (userId: number, groupId: number | null, tx: DbOrTx = db): Promise<StaffEntry[]> =>
    tx
      .selectFrom('group_staff as s')
      .innerJoin('users as u', 'u.phone', 's.phone')
      .select(['s.group_id', 's.added_at'])
      .where('u.id', '=', userId)
      .$if(groupId !== null, (query) => query.where('s.group_id', '=', groupId!))
      .orderBy('s.added_at')
      .execute(),

  /** The passenger's memberships not ended, in one group or in all. */
  liveMemberships: (userId: number, groupId: number | null, tx: DbOrTx = db): Promise<MembershipRow[]> =>
    tx
      .selectFrom('group_memberships')
      .select(membershipColumns)
      .where('user_id', '=', userId)
      .where('ended_at', 'is', null)
      .$if(groupId !== null, (query) => query.where('group_id', '=', groupId!))
      .orderBy('created_at')
      .execute(),

  /** undefined: a live membership of this passenger and group exists already (the partial unique index). */
  insert: (
    input: { groupId: number; userId: number; method: MembershipRow['method']; email: string | null; now: Date },
    tx: DbOrTx = db,
  ): Promise<MembershipRow | undefined> =>
    tx
      .insertInto('group_memberships')
      .values({ group_id: input.groupId, user_id: input.userId, method: input.method, email: input.email, created_at: input.now })
      .onConflict((oc) => oc.columns(['group_id', 'user_id']).where('ended_at', 'is', null).doNothing())
      .returning(membershipColumns)
      .executeTakeFirst(),

  /** Ends the live membership; undefined when there was none. */
  end: (input: { groupId: number; userId: number; by: 'member' | 'operator'; now: Date }, tx: DbOrTx = db): Promise<MembershipRow | undefined> =>
    tx
      .updateTable('group_memberships')
      .set({ ended_at: input.now, ended_by: input.by })
      .where('group_id', '=', input.groupId)
      .where('user_id', '=', input.userId)
      .where('ended_at', 'is', null)
      .returning(membershipColumns)
      .executeTakeFirst(),

  /**
   * Whether the account's phone is on the group's staff list, it holds a live membership, or it is the
   * guardian of a student the school approved (decision 049): one query, asked at every purchase.
   */
  isMember: async (userId: number, groupId: number, tx: DbOrTx = db): Promise<boolean> => {
    const { rows } = await sql<{ is_member: boolean }>`
      SELECT EXISTS (
        SELECT 1 FROM group_staff s JOIN users u ON u.phone = s.phone WHERE u.id = ${userId} AND s.group_id = ${groupId}
      ) OR EXISTS (
        SELECT 1 FROM group_memberships m WHERE m.user_id = ${userId} AND m.group_id = ${groupId} AND m.ended_at IS NULL
      ) OR EXISTS (
        SELECT 1 FROM students st WHERE st.guardian_user_id = ${userId} AND st.group_id = ${groupId} AND st.status = 'approved'
      ) AS is_member`.execute(tx);
    return rows[0]?.is_member === true;
  },

  /** A page of a group's live memberships, newest first, with the account's phone. */
  listLive: async (groupId: number, page: { offset: number; limit: number }, tx: DbOrTx = db) => {
    const [items, total] = await Promise.all([
      tx
        .selectFrom('group_memberships as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select(['m.user_id', 'u.phone', 'm.method', 'm.email', 'm.created_at'])
        .where('m.group_id', '=', groupId)
        .where('m.ended_at', 'is', null)
        .orderBy('m.created_at', 'desc')
        .orderBy('m.id', 'desc')
        .offset(page.offset)
        .limit(page.limit)
        .execute(),
      tx
        .selectFrom('group_memberships')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('group_id', '=', groupId)
        .where('ended_at', 'is', null)
        .executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(total.n) };
  },

  /** A transaction-long lock on a name (an e-mail address's sends queue on it). */
  lockKey: async (key: string, tx: DbOrTx): Promise<void> => {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(tx);
  },
});

export type MembershipsRepository = ReturnType<typeof createMembershipsRepository>;
