import { fetchHostJson } from './host-http';
import { HostRejectedError, HostUnavailableError, isHostPhone, type TicketHost } from './host-provider';

export type TicketHostOptions = { apiUrl: string; appId: string; secret: string; timeoutMs?: number };

/**
 * The ticket exchange of the citizen app and the Jinhua app. Neither host's server API is in the spec, so
 * this is the shape we agreed to expect (decision 017), in one place to adapt when their documents arrive:
 *
 *   POST {apiUrl}/auth/ticket/exchange   { appId, appSecret, ticket }
 *   → { code: 200, data: { userId, phone } }          the ticket was good (it is single-use on their side)
 *   → { code: <anything else>, msg }                  refused
 */
export const createHttpTicketHost = ({ apiUrl, appId, secret, timeoutMs }: TicketHostOptions): TicketHost => ({
  exchangeTicket: async (ticket) => {
    const body = await fetchHostJson(`${apiUrl.replace(/\/+$/, '')}/auth/ticket/exchange`, {
      method: 'POST',
      body: { appId, appSecret: secret, ticket },
      timeoutMs,
    });
    if (body.code !== 200) throw new HostRejectedError(`host refused the ticket: ${String(body.code)} ${String(body.msg ?? '')}`);
    const data = (body.data ?? {}) as Record<string, unknown>;
    const hostUserId = typeof data.userId === 'number' ? String(data.userId) : data.userId;
    if (typeof hostUserId !== 'string' || hostUserId === '' || hostUserId.length > 128 || !isHostPhone(data.phone)) {
      throw new HostUnavailableError('host answered without a usable userId and phone');
    }
    return { hostUserId, phone: data.phone };
  },
});
