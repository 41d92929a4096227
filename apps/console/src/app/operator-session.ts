import type { OperatorSessionData } from '@udian/contracts/endpoints/ops/auth/operator-login';
import { operatorMe } from '@udian/contracts/endpoints/ops/auth/operator-me';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../api/client';
import { setCsrfToken } from '../api/session';

/** The query holding the signed-in operator: /auth/me, or what login and password changes answer. */
export const SESSION_KEY = ['operator', 'session'] as const;

export const fetchSession = async ({ signal }: { signal?: AbortSignal } = {}): Promise<OperatorSessionData> => {
  const session = await call(operatorMe, { signal });
  setCsrfToken(session.csrfToken);
  return session;
};

/** After login: the session is known without asking again. */
export const storeSession = (client: QueryClient, session: OperatorSessionData) => {
  setCsrfToken(session.csrfToken);
  client.setQueryData(SESSION_KEY, session);
};

/** After logout: nothing of the last operator's data stays in memory. */
export const forgetSession = (client: QueryClient) => {
  setCsrfToken(null);
  client.clear();
};
