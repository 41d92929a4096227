import { OPERATOR_COOKIE } from '@udian/contracts/operator-roles';
import type { FastifyReply, FastifyRequest } from 'fastify';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** The operator session's token from the Cookie header, if any. */
export const readOperatorCookie = (request: FastifyRequest): string | undefined => {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === OPERATOR_COOKIE) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
};

/** Secure everywhere but on a developer's own machine, where the console is served over plain http. */
const isLocal = (request: FastifyRequest): boolean => LOCAL_HOSTS.has(request.hostname.replace(/:\d+$/, ''));

const cookie = (request: FastifyRequest, value: string, maxAgeSeconds: number): string =>
  [
    `${OPERATOR_COOKIE}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(isLocal(request) ? [] : ['Secure']),
  ].join('; ');

export const setOperatorCookie = (request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date, now: Date): void => {
  reply.header('set-cookie', cookie(request, token, Math.max(1, Math.floor((expiresAt.getTime() - now.getTime()) / 1000))));
};

export const clearOperatorCookie = (request: FastifyRequest, reply: FastifyReply): void => {
  reply.header('set-cookie', cookie(request, '', 0));
};
