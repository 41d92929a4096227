/**
 * Where a page's ride codes come from: the server's answer (kept on the device at once), or, when the
 * network failed, the list kept earlier. A business answer (checked, refunded) wipes the kept list.
 */
import type { Meta } from '@udian/contracts/envelope';
import type { RideCodes } from '@udian/contracts/schemas/tickets';
import { ApiFailure } from '../../api/query-result';
import type { RequestResult } from '../../api/request';
import { forgetRideCodes, readCachedRideCodes, saveRideCodes, type CachedRideCodes, type RideTicket } from './ride-code-cache';

export type RideCodesResult = CachedRideCodes & { isFromCache: boolean };

/** A clock further off than this is not a clock error but a missing timestamp (a test, an old proxy). */
const MAX_CLOCK_OFFSET_MS = 12 * 60 * 60 * 1000;

/** Server time minus device time, measured against the middle of the request. */
export const clockOffsetOf = (meta: Pick<Meta, 'timestamp'>, startedMs: number, endedMs: number): number => {
  const offset = Math.round(meta.timestamp - (startedMs + endedMs) / 2);
  return Math.abs(offset) <= MAX_CLOCK_OFFSET_MS ? offset : 0;
};

/** Only what the pages show when the cache is all they have; never the ID number or the driver's phone. */
export const toRideTicket = (ticket: RideTicket): RideTicket => ({
  ticketId: ticket.ticketId,
  line: ticket.line,
  serviceDate: ticket.serviceDate,
  time: ticket.time,
  departsAt: ticket.departsAt,
  board: ticket.board,
  alight: ticket.alight,
  passengerName: ticket.passengerName,
  checkWindow: ticket.checkWindow,
});

export const keepRideCodes = (owner: string, ticket: RideTicket, set: RideCodes, clockOffsetMs: number): RideCodesResult => {
  const entry: CachedRideCodes = { owner, ticket: toRideTicket(ticket), set, clockOffsetMs, savedAt: Date.now() };
  saveRideCodes(entry);
  return { ...entry, isFromCache: false };
};

export const cachedRideCodes = (owner: string, ticketId: string): RideCodesResult | undefined => {
  const entry = readCachedRideCodes(owner, ticketId);
  return entry ? { ...entry, isFromCache: true } : undefined;
};

/**
 * The answer of a ride-code call as a query result: the fresh list, else (network down) the kept one, else
 * the failure. `started` is when the call was sent, for the clock offset.
 */
export const settleRideCodes = (
  owner: string,
  ticket: RideTicket,
  result: RequestResult<RideCodes>,
  startedMs: number,
): RideCodesResult => {
  if (result.ok) return keepRideCodes(owner, ticket, result.data, clockOffsetOf(result.meta, startedMs, Date.now()));
  if ('meta' in result) {
    forgetRideCodes(owner, ticket.ticketId);
    throw new ApiFailure(result);
  }
  const cached = cachedRideCodes(owner, ticket.ticketId);
  if (cached) return cached;
  throw new ApiFailure(result);
};
