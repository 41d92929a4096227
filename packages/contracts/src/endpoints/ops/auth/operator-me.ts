import { defineOperatorEndpoint } from '../../../operator-endpoint';
import { OPERATOR_ROLES } from '../../../operator-roles';
import { OperatorSessionData } from './operator-login';

/** The signed-in operator and the session's CSRF token (a reloaded console asks this first). */
export const operatorMe = defineOperatorEndpoint({
  method: 'GET',
  path: '/auth/me',
  summary: 'The signed-in operator and the CSRF token of the session',
  roles: OPERATOR_ROLES,
  data: OperatorSessionData,
});
