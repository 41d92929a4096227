import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import type { AuditAction } from './audit-actions';

export type AuditRecord = {
  operatorId: number | null;
  operatorUsername: string;
  action: AuditAction;
  targetType: string;
  targetId: string;
  summary: string;
  before?: unknown;
  after?: unknown;
  ip?: string;
  at: Date;
};

export type AuditFilter = {
  operator?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  /** UTC instants: from inclusive, to exclusive. */
  from?: Date;
  to?: Date;
  offset: number;
  limit: number;
};

const json = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

/** The audit log: written in the transaction of the write it records, read newest first. */
export const createAuditRepository = (db: DbOrTx) => ({
  insert: async (record: AuditRecord, tx: DbOrTx = db): Promise<void> => {
    await tx
      .insertInto('audit_log')
      .values({
        operator_id: record.operatorId,
        operator_username: record.operatorUsername,
        action: record.action,
        target_type: record.targetType,
        target_id: record.targetId,
        summary: record.summary,
        before: json(record.before),
        after: json(record.after),
        ip: record.ip ?? '',
        at: record.at,
      })
      .execute();
  },

  list: async (filter: AuditFilter, tx: DbOrTx = db) => {
    let query = tx.selectFrom('audit_log');
    if (filter.operator) query = query.where('operator_username', '=', filter.operator);
    if (filter.action) query = query.where('action', '=', filter.action);
    if (filter.targetType) query = query.where('target_type', '=', filter.targetType);
    if (filter.targetId) query = query.where('target_id', '=', filter.targetId);
    if (filter.from) query = query.where('at', '>=', filter.from);
    if (filter.to) query = query.where('at', '<', filter.to);
    const [rows, count] = await Promise.all([
      query
        .select(['id', 'operator_username', 'action', 'target_type', 'target_id', 'summary', 'before', 'after', 'ip', 'at'])
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .offset(filter.offset)
        .limit(filter.limit)
        .execute(),
      query.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  },
});

export type AuditRepository = ReturnType<typeof createAuditRepository>;
