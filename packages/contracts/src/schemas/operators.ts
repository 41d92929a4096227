import { z } from 'zod';
import { OperatorRole } from '../operator-roles';
import { Id } from './common';

/** An operator account as the console sees it (never its password hash or TOTP secret). */
export const Operator = z.object({
  id: Id,
  username: z.string(),
  displayName: z.string(),
  role: OperatorRole,
  /** The group a groupAdmin administers (decision 048); null for every other role. */
  group: z.object({ groupId: Id, name: z.string() }).nullable(),
  mustChangePassword: z.boolean(),
  isTotpOn: z.boolean(),
  isDisabled: z.boolean(),
  /** ISO time until which wrong passwords keep the account locked; null when not locked. */
  lockedUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type Operator = z.infer<typeof Operator>;

export const DisplayName = z.string().trim().max(32, '姓名最多 32 个字');

/** A six-digit TOTP code (RFC 6238, 30-second steps). */
export const TotpCode = z.string().trim().regex(/^\d{6}$/, '动态码为 6 位数字');

/** A page of a list: page from 1, at most 100 rows. */
export const PageQuery = {
  page: z.coerce.number().int().min(1, '页码至少为 1').default(1),
  pageSize: z.coerce.number().int().min(1, '每页至少 1 条').max(100, '每页最多 100 条').default(20),
};
