import { z } from 'zod';
import { defineOperatorEndpoint } from '../../../operator-endpoint';
import { OPERATOR_ROLES } from '../../../operator-roles';

/** Ends the session: its row is deleted and the cookie cleared. */
export const operatorLogout = defineOperatorEndpoint({
  method: 'POST',
  path: '/auth/logout',
  summary: 'Ends the operator session',
  roles: OPERATOR_ROLES,
  data: z.object({}),
});
