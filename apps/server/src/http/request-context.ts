import type { ClientHeaders } from '@udian/contracts/client-headers';
import type { OperatorRole } from '@udian/contracts/operator-roles';

/** What a route may know about its caller once the hooks have run. */
export type CurrentSession = { userId: string; sessionId: string };
export type ClientInfo = Partial<ClientHeaders>;

/** The signed-in operator of an operator endpoint (decision 044), set by the operator access hook. */
export type CurrentOperator = {
  id: number;
  username: string;
  role: OperatorRole;
  /** A groupAdmin's one group (decision 048): every group it names must be this one; null for every other role. */
  groupId: number | null;
  mustChangePassword: boolean;
  /** The SHA-256 of the session cookie's token: logout and a changed password end sessions by it. */
  sessionTokenHash: string;
  csrfToken: string;
};

/** Per-route options, declared by each route (never inferred from the URL). */
export type RouteAccess = {
  isPublic: boolean;
  needsClientHeaders: boolean;
  /** An operator endpoint: the roles it allows (checked by operator-access.ts, the one place). */
  operatorRoles?: readonly OperatorRole[];
  /** An operator endpoint still open to an account that must change its one-time password first. */
  isOpenBeforePasswordChange?: boolean;
};

// Module augmentation merges with Fastify's own interfaces: a type alias cannot.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authentication hook: always on non-public routes; on public ones only when a valid session was sent. */
    session: CurrentSession | null;
    /** Set by the operator access hook on operator endpoints (never on passenger ones). */
    operator: CurrentOperator | null;
    clientInfo: ClientInfo;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

export {};
