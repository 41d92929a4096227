/**
 * Ride codes kept on the device (localStorage), one list per ticket, so that a code still shows and
 * rotates with no network (a bus stop in a tunnel, a phone in flight mode). A list lives until its check
 * window is over; anything unreadable in storage counts as nothing stored.
 */
import type { RideCodes, Ticket } from '@udian/contracts/schemas/tickets';
import { getBrowserStorage, readStorageItem, removeStorageItem, writeStorageItem } from '../../lib/safe-storage';
import { rideCodesEndMs } from './ride-code';

export const RIDE_CODES_KEY = 'udian:rideCodes';

/** Enough for every ticket of a month of commuting; the oldest go first. */
const MAX_ENTRIES = 40;

/** What the pages need to say whose code it is when only the cache is left. */
export type RideTicket = Pick<
  Ticket,
  'ticketId' | 'line' | 'serviceDate' | 'time' | 'departsAt' | 'board' | 'alight' | 'passengerName' | 'checkWindow'
>;

export type CachedRideCodes = {
  /** The logged-in user's id, or `share:<token>` for a shared ticket opened without logging in. */
  owner: string;
  ticket: RideTicket;
  set: RideCodes;
  /** Server time minus device time when the list arrived: a phone with a wrong clock still picks the right code. */
  clockOffsetMs: number;
  savedAt: number;
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isCode = (value: unknown): boolean =>
  isObject(value) && Number.isSafeInteger(value.step) && typeof value.code === 'string';

const isEntry = (value: unknown): value is CachedRideCodes => {
  if (!isObject(value) || typeof value.owner !== 'string' || !isObject(value.ticket) || !isObject(value.set)) return false;
  const { ticket, set } = value;
  return (
    typeof ticket.ticketId === 'string' &&
    isObject(ticket.line) &&
    typeof ticket.line.lineName === 'string' &&
    isObject(ticket.board) &&
    isObject(ticket.alight) &&
    isObject(ticket.checkWindow) &&
    typeof ticket.departsAt === 'string' &&
    Number.isSafeInteger(set.stepSeconds) &&
    (set.stepSeconds as number) > 0 &&
    Array.isArray(set.codes) &&
    set.codes.every(isCode) &&
    typeof value.clockOffsetMs === 'number' &&
    Number.isFinite(value.clockOffsetMs) &&
    typeof value.savedAt === 'number'
  );
};

const readAll = (): CachedRideCodes[] => {
  const text = readStorageItem(getBrowserStorage('local'), RIDE_CODES_KEY);
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
};

const isCurrent = (entry: CachedRideCodes, nowMs: number) => rideCodesEndMs(entry.set) > nowMs + entry.clockOffsetMs;

const writeAll = (entries: CachedRideCodes[]): void => {
  const storage = getBrowserStorage('local');
  if (entries.length === 0) {
    removeStorageItem(storage, RIDE_CODES_KEY);
    return;
  }
  if (!writeStorageItem(storage, RIDE_CODES_KEY, JSON.stringify(entries)) && entries.length > 1) {
    // A full storage: keep at least the list just saved (the first).
    writeStorageItem(storage, RIDE_CODES_KEY, JSON.stringify(entries.slice(0, 1)));
  }
};

export const readCachedRideCodes = (owner: string, ticketId: string, nowMs = Date.now()): CachedRideCodes | null =>
  readAll().find((entry) => entry.owner === owner && entry.ticket.ticketId === ticketId && isCurrent(entry, nowMs)) ?? null;

/** Saves a ticket's list first and drops the lists whose window is over. */
export const saveRideCodes = (entry: CachedRideCodes, nowMs = Date.now()): void => {
  const others = readAll().filter(
    (other) => !(other.owner === entry.owner && other.ticket.ticketId === entry.ticket.ticketId) && isCurrent(other, nowMs),
  );
  writeAll([entry, ...others].slice(0, MAX_ENTRIES));
};

/** The server said the ticket no longer rides (checked, refunded): its codes must not show offline either. */
export const forgetRideCodes = (owner: string, ticketId: string): void => {
  const entries = readAll();
  const kept = entries.filter((entry) => !(entry.owner === owner && entry.ticket.ticketId === ticketId));
  if (kept.length !== entries.length) writeAll(kept);
};

/**
 * The cached list to show on bus-code when the ticket list cannot be fetched: of this owner's lists whose
 * window is not over, the one whose ticket departs first.
 */
export const nextCachedRideCodes = (owner: string, nowMs = Date.now()): CachedRideCodes | null =>
  readAll()
    .filter((entry) => entry.owner === owner && isCurrent(entry, nowMs))
    .sort((a, b) => Date.parse(a.ticket.departsAt) - Date.parse(b.ticket.departsAt))[0] ?? null;
