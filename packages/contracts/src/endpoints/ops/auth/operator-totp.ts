import { z } from 'zod';
import { defineOperatorEndpoint } from '../../../operator-endpoint';
import { OPERATOR_ROLES } from '../../../operator-roles';
import { Operator, TotpCode } from '../../../schemas/operators';

/** Starts TOTP: a new secret for the authenticator app; not in force until confirmed with a code. */
export const setUpOperatorTotp = defineOperatorEndpoint({
  method: 'POST',
  path: '/auth/totp/setup',
  summary: 'A new TOTP secret for the signed-in operator (off until confirmed)',
  roles: OPERATOR_ROLES,
  data: z.object({ secret: z.string(), otpauthUrl: z.string() }),
});

/** Turns TOTP on with a code from the authenticator app. */
export const enableOperatorTotp = defineOperatorEndpoint({
  method: 'POST',
  path: '/auth/totp/enable',
  summary: 'Turns TOTP on once a code from the new secret is right',
  roles: OPERATOR_ROLES,
  body: z.object({ code: TotpCode }),
  data: z.object({ operator: Operator }),
});

/** Turns TOTP off; the password is asked again. */
export const disableOperatorTotp = defineOperatorEndpoint({
  method: 'POST',
  path: '/auth/totp/disable',
  summary: "Turns the signed-in operator's TOTP off (password asked again)",
  roles: OPERATOR_ROLES,
  body: z.object({ password: z.string().min(1, '请输入密码').max(128, '密码过长') }),
  data: z.object({ operator: Operator }),
});
