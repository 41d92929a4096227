import { z } from 'zod';
import { defineOperatorEndpoint } from '../../../operator-endpoint';
import { OPERATOR_ROLES, OperatorPassword } from '../../../operator-roles';
import { Operator } from '../../../schemas/operators';

export const ChangeOperatorPasswordBody = z
  .object({
    currentPassword: z.string().min(1, '请输入当前密码').max(128, '密码过长'),
    newPassword: OperatorPassword,
  })
  .refine((body) => body.newPassword !== body.currentPassword, { message: '新密码不能与当前密码相同', path: ['newPassword'] });
export type ChangeOperatorPasswordBody = z.input<typeof ChangeOperatorPasswordBody>;

/** Changes the operator's own password; the one-time password of a new account must be changed first. */
export const changeOperatorPassword = defineOperatorEndpoint({
  method: 'POST',
  path: '/auth/password',
  summary: "Changes the signed-in operator's password (other sessions of the account end)",
  roles: OPERATOR_ROLES,
  body: ChangeOperatorPasswordBody,
  data: z.object({ operator: Operator }),
});
