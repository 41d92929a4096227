import { HostRejectedError, type TicketHost } from './host-provider';

/**
 * Development only (never wired in production): a ticket 'dev-<mobile>' stands for that host user, so that
 * the browser's fake host bridges can log in without a host server. Anything else is refused.
 */
export const createDevTicketHost = (host: string): TicketHost => ({
  exchangeTicket: async (ticket) => {
    const match = /^dev-(1\d{10})$/.exec(ticket);
    if (!match) throw new HostRejectedError(`${host} (dev): tickets look like dev-13800138000`);
    return { hostUserId: `dev-${match[1]!}`, phone: match[1]! };
  },
});
