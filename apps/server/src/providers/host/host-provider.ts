/** A host app's user, as its server (or its signed data) tells us: its own id and the verified mobile. */
export type HostUser = { hostUserId: string; phone: string };

/**
 * A host that hands the browser a one-time ticket which our server exchanges at the host's server for the
 * user (the citizen app's native access ticket, the Jinhua app's code in the query).
 */
export type TicketHost = { exchangeTicket: (ticket: string) => Promise<HostUser> };

/** The host answered, and said no (bad, used or expired ticket or code): the passenger must start again. */
export class HostRejectedError extends Error {}

/** The host could not be asked (network, time-out, a malformed answer): worth retrying later. */
export class HostUnavailableError extends Error {}

/** The messaging app: OAuth code → openid, and the JS-SDK ticket (cached by the implementation). */
export type WechatProvider = {
  appId: string;
  openidForCode: (code: string) => Promise<string>;
  jsapiTicket: () => Promise<string>;
};

/** Host phones must fit the users table (11 digits starting with 1); anything else is a host fault. */
export const isHostPhone = (phone: unknown): phone is string => typeof phone === 'string' && /^1\d{10}$/.test(phone);
