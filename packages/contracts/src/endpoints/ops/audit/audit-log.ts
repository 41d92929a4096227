import { z } from 'zod';
import { defineOperatorEndpoint } from '../../../operator-endpoint';
import { PageQuery } from '../../../schemas/operators';
import { ServiceDate } from '../../../schemas/common';

export const AuditEntry = z.object({
  id: z.string(),
  operatorUsername: z.string(),
  action: z.string(),
  /** The action in Chinese, for the console's table. */
  actionLabel: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  summary: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditLogQuery = z.object({
  operator: z.string().trim().max(32).optional(),
  action: z.string().trim().max(64).optional(),
  targetType: z.string().trim().max(32).optional(),
  targetId: z.string().trim().max(64).optional(),
  /** Shanghai dates, inclusive. */
  from: ServiceDate.optional(),
  to: ServiceDate.optional(),
  ...PageQuery,
});
export type AuditLogQuery = z.input<typeof AuditLogQuery>;

/** The audit log, newest first, filtered. */
export const listAuditLog = defineOperatorEndpoint({
  method: 'GET',
  path: '/audit',
  summary: 'Operator writes, newest first, filtered by operator, action, target and dates',
  roles: ['admin'],
  query: AuditLogQuery,
  data: z.object({ items: z.array(AuditEntry), total: z.number().int(), actions: z.array(z.object({ value: z.string(), label: z.string() })) }),
});
