import type { DbOrTx } from '../../../db/database';

export type SessionRow = {
  id: number;
  user_id: number;
  expires_at: Date;
  revoked_at: Date | null;
  revoked_reason: string | null;
};

export type NewSession = {
  userId: number;
  tokenHash: string;
  platform: string;
  deviceId: string;
  isPersistent: boolean;
  expiresAt: Date;
};

export const createSessionRepository = (db: DbOrTx) => ({
  findByTokenHash: (tokenHash: string, tx: DbOrTx = db): Promise<SessionRow | undefined> =>
    tx
      .selectFrom('sessions')
      .select(['id', 'user_id', 'expires_at', 'revoked_at', 'revoked_reason'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst(),

  /** Whether the user ever had a session (active, ended or replaced) on this device. */
  hasUsedDevice: async (userId: number, deviceId: string, tx: DbOrTx = db): Promise<boolean> => {
    const row = await tx.selectFrom('sessions').select('id').where('user_id', '=', userId).where('device_id', '=', deviceId).limit(1).executeTakeFirst();
    return row !== undefined;
  },

  /** Serialises session changes of one user until the transaction ends. */
  lockUser: async (userId: number, tx: DbOrTx = db): Promise<void> => {
    await tx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  },

  insert: async (session: NewSession, tx: DbOrTx = db): Promise<number> => {
    const row = await tx
      .insertInto('sessions')
      .values({
        user_id: session.userId,
        token_hash: session.tokenHash,
        platform: session.platform,
        device_id: session.deviceId,
        is_persistent: session.isPersistent,
        expires_at: session.expiresAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** Marks every active session of the user as replaced, except `keepId`. */
  revokeOthers: async (userId: number, keepId: number, reason: 'replaced' | 'logout', tx: DbOrTx = db) => {
    await tx
      .updateTable('sessions')
      .set({ revoked_at: new Date(), revoked_reason: reason })
      .where('user_id', '=', userId)
      .where('id', '<>', keepId)
      .where('revoked_at', 'is', null)
      .execute();
  },

  revoke: async (id: number, reason: 'replaced' | 'logout', tx: DbOrTx = db) => {
    await tx
      .updateTable('sessions')
      .set({ revoked_at: new Date(), revoked_reason: reason })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
  },
});

export type SessionRepository = ReturnType<typeof createSessionRepository>;
