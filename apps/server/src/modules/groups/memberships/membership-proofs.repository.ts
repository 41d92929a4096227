import { sql, type Selectable } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import type { EmailCodeTable } from '../../../db/schema';

export type EmailCodeRow = Pick<Selectable<EmailCodeTable>, 'id' | 'code_hash' | 'expires_at' | 'consumed_at' | 'wrong_tries'>;

/** An address's wrong codes in its current window, and until when it is locked (null: not locked). */
export type EmailLockState = { wrong_count: number; locked_until: Date | null };

/**
 * What proves a membership other than the staff list, and its limits: codes sent to company addresses,
 * each address's wrong codes and lock, and each passenger's wrong invite codes.
 */
export const createMembershipProofsRepository = (db: DbOrTx) => ({
  /** When a code was last sent to the address (any passenger, any group). */
  lastSentAt: async (email: string, tx: DbOrTx = db): Promise<Date | null> => {
    const row = await tx.selectFrom('email_codes').select('created_at').where('email', '=', email).orderBy('created_at', 'desc').limit(1).executeTakeFirst();
    return row?.created_at ?? null;
  },

  insertCode: async (
    input: { email: string; groupId: number; userId: number; codeHash: string; createdAt: Date; expiresAt: Date },
    tx: DbOrTx = db,
  ): Promise<number> => {
    const row = await tx
      .insertInto('email_codes')
      .values({
        email: input.email,
        purpose: 'groupMembership',
        group_id: input.groupId,
        user_id: input.userId,
        code_hash: input.codeHash,
        created_at: input.createdAt,
        expires_at: input.expiresAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** A code the provider could not send: gone, so that it neither counts for the resend wait nor can be used. */
  deleteCode: async (id: number, tx: DbOrTx = db): Promise<void> => {
    await tx.deleteFrom('email_codes').where('id', '=', id).execute();
  },

  /** The newest code sent to the address for this passenger and group, held until `tx` ends. */
  lockLatestCode: (input: { email: string; groupId: number; userId: number }, tx: DbOrTx): Promise<EmailCodeRow | undefined> =>
    tx
      .selectFrom('email_codes')
      .select(['id', 'code_hash', 'expires_at', 'consumed_at', 'wrong_tries'])
      .where('email', '=', input.email)
      .where('purpose', '=', 'groupMembership')
      .where('group_id', '=', input.groupId)
      .where('user_id', '=', input.userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .forUpdate()
      .executeTakeFirst(),

  /** Uses the code up, once: false when it was used meanwhile. */
  consumeCode: async (id: number, now: Date, tx: DbOrTx = db): Promise<boolean> => {
    const result = await tx.updateTable('email_codes').set({ consumed_at: now }).where('id', '=', id).where('consumed_at', 'is', null).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  countWrongTry: async (id: number, tx: DbOrTx = db): Promise<void> => {
    await tx.updateTable('email_codes').set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) })).where('id', '=', id).execute();
  },

  lockState: (email: string, tx: DbOrTx = db): Promise<EmailLockState | undefined> =>
    tx.selectFrom('email_locks').select(['wrong_count', 'locked_until']).where('email', '=', email).executeTakeFirst(),

  /**
   * One more wrong code for the address, counted in one statement so that wrong codes sent at once all count.
   * The count starts again once its window (the first wrong code's hour) or a lock has passed; the
   * `maxWrong`-th wrong code within the window locks the address until `now + lockMs`.
   */
  recordWrongCode: (input: { email: string; now: Date; windowMs: number; maxWrong: number; lockMs: number }, tx: DbOrTx = db): Promise<EmailLockState> => {
    const windowStart = new Date(input.now.getTime() - input.windowMs);
    const lockUntil = new Date(input.now.getTime() + input.lockMs);
    const isStale = sql<boolean>`(email_locks.first_wrong_at <= ${windowStart}::timestamptz OR (email_locks.locked_until IS NOT NULL AND email_locks.locked_until <= ${input.now}::timestamptz))`;
    return tx
      .insertInto('email_locks')
      .values({ email: input.email, wrong_count: 1, first_wrong_at: input.now, locked_until: null })
      .onConflict((oc) =>
        oc.column('email').doUpdateSet({
          wrong_count: sql<number>`CASE WHEN ${isStale} THEN 1 ELSE email_locks.wrong_count + 1 END`,
          first_wrong_at: sql<Date>`CASE WHEN ${isStale} THEN ${input.now}::timestamptz ELSE email_locks.first_wrong_at END`,
          locked_until: sql<Date | null>`CASE
            WHEN ${isStale} THEN NULL
            WHEN email_locks.wrong_count + 1 >= ${input.maxWrong} THEN ${lockUntil}::timestamptz
            ELSE email_locks.locked_until END`,
        }),
      )
      .returning(['wrong_count', 'locked_until'])
      .executeTakeFirstOrThrow();
  },

  countInviteFailures: async (userId: number, since: Date, tx: DbOrTx = db): Promise<number> => {
    const row = await tx
      .selectFrom('group_invite_failures')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('attempted_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Records a wrong invite code; the passenger's failures older than the window go (the table stays small). */
  recordInviteFailure: async (input: { userId: number; at: Date; windowStart: Date }, tx: DbOrTx = db): Promise<void> => {
    await tx.deleteFrom('group_invite_failures').where('user_id', '=', input.userId).where('attempted_at', '<=', input.windowStart).execute();
    await tx.insertInto('group_invite_failures').values({ user_id: input.userId, attempted_at: input.at }).execute();
  },
});

export type MembershipProofsRepository = ReturnType<typeof createMembershipProofsRepository>;
