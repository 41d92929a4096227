import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';

export type SmsCodeRow = {
  id: number;
  code_hash: string;
  expires_at: Date;
  used_at: Date | null;
  failed_attempts: number;
};

export type NewSmsCode = {
  phone: string;
  functionType: string;
  codeHash: string;
  ip: string;
  deviceId: string;
  createdAt: Date;
  expiresAt: Date;
};

/** The columns a send limit counts by. */
export type SmsLimitKey = 'phone' | 'ip' | 'device_id';

export const createSmsCodeRepository = (db: DbOrTx) => ({
  /**
   * Serialises sends that share a phone, IP or device until the transaction ends, so that two instances
   * cannot both pass a limit at its boundary. Keys are locked in sorted order to avoid deadlocks.
   */
  lockForSending: async (keys: string[], tx: DbOrTx = db): Promise<void> => {
    for (const key of [...new Set(keys)].sort()) {
      await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(tx);
    }
  },

  countSentSince: async (column: SmsLimitKey, value: string, since: Date, tx: DbOrTx = db): Promise<number> => {
    const row = await tx
      .selectFrom('sms_codes')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where(column, '=', value)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  lastSentAt: async (phone: string, tx: DbOrTx = db): Promise<Date | undefined> => {
    const row = await tx
      .selectFrom('sms_codes')
      .select('created_at')
      .where('phone', '=', phone)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.created_at;
  },

  insert: async (code: NewSmsCode, tx: DbOrTx = db): Promise<number> => {
    const row = await tx
      .insertInto('sms_codes')
      .values({
        phone: code.phone,
        function_type: code.functionType,
        code_hash: code.codeHash,
        ip: code.ip,
        device_id: code.deviceId,
        created_at: code.createdAt,
        expires_at: code.expiresAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** Only the newest code of a phone and purpose counts: asking again replaces the previous one. */
  findLatest: (phone: string, functionType: string, tx: DbOrTx = db): Promise<SmsCodeRow | undefined> =>
    tx
      .selectFrom('sms_codes')
      .select(['id', 'code_hash', 'expires_at', 'used_at', 'failed_attempts'])
      .where('phone', '=', phone)
      .where('function_type', '=', functionType)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),

  /** Counts a wrong try atomically; answers the new count (undefined if the code was used meanwhile). */
  recordWrongTry: async (id: number, tx: DbOrTx = db): Promise<number | undefined> => {
    const row = await tx
      .updateTable('sms_codes')
      .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .returning('failed_attempts')
      .executeTakeFirst();
    return row?.failed_attempts;
  },

  /**
   * Uses the code once: the condition makes two concurrent logins with the same code race for one row, and
   * only one of them gets it back.
   */
  markUsed: async (id: number, at: Date, maxWrongTries: number, tx: DbOrTx = db): Promise<boolean> => {
    const row = await tx
      .updateTable('sms_codes')
      .set({ used_at: at })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .where('failed_attempts', '<', maxWrongTries)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },
});

export type SmsCodeRepository = ReturnType<typeof createSmsCodeRepository>;
