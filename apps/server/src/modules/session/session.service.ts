import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { CurrentSession } from '../../http/request-context';
import type { SessionRepository } from './session.repository';
import { hashSessionToken, isWellFormedToken, isWellFormedUserId, newSessionToken } from './session-token';

export type SessionServiceDeps = {
  db: Db;
  sessions: SessionRepository;
  ttlDays: number;
  now?: () => Date;
};

export type IssuedSession = { token: string; sessionId: number; expiresAt: Date };

export const createSessionService = ({ db, sessions, ttlDays, now = () => new Date() }: SessionServiceDeps) => ({
  /**
   * Checks the token and userId headers. 502 for anything missing, malformed, unknown, expired or owned by
   * another user; 420 when a newer login on another client replaced this session.
   */
  authenticate: async (token: string | undefined, userId: string | undefined): Promise<CurrentSession> => {
    if (!token || !userId || !isWellFormedToken(token) || !isWellFormedUserId(userId)) {
      throw new AppError('tokenInvalid');
    }
    const session = await sessions.findByTokenHash(hashSessionToken(token));
    if (!session || String(session.user_id) !== userId) throw new AppError('tokenInvalid');
    if (session.revoked_reason === 'replaced') throw new AppError('loggedInElsewhere');
    if (session.revoked_at || session.expires_at.getTime() <= now().getTime()) throw new AppError('tokenInvalid');
    return { userId, sessionId: String(session.id) };
  },

  /** Starts a session; any older session of the same user is replaced (it will answer 420). */
  issue: async (input: {
    userId: number;
    platform: string;
    deviceId: string;
    isPersistent: boolean;
  }): Promise<IssuedSession> => {
    const token = newSessionToken();
    const expiresAt = new Date(now().getTime() + ttlDays * 86_400_000);
    const sessionId = await db.transaction().execute(async (tx) => {
      const id = await sessions.insert({ ...input, tokenHash: hashSessionToken(token), expiresAt }, tx);
      await sessions.revokeOthers(input.userId, id, 'replaced', tx);
      return id;
    });
    return { token, sessionId, expiresAt };
  },
});

export type SessionService = ReturnType<typeof createSessionService>;
