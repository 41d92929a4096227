import type { DbOrTx } from '../../../db/database';
import type { HostName } from '../../../db/schema';

/** Host bindings (a host's user → our account) and the messaging app's pending bind tickets. */
export const createAuthRepository = (db: DbOrTx) => ({
  findBoundUserId: async (host: HostName, hostUserId: string, tx: DbOrTx = db): Promise<number | undefined> => {
    const row = await tx
      .selectFrom('host_bindings')
      .select('user_id')
      .where('host', '=', host)
      .where('host_user_id', '=', hostUserId)
      .executeTakeFirst();
    return row?.user_id;
  },

  /** Binds unless the host user is bound already (a concurrent first login): then the existing binding wins. */
  bind: async (host: HostName, hostUserId: string, userId: number, tx: DbOrTx = db): Promise<void> => {
    await tx
      .insertInto('host_bindings')
      .values({ host, host_user_id: hostUserId, user_id: userId })
      .onConflict((oc) => oc.columns(['host', 'host_user_id']).doNothing())
      .execute();
  },

  insertBindTicket: async (ticketHash: string, openid: string, expiresAt: Date, tx: DbOrTx = db): Promise<void> => {
    await tx.insertInto('wechat_bind_tickets').values({ ticket_hash: ticketHash, openid, expires_at: expiresAt }).execute();
  },

  /** The openid of a usable (unused, unexpired) ticket, without using it. */
  peekBindTicket: async (ticketHash: string, at: Date, tx: DbOrTx = db): Promise<string | undefined> => {
    const row = await tx
      .selectFrom('wechat_bind_tickets')
      .select('openid')
      .where('ticket_hash', '=', ticketHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .executeTakeFirst();
    return row?.openid;
  },

  /** Uses the ticket once (a conditional update, so two logins cannot both use it); answers its openid. */
  useBindTicket: async (ticketHash: string, at: Date, tx: DbOrTx = db): Promise<string | undefined> => {
    const row = await tx
      .updateTable('wechat_bind_tickets')
      .set({ used_at: at })
      .where('ticket_hash', '=', ticketHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .returning('openid')
      .executeTakeFirst();
    return row?.openid;
  },
});

export type AuthRepository = ReturnType<typeof createAuthRepository>;
