import { z } from 'zod';

/**
 * The operator console's roles (decision 044). groupAdmin (decision 048) is an enterprise's or a school's
 * own administrator: scoped to that one group, it sees and changes nothing else.
 */
export const OperatorRole = z.enum(['admin', 'dispatcher', 'service', 'finance', 'groupAdmin']);
export type OperatorRole = z.infer<typeof OperatorRole>;

export const OPERATOR_ROLES: readonly OperatorRole[] = OperatorRole.options;

/** The operator's own staff: every role but a group's administrator, who sees only their group (decision 048). */
export const STAFF_ROLES: readonly OperatorRole[] = ['admin', 'dispatcher', 'service', 'finance'];

export const operatorRoleLabels: Record<OperatorRole, string> = {
  admin: '管理员',
  dispatcher: '调度',
  service: '客服',
  finance: '财务',
  groupAdmin: '单位管理员',
};

/** The header every operator write carries: the CSRF token its session was given at login. */
export const CSRF_HEADER = 'x-csrf-token';
/** The operator session cookie (httpOnly, SameSite=Strict, Secure outside localhost). */
export const OPERATOR_COOKIE = 'udian_ops';

/** Passwords operators choose: 10 to 64 characters, with a letter and a digit. */
export const OperatorPassword = z
  .string()
  .min(10, '密码至少 10 位')
  .max(64, '密码最多 64 位')
  .refine((value) => /[A-Za-z]/.test(value) && /\d/.test(value), '密码须同时包含字母和数字');

export const OperatorUsername = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9_.-]{3,32}$/, '用户名为 3 到 32 位小写字母、数字、点、下划线或连字符');
