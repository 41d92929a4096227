import { z } from 'zod';
import { defineOperatorEndpoint } from '../../../operator-endpoint';
import { OperatorRole, OperatorUsername } from '../../../operator-roles';
import { Id } from '../../../schemas/common';
import { DisplayName, Operator } from '../../../schemas/operators';

/** Every operator account. */
export const listOperators = defineOperatorEndpoint({
  method: 'GET',
  path: '/operators',
  summary: 'Every operator account',
  roles: ['admin'],
  data: z.object({ operators: z.array(Operator) }),
});

export const CreateOperatorBody = z
  .object({ username: OperatorUsername, displayName: DisplayName.default(''), role: OperatorRole, groupId: Id.nullable().default(null) })
  .refine((b) => b.role !== 'groupAdmin' || b.groupId !== null, { message: '单位管理员须指定所属单位', path: ['groupId'] });
export type CreateOperatorBody = z.input<typeof CreateOperatorBody>;

/** A new account with a one-time password, shown once, that must be changed at first login. */
export const createOperator = defineOperatorEndpoint({
  method: 'POST',
  path: '/operators/create',
  summary: 'Creates an operator with a one-time password',
  roles: ['admin'],
  body: CreateOperatorBody,
  data: z.object({ operator: Operator, oneTimePassword: z.string() }),
});

export const UpdateOperatorBody = z
  .object({
    id: Id,
    displayName: DisplayName.optional(),
    role: OperatorRole.optional(),
    /** With role groupAdmin: the group administered (required when the account becomes a groupAdmin). */
    groupId: Id.nullable().optional(),
    isDisabled: z.boolean().optional(),
  })
  .refine((b) => b.displayName !== undefined || b.role !== undefined || b.isDisabled !== undefined || b.groupId !== undefined, '没有要修改的内容');
export type UpdateOperatorBody = z.input<typeof UpdateOperatorBody>;

/** Changes an account's name, role or whether it may sign in (a disabled account's sessions end). */
export const updateOperator = defineOperatorEndpoint({
  method: 'POST',
  path: '/operators/update',
  summary: "Changes an operator's name, role or disabled flag",
  roles: ['admin'],
  body: UpdateOperatorBody,
  data: z.object({ operator: Operator }),
});

/** A new one-time password for an account (also lifts a lock and turns TOTP off); its sessions end. */
export const resetOperatorPassword = defineOperatorEndpoint({
  method: 'POST',
  path: '/operators/reset-password',
  summary: "Resets an operator's password to a new one-time password",
  roles: ['admin'],
  body: z.object({ id: Id }),
  data: z.object({ operator: Operator, oneTimePassword: z.string() }),
});
