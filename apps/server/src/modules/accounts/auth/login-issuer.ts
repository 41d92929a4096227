import type { LoginInfoData } from '@udian/contracts/schemas/accounts';
import type { SessionService } from '../session/session.service';

/** Who is logging in from where: the platform and deviceId headers, recorded with the session. */
export type LoginClient = { platform: string; deviceId: string };

/**
 * Every way in ends here: a session is issued (replacing the account's older one, which then answers 420)
 * and the login info of SPEC section 3 is answered. One account system: centerUid = userId and
 * centerToken = token.
 */
export const createLoginIssuer = ({ sessions }: { sessions: SessionService }) => ({
  issue: async (user: { id: number; phone: string }, isPersistent: boolean, client: LoginClient): Promise<LoginInfoData> => {
    const { token } = await sessions.issue({ userId: user.id, platform: client.platform, deviceId: client.deviceId, isPersistent });
    const userId = String(user.id);
    return { user: { userId, phoneNum: user.phone }, token, centerToken: token, centerUid: userId };
  },
});

export type LoginIssuer = ReturnType<typeof createLoginIssuer>;
