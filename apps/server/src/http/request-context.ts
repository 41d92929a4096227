import type { ClientHeaders } from '@udian/contracts/client-headers';

/** What a route may know about its caller once the hooks have run. */
export type CurrentSession = { userId: string; sessionId: string };
export type ClientInfo = Partial<ClientHeaders>;

/** Per-route options, declared by each route (never inferred from the URL). */
export type RouteAccess = { isPublic: boolean; needsClientHeaders: boolean };

// Module augmentation merges with Fastify's own interfaces: a type alias cannot.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authentication hook: always on non-public routes; on public ones only when a valid session was sent. */
    session: CurrentSession | null;
    clientInfo: ClientInfo;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

export {};
