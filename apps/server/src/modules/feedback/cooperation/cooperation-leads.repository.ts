import { sql } from 'kysely';
import type { Db, DbOrTx } from '../../../db/database';

export type CooperationLeadRow = {
  id: number;
  company: string;
  contact_name: string;
  phone: string;
  kind: string;
  message: string;
  status: 'new' | 'contacted' | 'closed';
  note: string;
  handled_by_name: string | null;
  handled_at: Date | null;
  created_at: Date;
};

/** 商务合作's SQL (decision 057): the leads, the counts the flood limits read, the operator's marks. */
export const createCooperationLeadsRepository = (db: Db) => {
  const baseQuery = (tx: DbOrTx) =>
    tx
      .selectFrom('cooperation_leads as l')
      .leftJoin('operators as o', 'o.id', 'l.handled_by')
      .select([
        'l.id',
        'l.company',
        'l.contact_name',
        'l.phone',
        'l.kind',
        'l.message',
        'l.status',
        'l.note',
        sql<string | null>`coalesce(nullif(o.display_name, ''), o.username)`.as('handled_by_name'),
        'l.handled_at',
        'l.created_at',
      ]);

  return {
    /** Serialises the leads of one phone and of one address, so that each limit is counted once per lead. */
    lockSenders: async (keys: readonly string[], tx: DbOrTx): Promise<void> => {
      for (const key of [...new Set(keys)].sort()) await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(tx);
    },

    countSince: async (column: 'phone' | 'ip', value: string, since: Date, tx: DbOrTx): Promise<number> => {
      const row = await tx
        .selectFrom('cooperation_leads')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where(column, '=', value)
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    insert: async (
      lead: { company: string; contactName: string; phone: string; kind: string; message: string; ip: string; deviceId: string; at: Date },
      tx: DbOrTx,
    ): Promise<number> => {
      const row = await tx
        .insertInto('cooperation_leads')
        .values({
          company: lead.company,
          contact_name: lead.contactName,
          phone: lead.phone,
          kind: lead.kind,
          message: lead.message,
          ip: lead.ip,
          device_id: lead.deviceId,
          created_at: lead.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    find: async (id: number, tx: DbOrTx = db): Promise<CooperationLeadRow | undefined> =>
      (await baseQuery(tx).where('l.id', '=', id).executeTakeFirst()) as CooperationLeadRow | undefined,

    lock: async (id: number, tx: DbOrTx) => tx.selectFrom('cooperation_leads').select(['id', 'status']).where('id', '=', id).forUpdate().executeTakeFirst(),

    mark: async (id: number, change: { status: 'contacted' | 'closed'; note: string; operatorId: number; at: Date }, tx: DbOrTx): Promise<void> => {
      await tx
        .updateTable('cooperation_leads')
        .set({ status: change.status, note: change.note, handled_by: change.operatorId, handled_at: change.at })
        .where('id', '=', id)
        .execute();
    },

    /** Newest first; the count of those not yet contacted. */
    page: async (filter: { status?: string; kind?: string; offset: number; limit: number }): Promise<{ rows: CooperationLeadRow[]; total: number; fresh: number }> => {
      let query = baseQuery(db);
      let count = db.selectFrom('cooperation_leads as l').select((eb) => eb.fn.countAll<string>().as('count'));
      if (filter.status) {
        query = query.where('l.status', '=', filter.status as CooperationLeadRow['status']);
        count = count.where('l.status', '=', filter.status as CooperationLeadRow['status']);
      }
      if (filter.kind) {
        query = query.where('l.kind', '=', filter.kind);
        count = count.where('l.kind', '=', filter.kind);
      }
      const [rows, total, fresh] = await Promise.all([
        query.orderBy('l.created_at', 'desc').orderBy('l.id', 'desc').offset(filter.offset).limit(filter.limit).execute(),
        count.executeTakeFirstOrThrow(),
        db.selectFrom('cooperation_leads').select((eb) => eb.fn.countAll<string>().as('count')).where('status', '=', 'new').executeTakeFirstOrThrow(),
      ]);
      return { rows: rows as CooperationLeadRow[], total: Number(total.count), fresh: Number(fresh.count) };
    },
  };
};

export type CooperationLeadsRepository = ReturnType<typeof createCooperationLeadsRepository>;
