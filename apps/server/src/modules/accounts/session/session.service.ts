import type { Db, DbOrTx } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import type { CurrentSession } from '../../../http/request-context';
import type { SessionRepository } from './session.repository';
import { hashSessionToken, isWellFormedToken, isWellFormedUserId, newSessionToken } from './session-token';

export type SessionServiceDeps = {
  db: Db;
  sessions: SessionRepository;
  ttlDays: number;
  /** Session-only logins (the client keeps them in sessionStorage) end sooner; 24 hours unless configured. */
  sessionOnlyTtlHours?: number;
  now?: () => Date;
};

export type IssuedSession = { token: string; sessionId: number; expiresAt: Date };

export const createSessionService = ({
  db,
  sessions,
  ttlDays,
  sessionOnlyTtlHours = 24,
  now = () => new Date(),
}: SessionServiceDeps) => ({
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
    const ttlMs = input.isPersistent ? ttlDays * 86_400_000 : sessionOnlyTtlHours * 3_600_000;
    const expiresAt = new Date(now().getTime() + ttlMs);
    const sessionId = await db.transaction().execute(async (tx) => {
      // Two logins of one account at the same moment must not both stay active: the second waits here.
      await sessions.lockUser(input.userId, tx);
      const id = await sessions.insert({ ...input, tokenHash: hashSessionToken(token), expiresAt }, tx);
      await sessions.revokeOthers(input.userId, id, 'replaced', tx);
      return id;
    });
    return { token, sessionId, expiresAt };
  },

  /** Whether the user ever logged in on this device (sessions are kept when they end): an inviter's own device. */
  hasUsedDevice: (userId: number, deviceId: string, tx?: DbOrTx): Promise<boolean> => sessions.hasUsedDevice(userId, deviceId, tx),

  /** Logout: the token answers 502 from now on (not 420: nobody else logged in). */
  revoke: async (sessionId: string): Promise<void> => {
    await sessions.revoke(Number(sessionId), 'logout');
  },
});

export type SessionService = ReturnType<typeof createSessionService>;
