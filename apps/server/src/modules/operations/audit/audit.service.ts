import type { AuditLogQuery } from '@udian/contracts/endpoints/ops/audit/audit-log';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/database';
import type { CurrentOperator } from '../../../http/request-context';
import { addDays, shanghaiInstant } from '../../../time/shanghai-time';
import { auditActionLabel, auditActions, type AuditAction } from './audit-actions';
import type { AuditRepository } from './audit.repository';

/** Who did it: an operator of a request (with its address), or a command line tool run on the server (id null). */
export type AuditActor = { id: CurrentOperator['id'] | null; username: string; ip?: string };

export type AuditEntryInput = {
  action: AuditAction;
  targetType: string;
  targetId: string | number;
  summary: string;
  before?: unknown;
  after?: unknown;
};

/** The audit log: each write records itself in its own transaction, so a write and its entry land together. */
export const createAuditService = ({ audit, now = () => new Date() }: { audit: AuditRepository; now?: () => Date }) => ({
  record: (actor: AuditActor, entry: AuditEntryInput, tx: DbOrTx): Promise<void> =>
    audit.insert(
      {
        operatorId: actor.id,
        operatorUsername: actor.username,
        action: entry.action,
        targetType: entry.targetType,
        targetId: String(entry.targetId),
        summary: entry.summary,
        before: entry.before,
        after: entry.after,
        ip: actor.ip,
        at: now(),
      },
      tx,
    ),

  list: async (query: z.output<typeof AuditLogQuery>) => {
    const { rows, total } = await audit.list({
      operator: query.operator || undefined,
      action: query.action || undefined,
      targetType: query.targetType || undefined,
      targetId: query.targetId || undefined,
      from: query.from ? shanghaiInstant(query.from, 0) : undefined,
      to: query.to ? shanghaiInstant(addDays(query.to, 1), 0) : undefined,
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return {
      total,
      items: rows.map((row) => ({
        id: String(row.id),
        operatorUsername: row.operator_username,
        action: row.action,
        actionLabel: auditActionLabel(row.action),
        targetType: row.target_type,
        targetId: row.target_id,
        summary: row.summary,
        before: row.before ?? null,
        after: row.after ?? null,
        ip: row.ip,
        at: row.at.toISOString(),
      })),
      actions: Object.entries(auditActions).map(([value, label]) => ({ value, label })),
    };
  },
});

export type AuditService = ReturnType<typeof createAuditService>;
