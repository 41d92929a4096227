import { z } from 'zod';
import { defineEndpoint } from '../../../endpoint';
import { OPERATOR_ROLES } from '../../../operator-roles';
import { ApiPrefix } from '../../../prefixes';
import { Operator, TotpCode } from '../../../schemas/operators';

export const OperatorLoginBody = z.object({
  username: z.string().trim().toLowerCase().min(1, '请输入用户名').max(32, '用户名最多 32 位'),
  password: z.string().min(1, '请输入密码').max(128, '密码过长'),
  /** Needed once the operator has turned TOTP on. */
  totpCode: TotpCode.optional(),
});
export type OperatorLoginBody = z.input<typeof OperatorLoginBody>;

export const OperatorSessionData = z.object({
  operator: Operator,
  /** Sent back in the X-CSRF-Token header on every write of this session. */
  csrfToken: z.string(),
});
export type OperatorSessionData = z.infer<typeof OperatorSessionData>;

/**
 * Signs an operator in: sets the session cookie (httpOnly, SameSite=Strict, Secure outside localhost).
 * Wrong passwords are counted per account (10 lock it for 15 minutes) and per address (the rate limit).
 */
export const operatorLogin = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.ops,
  path: '/auth/login',
  summary: 'Operator sign-in with username, password and (when on) a TOTP code; sets the session cookie',
  // Reached without a session; still an operator endpoint: a passenger token means nothing here.
  isPublic: true,
  needsClientHeaders: false,
  operatorRoles: OPERATOR_ROLES,
  body: OperatorLoginBody,
  data: OperatorSessionData,
});
